import type { DayChunk } from './candle-month';

/**
 * A month file is an Arrow IPC file (Feather v2) with one record batch: `open_time` (timestamp ms, UTC) and the
 * seven value columns as float64, one row per minute of the month. The value columns share one validity bitmap:
 * the presence bitmap, so pandas or pyarrow see a missing minute as null. The schema's metadata key
 * `signaldesk.candles` holds JSON: format version, symbol, month and the day chunks' fetch records.
 */
export const VALUE_COLUMNS = [
  ['open', 'open'],
  ['high', 'high'],
  ['low', 'low'],
  ['close', 'close'],
  ['volume', 'volume'],
  ['quote_volume', 'quoteVolume'],
  ['taker_buy_volume', 'takerBuyVolume'],
] as const;

export const METADATA_KEY = 'signaldesk.candles';
export const FORMAT_VERSION = 1;

export interface MonthMetadata {
  version: number;
  symbol: string;
  month: string;
  interval: '1m';
  days: (DayChunk | null)[];
}
