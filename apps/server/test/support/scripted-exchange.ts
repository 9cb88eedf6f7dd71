import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type {
  BookTicker,
  Exchange,
  ExchangeSymbol,
  Market,
  Ticker24h,
  Unsubscribe,
} from '../../src/market/exchange';

type Listener = (ticker: BookTicker) => void;

/**
 * A real Exchange that a test drives by hand: it serves the symbols, closes, tickers and prices the test puts
 * in, and emits bookTicker ticks only when the test calls `tick`. It counts upstream subscriptions so tests can
 * see how many the caller holds.
 */
export class ScriptedExchange implements Exchange {
  readonly name = 'simulated' as const;
  symbols: ExchangeSymbol[] = [];
  /** 1-minute closes per symbol: `closes[i]` is the close of the candle opening at `startTime + i` minutes. */
  readonly candles = new Map<string, { startTime: number; closes: number[] }>();
  /** Whole 1-minute candles per symbol (open, high, low, close, volumes), served before `candles`. */
  readonly bars = new Map<string, CandleColumns>();
  tickers: Ticker24h[] = [];
  prices = new Map<string, number>();
  subscribeCalls = 0;
  unsubscribeCalls = 0;
  readonly fetchKlinesCalls: Array<{ symbol: string; fromMs: number; toMs: number }> = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private updateId = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Lists `symbols` as USDT perpetuals. */
  listPerpetuals(symbols: readonly string[]): this {
    this.symbols = symbols.map((symbol) => ({
      symbol,
      baseAsset: symbol.replace(/USDT$/, ''),
      quoteAsset: 'USDT',
      markets: ['futures'],
      sector: 'other',
      isUsdtPerpetual: true,
    }));
    return this;
  }

  async listSymbols(): Promise<ExchangeSymbol[]> {
    return this.symbols;
  }

  async fetchKlines(symbol: string, fromMs: number, toMs: number): Promise<CandleColumns> {
    this.fetchKlinesCalls.push({ symbol, fromMs, toMs });
    const startTime = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
    const columns = emptyCandleColumns(startTime, Math.max(0, Math.ceil((toMs - startTime) / MINUTE_MS)));
    const bars = this.bars.get(symbol);
    if (bars) return copyBars(bars, columns, this.now());
    const series = this.candles.get(symbol);
    if (!series) return columns;
    for (let i = 0; i < columns.length; i++) {
      const openTime = startTime + i * MINUTE_MS;
      const close = series.closes[(openTime - series.startTime) / MINUTE_MS];
      if (close === undefined || openTime + MINUTE_MS > this.now()) continue;
      columns.open[i] = columns.high[i] = columns.low[i] = columns.close[i] = close;
      columns.present[i] = 1;
    }
    return columns;
  }

  async get24hTickers(): Promise<Ticker24h[]> {
    return this.tickers;
  }

  async getLastPrices(symbols?: readonly string[]): Promise<Map<string, number>> {
    if (!symbols) return new Map(this.prices);
    return new Map(symbols.flatMap((s) => (this.prices.has(s) ? [[s, this.prices.get(s)!] as const] : [])));
  }

  subscribeBookTicker(symbol: string, listener: Listener, _market?: Market): Unsubscribe {
    this.subscribeCalls++;
    let set = this.listeners.get(symbol);
    if (!set) {
      set = new Set();
      this.listeners.set(symbol, set);
    }
    set.add(listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.unsubscribeCalls++;
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(symbol);
    };
  }

  /** Upstream subscriptions currently open for `symbol`. */
  upstreamCount(symbol: string): number {
    return this.listeners.get(symbol)?.size ?? 0;
  }

  /** Emits one bookTicker for `symbol` to its subscribers; returns the ticker sent. */
  tick(symbol: string, prices: Partial<BookTicker> = {}): BookTicker {
    const time = prices.eventTime ?? this.now();
    const ticker: BookTicker = {
      symbol,
      updateId: ++this.updateId,
      eventTime: time,
      transactionTime: time,
      bidPrice: 100,
      bidQty: 1,
      askPrice: 100.5,
      askQty: 2,
      ...prices,
    };
    for (const listener of this.listeners.get(symbol) ?? []) listener(ticker);
    return ticker;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** The candles of `bars` that have closed by `now`, on the grid of `into`. */
function copyBars(bars: CandleColumns, into: CandleColumns, now: number): CandleColumns {
  for (let i = 0; i < into.length; i++) {
    const openTime = into.startTime + i * MINUTE_MS;
    const at = (openTime - bars.startTime) / MINUTE_MS;
    if (at < 0 || at >= bars.length || bars.present[at] !== 1 || openTime + MINUTE_MS > now) continue;
    into.open[i] = bars.open[at]!;
    into.high[i] = bars.high[at]!;
    into.low[i] = bars.low[at]!;
    into.close[i] = bars.close[at]!;
    into.volume[i] = bars.volume[at]!;
    into.quoteVolume[i] = bars.quoteVolume[at]!;
    into.takerBuyVolume[i] = bars.takerBuyVolume[at]!;
    into.present[i] = 1;
  }
  return into;
}
