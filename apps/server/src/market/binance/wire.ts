import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { decimalsOfTickSize } from '@signaldesk/core/market/price-decimals';
import { ExchangeError } from '../../lib/errors';
import type { BookTicker, Ticker24h } from '../exchange';

/*
 * Binance's JSON shapes (only the fields we read) and their exact parsing. Prices and quantities arrive as
 * decimal strings; Number() of such a string is the nearest double, which is what every caller computes with.
 */

/** `[openTime, "open", "high", "low", "close", "volume", closeTime, "quoteVolume", trades, "takerBuyBase", "takerBuyQuote", "ignore"]` */
export type KlineRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  number,
  string,
  string,
  string,
];

export interface ExchangeInfoSymbol {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  /** Futures only: PERPETUAL, CURRENT_QUARTER, ... */
  contractType?: string;
  /** Trading rules; the PRICE_FILTER one carries the tick size (`"0.10"`). */
  filters?: Array<{ filterType: string; tickSize?: string }>;
}

/** The symbol's price step from its PRICE_FILTER, with its decimals; empty when the filter is missing or odd. */
export function priceStepOf(symbol: ExchangeInfoSymbol): { tickSize?: number; priceDecimals?: number } {
  const tick = symbol.filters?.find((filter) => filter.filterType === 'PRICE_FILTER')?.tickSize;
  const priceDecimals = tick === undefined ? undefined : decimalsOfTickSize(tick);
  return tick === undefined || priceDecimals === undefined ? {} : { tickSize: Number(tick), priceDecimals };
}

export interface ExchangeInfoResponse {
  symbols: ExchangeInfoSymbol[];
}

export interface Ticker24hRow {
  symbol: string;
  lastPrice: string;
  openPrice: string;
  highPrice: string;
  lowPrice: string;
  priceChangePercent: string;
  volume: string;
  quoteVolume: string;
}

export interface PriceRow {
  symbol: string;
  price: string;
}

/** A decimal string as a number; anything else is a broken upstream answer. */
export function parseDecimal(text: unknown, field: string): number {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ExchangeError(`Binance sent ${field} as ${JSON.stringify(text)}, expected a decimal string`);
  }
  const value = Number(text);
  if (!Number.isFinite(value)) throw new ExchangeError(`Binance sent ${field} as "${text}", not a number`);
  return value;
}

/**
 * Writes kline rows into a minute grid of `length` minutes from `startTime`. Rows outside the grid, not on a
 * minute boundary or still open at `now` are skipped.
 */
export function klineRowsToColumns(
  rows: readonly KlineRow[],
  startTime: number,
  length: number,
  now: number,
): CandleColumns {
  const columns = emptyCandleColumns(startTime, length);
  for (const row of rows) {
    const [openTime, open, high, low, close, volume, closeTime, quoteVolume, , takerBuyBase] = row;
    if (typeof openTime !== 'number' || typeof closeTime !== 'number') {
      throw new ExchangeError('Binance sent a kline row without numeric open and close times');
    }
    if (closeTime > now) continue;
    const offset = openTime - startTime;
    if (offset < 0 || offset % MINUTE_MS !== 0) continue;
    const i = offset / MINUTE_MS;
    if (i >= length) continue;
    columns.open[i] = parseDecimal(open, 'kline open');
    columns.high[i] = parseDecimal(high, 'kline high');
    columns.low[i] = parseDecimal(low, 'kline low');
    columns.close[i] = parseDecimal(close, 'kline close');
    columns.volume[i] = parseDecimal(volume, 'kline volume');
    columns.quoteVolume[i] = parseDecimal(quoteVolume, 'kline quoteVolume');
    columns.takerBuyVolume[i] = parseDecimal(takerBuyBase, 'kline takerBuyBase');
    columns.present[i] = 1;
  }
  return columns;
}

export function parseTicker24h(row: Ticker24hRow): Ticker24h {
  return {
    symbol: row.symbol,
    lastPrice: parseDecimal(row.lastPrice, 'lastPrice'),
    openPrice: parseDecimal(row.openPrice, 'openPrice'),
    highPrice: parseDecimal(row.highPrice, 'highPrice'),
    lowPrice: parseDecimal(row.lowPrice, 'lowPrice'),
    priceChangePercent: parseDecimal(row.priceChangePercent, 'priceChangePercent'),
    volume: parseDecimal(row.volume, 'volume'),
    quoteVolume: parseDecimal(row.quoteVolume, 'quoteVolume'),
  };
}

/** A bookTicker event; spot's carries only `u, s, b, B, a, A`, so its times are the arrival time. */
export interface BookTickerEvent {
  e?: string;
  u: number;
  E?: number;
  T?: number;
  s: string;
  b: string;
  B: string;
  a: string;
  A: string;
}

export function isBookTickerEvent(message: unknown): message is BookTickerEvent {
  const m = message as Partial<BookTickerEvent> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.s === 'string' &&
    typeof m.u === 'number' &&
    typeof m.b === 'string' &&
    typeof m.a === 'string' &&
    (m.e === undefined || m.e === 'bookTicker')
  );
}

export function parseBookTicker(event: BookTickerEvent, arrivedAt: number): BookTicker {
  return {
    symbol: event.s,
    updateId: event.u,
    eventTime: event.E ?? arrivedAt,
    transactionTime: event.T ?? event.E ?? arrivedAt,
    bidPrice: parseDecimal(event.b, 'bookTicker b'),
    bidQty: parseDecimal(event.B, 'bookTicker B'),
    askPrice: parseDecimal(event.a, 'bookTicker a'),
    askQty: parseDecimal(event.A, 'bookTicker A'),
    text: { bidPrice: event.b, bidQty: event.B, askPrice: event.a, askQty: event.A },
  };
}
