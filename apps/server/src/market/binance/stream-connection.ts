import WebSocket from 'ws';
import { type MarketLogger, silentLogger } from '../market-logger';
import { type BookTickerEvent, isBookTickerEvent } from './wire';

export interface StreamConnectionOptions {
  /** Raw-mode endpoint, for example `wss://fstream.binance.com/public/ws`. */
  url: string;
  /** Gap between two control messages (SUBSCRIBE/UNSUBSCRIBE). Default 250 ms: 4 a second, under both limits. */
  controlMessageSpacingMs?: number;
  /** Most streams named in one control message. Default 100. */
  maxParamsPerMessage?: number;
  /** First reconnect delay, doubled on each failure up to `maxReconnectDelayMs`. Default 500 ms. */
  reconnectDelayMs?: number;
  /** Default 30 s. */
  maxReconnectDelayMs?: number;
  /** Reconnect on our own before Binance's 24 h cut. Default 23 h 50 min. */
  maxConnectionLifetimeMs?: number;
  /** A connection that brings no frame at all (data or ping) for this long is dead. Default 5 min. */
  idleTimeoutMs?: number;
  logger?: MarketLogger;
}

/**
 * One websocket to a Binance market-stream endpoint in raw mode. It keeps the set of streams it should carry,
 * sends SUBSCRIBE/UNSUBSCRIBE batched and spaced out, subscribes everything again after each reconnect, and
 * reconnects with backoff after a drop, after an idle timeout and before the 24 h cut. The `ws` library answers
 * the server's ping frames with pongs by itself.
 */
export class StreamConnection {
  readonly streams = new Set<string>();
  private readonly pendingSubscribe = new Set<string>();
  private readonly pendingUnsubscribe = new Set<string>();
  private readonly logger: MarketLogger;
  private socket: WebSocket | null = null;
  private nextRequestId = 1;
  private lastControlSentAt = 0;
  private failures = 0;
  private closed = false;
  private flushTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private lifetimeTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private lastFrameAt = 0;
  /** Number of times a socket opened; visible for tests and logs. */
  connectionCount = 0;

  constructor(
    private readonly options: StreamConnectionOptions,
    private readonly onEvent: (event: BookTickerEvent) => void,
  ) {
    this.logger = options.logger ?? silentLogger;
  }

  add(stream: string): void {
    if (this.streams.has(stream)) return;
    this.streams.add(stream);
    this.pendingUnsubscribe.delete(stream);
    this.pendingSubscribe.add(stream);
    if (this.socket === null && this.reconnectTimer === null) this.connect();
    else this.scheduleFlush();
  }

  remove(stream: string): void {
    if (!this.streams.delete(stream)) return;
    this.pendingSubscribe.delete(stream);
    if (this.streams.size === 0) {
      this.shutDown();
      return;
    }
    this.pendingUnsubscribe.add(stream);
    this.scheduleFlush();
  }

  /** Closes the socket for good. */
  close(): void {
    this.closed = true;
    this.streams.clear();
    this.shutDown();
  }

  private shutDown(): void {
    this.pendingSubscribe.clear();
    this.pendingUnsubscribe.clear();
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
    }
  }

  private connect(): void {
    if (this.closed) return;
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.on('open', () => {
      this.failures = 0;
      this.connectionCount++;
      this.logger.info({ url: this.options.url, streams: this.streams.size }, 'Binance stream connected');
      // Whatever the previous socket carried is gone: subscribe everything again.
      this.pendingUnsubscribe.clear();
      for (const stream of this.streams) this.pendingSubscribe.add(stream);
      this.lastControlSentAt = 0;
      this.scheduleFlush();
      this.lifetimeTimer = setTimeout(
        () => {
          this.logger.info(
            { url: this.options.url },
            'Binance stream: planned reconnect before the 24 h cut',
          );
          socket.close(1000, 'planned reconnect');
        },
        this.options.maxConnectionLifetimeMs ?? 23 * 3_600_000 + 50 * 60_000,
      );
      this.watchForSilence(socket);
    });
    socket.on('message', (data) => {
      this.lastFrameAt = Date.now();
      this.handleMessage(data.toString());
    });
    socket.on('ping', () => {
      this.lastFrameAt = Date.now();
    });
    socket.on('error', (error) =>
      this.logger.warn({ err: error, url: this.options.url }, 'Binance stream error'),
    );
    socket.on('close', (code, reason) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.closed || this.streams.size === 0) return;
      const planned = reason.toString() === 'planned reconnect';
      const delay = planned ? 0 : this.backoffDelay();
      this.logger.warn({ code, delay, url: this.options.url }, 'Binance stream closed: reconnecting');
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, delay);
    });
  }

  private backoffDelay(): number {
    const initial = this.options.reconnectDelayMs ?? 500;
    const delay = Math.min(initial * 2 ** this.failures, this.options.maxReconnectDelayMs ?? 30_000);
    this.failures++;
    return delay;
  }

  /** Checks a few times per idle period (not a timer per message: bookTicker can bring hundreds a second). */
  private watchForSilence(socket: WebSocket): void {
    const idleTimeoutMs = this.options.idleTimeoutMs ?? 5 * 60_000;
    this.lastFrameAt = Date.now();
    this.idleTimer = setInterval(
      () => {
        if (Date.now() - this.lastFrameAt <= idleTimeoutMs) return;
        this.logger.warn({ url: this.options.url }, 'Binance stream silent too long: reconnecting');
        socket.terminate();
      },
      Math.max(10, Math.floor(idleTimeoutMs / 4)),
    );
  }

  private clearTimers(): void {
    for (const timer of [this.flushTimer, this.lifetimeTimer]) if (timer) clearTimeout(timer);
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.flushTimer = null;
    this.lifetimeTimer = null;
    this.idleTimer = null;
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.socket?.readyState !== WebSocket.OPEN) return;
    if (this.pendingSubscribe.size === 0 && this.pendingUnsubscribe.size === 0) return;
    const spacing = this.options.controlMessageSpacingMs ?? 250;
    const wait = Math.max(0, this.lastControlSentAt + spacing - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushOne();
      this.scheduleFlush();
    }, wait);
  }

  /** Sends one control message: unsubscribes first, so a connection never carries more than it should. */
  private flushOne(): void {
    const socket = this.socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    const [method, pending] =
      this.pendingUnsubscribe.size > 0
        ? (['UNSUBSCRIBE', this.pendingUnsubscribe] as const)
        : (['SUBSCRIBE', this.pendingSubscribe] as const);
    const params = [...pending].slice(0, this.options.maxParamsPerMessage ?? 100);
    if (params.length === 0) return;
    for (const stream of params) pending.delete(stream);
    socket.send(JSON.stringify({ method, params, id: this.nextRequestId++ }));
    this.lastControlSentAt = Date.now();
  }

  private handleMessage(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.logger.warn({ text: text.slice(0, 200) }, 'Binance stream sent something that is not JSON');
      return;
    }
    const envelope = message as { stream?: unknown; data?: unknown; error?: unknown; id?: unknown };
    if (envelope.error !== undefined) {
      this.logger.error({ error: envelope.error, id: envelope.id }, 'Binance stream refused a request');
      return;
    }
    const payload = typeof envelope.stream === 'string' ? envelope.data : message;
    if (!isBookTickerEvent(payload)) return;
    try {
      this.onEvent(payload);
    } catch (error) {
      this.logger.error({ err: error, symbol: payload.s }, 'Binance bookTicker event could not be delivered');
    }
  }
}
