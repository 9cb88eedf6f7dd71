import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';

/** Timestamps above this are microseconds (Binance spot dumps since 2025-01-01); below, milliseconds. */
const MICROSECOND_THRESHOLD = 1e14;

export interface ParsedKlineCsv {
  /** Candles on the grid of `span` (or of the rows when no span is given), missing minutes not present. */
  candles: CandleColumns;
  hadHeader: boolean;
  rows: number;
  microseconds: boolean;
}

/**
 * Parses a Binance kline CSV (12 columns: open_time, open, high, low, close, volume, close_time, quote_volume,
 * count, taker_buy_volume, taker_buy_quote_volume, ignore), sniffing the optional header row and the timestamp
 * unit. Numbers are parsed from their decimal strings with Number (exact to the nearest double).
 */
export function parseKlineCsv(text: string, span?: { fromMs: number; toMs: number }): ParsedKlineCsv {
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && lines[first]!.trim() === '') first++;
  const hadHeader = first < lines.length && !/^\s*\d/.test(lines[first]!);
  if (hadHeader) first++;
  const times: number[] = [];
  const values: number[][] = [[], [], [], [], [], [], []];
  let microseconds = false;
  for (let lineIndex = first; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!.trim();
    if (line === '') continue;
    const fields = line.split(',');
    if (fields.length < 11)
      throw new Error(`line ${lineIndex + 1}: expected 12 columns, got ${fields.length}`);
    let openTime = Number(fields[0]);
    if (openTime > MICROSECOND_THRESHOLD) {
      openTime = Math.floor(openTime / 1000);
      microseconds = true;
    }
    if (!Number.isFinite(openTime) || openTime % MINUTE_MS !== 0) {
      throw new Error(`line ${lineIndex + 1}: open time ${fields[0]} is not on the 1-minute grid`);
    }
    times.push(openTime);
    // open, high, low, close, volume, quote volume (column 7), taker buy base volume (column 9)
    const columns = [1, 2, 3, 4, 5, 7, 9];
    for (let c = 0; c < 7; c++) {
      const value = Number(fields[columns[c]!]);
      if (!Number.isFinite(value))
        throw new Error(`line ${lineIndex + 1}: bad number ${fields[columns[c]!]}`);
      values[c]!.push(value);
    }
  }
  let fromMs = span?.fromMs;
  let toMs = span?.toMs;
  for (const time of times) {
    if (fromMs === undefined || time < fromMs) fromMs = time;
    if (toMs === undefined || time + MINUTE_MS > toMs) toMs = time + MINUTE_MS;
  }
  const candles = emptyCandleColumns(fromMs ?? 0, ((toMs ?? 0) - (fromMs ?? 0)) / MINUTE_MS);
  const targets = [
    candles.open,
    candles.high,
    candles.low,
    candles.close,
    candles.volume,
    candles.quoteVolume,
    candles.takerBuyVolume,
  ];
  times.forEach((time, row) => {
    const index = (time - candles.startTime) / MINUTE_MS;
    for (let c = 0; c < 7; c++) targets[c]![index] = values[c]![row]!;
    candles.present[index] = 1;
  });
  return { candles, hadHeader, rows: times.length, microseconds };
}

/** Maximal runs of missing minutes, as [fromMs, toMs) spans. */
export function findGaps(candles: CandleColumns): { fromMs: number; toMs: number }[] {
  const gaps: { fromMs: number; toMs: number }[] = [];
  let start = -1;
  for (let i = 0; i <= candles.length; i++) {
    const present = i < candles.length && candles.present[i] === 1;
    if (!present && i < candles.length && start < 0) start = i;
    if ((present || i === candles.length) && start >= 0) {
      gaps.push({ fromMs: candles.startTime + start * MINUTE_MS, toMs: candles.startTime + i * MINUTE_MS });
      start = -1;
    }
  }
  return gaps;
}
