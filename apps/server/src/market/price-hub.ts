import type { BookTicker, Exchange, Market, Unsubscribe } from './exchange';
import { type MarketLogger, silentLogger } from './market-logger';

/** One bookTicker update as the hub hands it out. */
export interface HubTick {
  readonly ticker: BookTicker;
  /**
   * The Binance USDT-M futures raw payload `{"e":"bookTicker","u",..,"A":".."}`, serialised once per tick and
   * shared by every listener (the `/ws` handler sends this very string).
   */
  readonly payload: string;
  /** `payload` as UTF-8 bytes, encoded once: sockets send it without re-encoding per client. */
  readonly payloadBytes: Buffer;
}

export type HubListener = (tick: HubTick) => void;

export interface PriceHubStats {
  /** Symbols with an open upstream subscription (one each, whatever the number of listeners). */
  upstreamSubscriptions: number;
  listeners: number;
  ticksReceived: number;
  deliveries: number;
  listenerErrors: number;
}

interface Channel {
  readonly listeners: Set<HubListener>;
  upstream: Unsubscribe | null;
}

/**
 * Fans the exchange's live bookTicker out to any number of listeners: one upstream subscription per symbol
 * and market, opened with the first listener and closed when the last one leaves.
 */
export class PriceHub {
  private readonly channels = new Map<string, Channel>();
  private readonly lastTicks = new Map<string, HubTick>();
  private readonly logger: MarketLogger;
  private ticksReceived = 0;
  private deliveries = 0;
  private listenerErrors = 0;

  constructor(
    private readonly exchange: Exchange,
    options: { logger?: MarketLogger } = {},
  ) {
    this.logger = options.logger ?? silentLogger;
  }

  /** Starts delivering `symbol`'s ticks to `listener`; returns the function that stops it (idempotent). */
  subscribe(symbol: string, listener: HubListener, market: Market = 'futures'): Unsubscribe {
    const key = channelKey(symbol, market);
    let channel = this.channels.get(key);
    if (!channel) {
      const created: Channel = { listeners: new Set(), upstream: null };
      this.channels.set(key, created);
      channel = created;
      try {
        created.upstream = this.exchange.subscribeBookTicker(
          symbol.toUpperCase(),
          (ticker) => this.publish(key, created, ticker),
          market,
        );
      } catch (error) {
        // An unknown symbol gets no data, as on Binance; the listener stays registered.
        this.logger.warn({ err: error, symbol, market }, 'Upstream bookTicker subscription failed');
      }
    }
    channel.listeners.add(listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.release(key, listener);
    };
  }

  /** The last bookTicker seen for `symbol` (kept after its subscription ends; check `eventTime`). */
  lastTicker(symbol: string, market: Market = 'futures'): BookTicker | undefined {
    return this.lastTicks.get(channelKey(symbol, market))?.ticker;
  }

  /** Whether an upstream subscription is open for `symbol`. */
  isSubscribed(symbol: string, market: Market = 'futures'): boolean {
    return this.channels.has(channelKey(symbol, market));
  }

  stats(): PriceHubStats {
    let listeners = 0;
    for (const channel of this.channels.values()) listeners += channel.listeners.size;
    return {
      upstreamSubscriptions: this.channels.size,
      listeners,
      ticksReceived: this.ticksReceived,
      deliveries: this.deliveries,
      listenerErrors: this.listenerErrors,
    };
  }

  /** Ends every upstream subscription. */
  close(): void {
    for (const channel of this.channels.values()) channel.upstream?.();
    this.channels.clear();
  }

  private release(key: string, listener: HubListener): void {
    const channel = this.channels.get(key);
    if (!channel?.listeners.delete(listener) || channel.listeners.size > 0) return;
    this.channels.delete(key);
    channel.upstream?.();
  }

  private publish(key: string, channel: Channel, ticker: BookTicker): void {
    if (this.channels.get(key) !== channel) return;
    const payload = bookTickerPayload(ticker);
    const tick: HubTick = { ticker, payload, payloadBytes: Buffer.from(payload) };
    this.lastTicks.set(key, tick);
    this.ticksReceived++;
    for (const listener of channel.listeners) {
      try {
        listener(tick);
        this.deliveries++;
      } catch (error) {
        this.listenerErrors++;
        this.logger.error({ err: error, symbol: ticker.symbol }, 'A price listener failed');
      }
    }
  }
}

function channelKey(symbol: string, market: Market): string {
  return `${market}:${symbol.toUpperCase()}`;
}

/** Binance's futures bookTicker JSON, keeping the exchange's own decimal strings when it sent them. */
export function bookTickerPayload(ticker: BookTicker): string {
  const text = ticker.text;
  const b = text?.bidPrice ?? formatDecimal(ticker.bidPrice);
  const bq = text?.bidQty ?? formatDecimal(ticker.bidQty);
  const a = text?.askPrice ?? formatDecimal(ticker.askPrice);
  const aq = text?.askQty ?? formatDecimal(ticker.askQty);
  return `{"e":"bookTicker","u":${ticker.updateId},"E":${ticker.eventTime},"T":${ticker.transactionTime},"s":${JSON.stringify(ticker.symbol)},"b":"${b}","B":"${bq}","a":"${a}","A":"${aq}"}`;
}

/** A number as a plain decimal string (never exponent notation), as Binance writes prices. */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const plain = String(value);
  if (!plain.includes('e')) return plain;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
