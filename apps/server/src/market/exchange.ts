import type { CandleColumns } from '@signaldesk/core/market/candles';

/**
 * The one interface through which the server reads the market. Two implementations:
 * `simulated/` (demo mode, deterministic, offline) and `binance/` (production).
 * Times are ms since epoch (UTC); prices are numbers parsed exactly from the exchange's strings.
 */

export const MARKETS = ['futures', 'spot'] as const;
export type Market = (typeof MARKETS)[number];

export const SECTORS = ['defi', 'layer1', 'gaming', 'ai', 'other'] as const;
export type Sector = (typeof SECTORS)[number];

export interface ExchangeSymbol {
  /** For example `BTCUSDT`. */
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  /** Markets where the symbol trades. */
  markets: Market[];
  sector: Sector;
  /** True for a USDT-margined perpetual future. */
  isUsdtPerpetual: boolean;
  /** The price step (futures', else spot's), when the exchange says it. */
  tickSize?: number;
  /** The decimals of that step (`decimalsOfTickSize`): how many a price of the symbol shows. */
  priceDecimals?: number;
}

export interface Ticker24h {
  symbol: string;
  lastPrice: number;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  /** Percent over the rolling 24 h. */
  priceChangePercent: number;
  /** Base-asset volume over 24 h. */
  volume: number;
  /** Quote-asset (USDT) volume over 24 h. */
  quoteVolume: number;
}

/** Best bid and ask, as Binance's bookTicker stream carries them. */
export interface BookTicker {
  symbol: string;
  /** Order book update id (`u`). */
  updateId: number;
  /** Event time (`E`). */
  eventTime: number;
  /** Transaction time (`T`). */
  transactionTime: number;
  bidPrice: number;
  bidQty: number;
  askPrice: number;
  askQty: number;
  /** The exchange's own decimal strings, when it sent strings: re-emitted as they came (Binance adapter). */
  text?: BookTickerText;
}

/** Prices and quantities of a bookTicker exactly as the exchange wrote them. */
export interface BookTickerText {
  bidPrice: string;
  bidQty: string;
  askPrice: string;
  askQty: string;
}

export type Unsubscribe = () => void;

export interface Exchange {
  readonly name: 'simulated' | 'binance';
  /** Every symbol the exchange lists. */
  listSymbols(): Promise<ExchangeSymbol[]>;
  /**
   * 1-minute candles opening in [fromMs, toMs) on a gapless grid (missing minutes not present).
   * Only candles whose close time is at or before the present are returned.
   */
  fetchKlines(symbol: string, fromMs: number, toMs: number, market?: Market): Promise<CandleColumns>;
  /** Rolling 24 h statistics of every symbol of a market. */
  get24hTickers(market?: Market): Promise<Ticker24h[]>;
  /** Last traded price per symbol (all symbols when `symbols` is omitted). */
  getLastPrices(symbols?: readonly string[], market?: Market): Promise<Map<string, number>>;
  /** Live best bid and ask of one symbol; returns the function that ends the subscription. */
  subscribeBookTicker(symbol: string, listener: (ticker: BookTicker) => void, market?: Market): Unsubscribe;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}
