import {
  type BookTickerPayload,
  bookTickerPayloadSchema,
  combinedStreamEventSchema,
  streamErrorSchema,
  streamResultSchema,
} from '@signaldesk/contracts/market';
import { useEffect, useRef, useState } from 'react';
import { webConfig } from './config';
import { type PriceFeedStatus, resetPriceFeedState, setPriceFeedState } from './price-feed-status';

/**
 * The console's one live-price module (docs/console.md, Live prices): a websocket speaking the Binance USDT-M
 * futures protocol in raw mode, `<symbol>@bookTicker` channels, best ask (`a`) per symbol (`s`).
 *
 * - A symbol is subscribed when it appears in the wanted set and unsubscribed when it leaves it.
 * - At most one SUBSCRIBE/UNSUBSCRIBE message leaves per 200 ms.
 * - On close the socket is reopened after 5 s, up to 5 attempts in a row, then closed for good; a successful
 *   open starts the count again. An error closes the socket (which then follows the close rule).
 */

export interface PriceStreamPolicy {
  reconnectDelayMs: number;
  maxReconnectAttempts: number;
  sendIntervalMs: number;
}

export const PRICE_STREAM_POLICY: PriceStreamPolicy = {
  reconnectDelayMs: 5_000,
  maxReconnectAttempts: 5,
  sendIntervalMs: 200,
};

// ---------------------------------------------------------------------------------------------------------------
// Messages

export type StreamMessage =
  /** `{"result":null,"id":7}`: a SUBSCRIBE or UNSUBSCRIBE was accepted. */
  | { kind: 'ack'; id: number | string | null }
  /** A bookTicker payload: best ask of `symbol` (uppercase). */
  | { kind: 'best-ask'; symbol: string; bestAsk: number }
  /** `{"error":{"code":2,"msg":"..."},"id":7}`: a request was refused. */
  | { kind: 'error'; code: number; message: string }
  | { kind: 'unknown' };

function bestAsk(payload: BookTickerPayload): StreamMessage {
  return { kind: 'best-ask', symbol: payload.s.toUpperCase(), bestAsk: Number(payload.a) };
}

/** Tells the server's frames apart with the contracts' schemas (the same ones the server sends with). */
function parsePayload(payload: unknown): StreamMessage {
  const ticker = bookTickerPayloadSchema.safeParse(payload);
  if (ticker.success) return bestAsk(ticker.data);
  const combined = combinedStreamEventSchema.safeParse(payload);
  if (combined.success) return bestAsk(combined.data.data);
  const result = streamResultSchema.safeParse(payload);
  if (result.success)
    return result.data.result === null ? { kind: 'ack', id: result.data.id } : { kind: 'unknown' };
  const error = streamErrorSchema.safeParse(payload);
  if (error.success) return { kind: 'error', code: error.data.error.code, message: error.data.error.msg };
  return { kind: 'unknown' };
}

/** Parses one websocket frame's text into the typed union; anything unexpected is `unknown`, never a throw. */
export function parseStreamMessage(text: string): StreamMessage {
  try {
    return parsePayload(JSON.parse(text));
  } catch {
    return { kind: 'unknown' };
  }
}

/** The SUBSCRIBE or UNSUBSCRIBE frame for these symbols' bookTicker channels. */
export function subscriptionMessage(
  method: 'SUBSCRIBE' | 'UNSUBSCRIBE',
  symbols: string[],
  id: number,
): string {
  return JSON.stringify({
    method,
    params: symbols.map((symbol) => `${symbol.toLowerCase()}@bookTicker`),
    id,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Symbol sets

/** Trimmed, uppercase, without blanks or duplicates. */
export function normalizeSymbols(symbols: Iterable<string>): Set<string> {
  const result = new Set<string>();
  for (const symbol of symbols) {
    const clean = symbol.trim().toUpperCase();
    if (clean) result.add(clean);
  }
  return result;
}

/** What to send to go from the subscribed set to the wanted one. */
export function diffSymbols(
  subscribed: ReadonlySet<string>,
  wanted: ReadonlySet<string>,
): { subscribe: string[]; unsubscribe: string[] } {
  return {
    subscribe: [...wanted].filter((symbol) => !subscribed.has(symbol)),
    unsubscribe: [...subscribed].filter((symbol) => !wanted.has(symbol)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reconnect policy

/** Delay before the next attempt, or null when `attemptsMade` already used them all (close for good). */
export function nextReconnectDelay(
  attemptsMade: number,
  policy: PriceStreamPolicy = PRICE_STREAM_POLICY,
): number | null {
  return attemptsMade < policy.maxReconnectAttempts ? policy.reconnectDelayMs : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Send queue

export interface SendQueue {
  /** Sends now if the interval since the last send has passed, else queues (first in, first out). */
  push(message: string): void;
  /** Drops every queued message (the socket they were meant for is gone). */
  clear(): void;
  readonly size: number;
}

/** Lets at most one message through per `intervalMs`. Uses the global clock and timers (fake-timer friendly). */
export function createSendQueue(send: (message: string) => void, intervalMs: number): SendQueue {
  const pending: string[] = [];
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drain = () => {
    timer = undefined;
    const now = Date.now();
    const wait = lastSentAt + intervalMs - now;
    if (wait > 0) {
      timer = setTimeout(drain, wait);
      return;
    }
    const message = pending.shift();
    if (message === undefined) return;
    lastSentAt = now;
    send(message);
    if (pending.length > 0) timer = setTimeout(drain, intervalMs);
  };

  return {
    push(message) {
      pending.push(message);
      if (timer === undefined) drain();
    },
    clear() {
      pending.length = 0;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get size() {
      return pending.length;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Connection

export type PriceStreamStatus = 'connecting' | 'open' | 'waiting-to-reconnect' | 'closed';

export interface PriceStreamOptions {
  url: string;
  onPrice: (symbol: string, bestAsk: number) => void;
  onStatus?: (status: PriceStreamStatus) => void;
  policy?: Partial<PriceStreamPolicy>;
}

/** One websocket, kept subscribed to the wanted symbols. Opens on construction; `close()` is final. */
export class PriceStream {
  private readonly policy: PriceStreamPolicy;
  private readonly queue: SendQueue;
  private socket: WebSocket | null = null;
  private wanted = new Set<string>();
  private subscribed = new Set<string>();
  private attemptsMade = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private nextId = 1;

  constructor(private readonly options: PriceStreamOptions) {
    this.policy = { ...PRICE_STREAM_POLICY, ...options.policy };
    this.queue = createSendQueue((message) => {
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(message);
    }, this.policy.sendIntervalMs);
    this.connect();
  }

  /** Replaces the wanted set; the difference is sent as (UN)SUBSCRIBE messages once the socket is open. */
  setSymbols(symbols: Iterable<string>): void {
    this.wanted = normalizeSymbols(symbols);
    this.sync();
  }

  /** Retries now with a fresh count of attempts, when the stream is not open (for example after it gave up). */
  reconnect(): void {
    if (this.socket?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.stopped = false;
    this.attemptsMade = 0;
    this.connect();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.queue.clear();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.options.onStatus?.('closed');
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attemptsMade = 0;
      this.subscribed = new Set();
      this.options.onStatus?.('open');
      this.sync();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = parseStreamMessage(event.data);
      if (message.kind === 'best-ask' && this.wanted.has(message.symbol)) {
        this.options.onPrice(message.symbol, message.bestAsk);
      } else if (message.kind === 'error') {
        console.warn(`Price stream refused a request: ${message.message} (code ${message.code})`);
      }
    };
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.queue.clear();
      this.subscribed = new Set();
      if (this.stopped) return;
      const delay = nextReconnectDelay(this.attemptsMade, this.policy);
      if (delay === null) {
        this.stopped = true;
        this.options.onStatus?.('closed');
        return;
      }
      this.attemptsMade += 1;
      this.options.onStatus?.('waiting-to-reconnect');
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private sync(): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const { subscribe, unsubscribe } = diffSymbols(this.subscribed, this.wanted);
    if (unsubscribe.length > 0)
      this.queue.push(subscriptionMessage('UNSUBSCRIBE', unsubscribe, this.nextId++));
    if (subscribe.length > 0) this.queue.push(subscriptionMessage('SUBSCRIBE', subscribe, this.nextId++));
    this.subscribed = new Set(this.wanted);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// React

const FEED_STATUS: Record<PriceStreamStatus, PriceFeedStatus> = {
  connecting: 'reconnecting',
  open: 'connected',
  'waiting-to-reconnect': 'reconnecting',
  closed: 'offline',
};

/** Prices are handed to React at most this often, so a busy stream does not re-render on every frame. */
const RENDER_INTERVAL_MS = 250;

/**
 * Live best ask by symbol (uppercase keys) for the given symbols, over one websocket held while mounted.
 * Symbols that leave the list leave the map.
 */
export function useLivePrices(
  symbols: readonly string[],
  url: string = webConfig.priceStreamUrl,
): ReadonlyMap<string, number> {
  const key = [...normalizeSymbols(symbols)].sort().join(',');
  const [prices, setPrices] = useState<ReadonlyMap<string, number>>(() => new Map());
  const streamRef = useRef<PriceStream | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    let pending = new Map<string, number>();
    let renderTimer: ReturnType<typeof setTimeout> | undefined;
    const render = () => {
      renderTimer = undefined;
      const wanted = new Set(keyRef.current.split(','));
      const updates = [...pending].filter(([symbol]) => wanted.has(symbol));
      pending = new Map();
      setPrices((previous) => new Map([...previous, ...updates]));
    };
    let reconnect: () => void = () => {};
    const stream = new PriceStream({
      url,
      onPrice: (symbol, bestAsk) => {
        pending.set(symbol, bestAsk);
        renderTimer ??= setTimeout(render, RENDER_INTERVAL_MS);
      },
      // The header's feed badge (docs/console.md, Live prices).
      onStatus: (status) => setPriceFeedState({ status: FEED_STATUS[status], reconnect }),
    });
    reconnect = () => stream.reconnect();
    setPriceFeedState({ status: 'reconnecting', reconnect });
    stream.setSymbols(keyRef.current ? keyRef.current.split(',') : []);
    streamRef.current = stream;
    return () => {
      clearTimeout(renderTimer);
      stream.close();
      streamRef.current = null;
      resetPriceFeedState();
    };
  }, [url]);

  useEffect(() => {
    const wanted = new Set(key ? key.split(',') : []);
    streamRef.current?.setSymbols(wanted);
    setPrices((previous) =>
      [...previous.keys()].every((symbol) => wanted.has(symbol))
        ? previous
        : new Map([...previous].filter(([symbol]) => wanted.has(symbol))),
    );
  }, [key]);

  return prices;
}
