import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { type RecordBatch, tableFromIPC } from 'apache-arrow';
import { FORMAT_VERSION, METADATA_KEY, type MonthMetadata, VALUE_COLUMNS } from './arrow-month-format';
import { type CandleMonth, emptyMonth, monthKey, nextMonthStart } from './candle-month';

/* The general reader: apache-arrow's tableFromIPC over the whole file, for month files laid out otherwise than
 * arrow-month-writer.ts writes them (arrow-month-reader.ts reads those without it). */

/**
 * Reads a month file into typed arrays without per-candle objects. The value columns are views into `bytes`
 * when the file has one record batch (as this codec writes), copies otherwise. Throws on another layout.
 */
export function decodeMonth(bytes: Uint8Array, expectedSymbol: string, monthStart: number): CandleMonth {
  const table = tableFromIPC(bytes);
  const raw = table.schema.metadata.get(METADATA_KEY);
  if (!raw) throw new Error(`not a candle month file (no ${METADATA_KEY} metadata)`);
  const metadata = JSON.parse(raw) as MonthMetadata;
  if (metadata.version !== FORMAT_VERSION)
    throw new Error(`unsupported candle file version ${metadata.version}`);
  if (metadata.symbol !== expectedSymbol || metadata.month !== monthKey(monthStart)) {
    throw new Error(`candle file holds ${metadata.symbol} ${metadata.month}, expected ${expectedSymbol}`);
  }
  const expectedRows = (nextMonthStart(monthStart) - monthStart) / MINUTE_MS;
  if (table.numRows !== expectedRows)
    throw new Error(`candle file has ${table.numRows} rows, expected ${expectedRows}`);
  const columnIndexes = VALUE_COLUMNS.map(([name]) => {
    const index = table.schema.fields.findIndex((field) => field.name === name);
    if (index < 0) throw new Error(`candle file lacks column ${name}`);
    return index;
  });
  const [singleBatch] = table.batches;
  const month: CandleMonth =
    table.batches.length === 1 && singleBatch
      ? viewSingleBatch(singleBatch.data.children, columnIndexes, expectedSymbol, monthStart)
      : copyBatches(table.batches, columnIndexes, expectedSymbol, monthStart);
  month.days = metadata.days;
  return month;
}

type ColumnData = RecordBatch['data']['children'][number];

function viewSingleBatch(
  children: ColumnData[],
  columnIndexes: number[],
  symbol: string,
  monthStart: number,
): CandleMonth {
  const length = (nextMonthStart(monthStart) - monthStart) / MINUTE_MS;
  const column = (c: number): Float64Array => {
    const data = children[columnIndexes[c]!]!;
    return (data.values as Float64Array).subarray(data.offset, data.offset + length);
  };
  const first = children[columnIndexes[0]!]!;
  const present = new Uint8Array(length);
  unpackPresence(first.nullBitmap, first.offset, length, first.nullCount, present, 0);
  return {
    symbol,
    monthStart,
    candles: {
      startTime: monthStart,
      length,
      open: column(0),
      high: column(1),
      low: column(2),
      close: column(3),
      volume: column(4),
      quoteVolume: column(5),
      takerBuyVolume: column(6),
      present,
    },
    days: [],
  };
}

function copyBatches(
  batches: RecordBatch[],
  columnIndexes: number[],
  symbol: string,
  monthStart: number,
): CandleMonth {
  const month = emptyMonth(symbol, monthStart);
  let row = 0;
  for (const batch of batches) {
    VALUE_COLUMNS.forEach(([, key], c) => {
      const data = batch.data.children[columnIndexes[c]!]!;
      const values = data.values as Float64Array;
      month.candles[key].set(values.subarray(data.offset, data.offset + batch.numRows), row);
    });
    const first = batch.data.children[columnIndexes[0]!]!;
    unpackPresence(
      first.nullBitmap,
      first.offset,
      batch.numRows,
      first.nullCount,
      month.candles.present,
      row,
    );
    row += batch.numRows;
  }
  return month;
}

function unpackPresence(
  bitmap: Uint8Array | undefined,
  bitOffset: number,
  length: number,
  nullCount: number,
  out: Uint8Array,
  at: number,
): void {
  if (!bitmap || bitmap.length === 0 || nullCount === 0) {
    out.fill(1, at, at + length);
    return;
  }
  for (let i = 0; i < length; i++) {
    const bit = bitOffset + i;
    out[at + i] = (bitmap[bit >> 3]! >> (bit & 7)) & 1;
  }
}
