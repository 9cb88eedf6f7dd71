import { MINUTE_MS } from '@signaldesk/core/market/candles';
import {
  Field,
  Float64,
  makeData,
  RecordBatch,
  Schema,
  Struct,
  Table,
  TimestampMillisecond,
  tableFromIPC,
  tableToIPC,
} from 'apache-arrow';
import { type CandleMonth, type DayChunk, emptyMonth, monthKey, nextMonthStart } from './candle-month';

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

const METADATA_KEY = 'signaldesk.candles';
const FORMAT_VERSION = 1;

interface MonthMetadata {
  version: number;
  symbol: string;
  month: string;
  interval: '1m';
  days: (DayChunk | null)[];
}

/** The open_time column of the last months encoded: the same for every symbol of a month. */
const openTimeColumns = new Map<string, BigInt64Array>();

function openTimeColumn(startTime: number, length: number): BigInt64Array {
  const key = `${startTime}:${length}`;
  let column = openTimeColumns.get(key);
  if (!column) {
    // int64 milliseconds written as two little-endian 32-bit words (no BigInt per row).
    const words = new Uint32Array(length * 2);
    for (let i = 0; i < length; i++) {
      const ms = startTime + i * MINUTE_MS;
      words[2 * i] = ms % 4294967296;
      words[2 * i + 1] = Math.floor(ms / 4294967296);
    }
    column = new BigInt64Array(words.buffer);
    if (openTimeColumns.size >= 4) openTimeColumns.delete(openTimeColumns.keys().next().value!);
    openTimeColumns.set(key, column);
  }
  return column;
}

function packPresence(present: Uint8Array): { bitmap: Uint8Array; missing: number } {
  const bitmap = new Uint8Array(Math.ceil(present.length / 8));
  let allPresent = true;
  for (let i = 0; i < present.length && allPresent; i++) allPresent = present[i] === 1;
  if (allPresent) {
    bitmap.fill(0xff);
    return { bitmap, missing: 0 };
  }
  let missing = 0;
  for (let i = 0; i < present.length; i++) {
    if (present[i]) bitmap[i >> 3]! |= 1 << (i & 7);
    else missing++;
  }
  return { bitmap, missing };
}

export function encodeMonth(month: CandleMonth): Uint8Array {
  const { candles } = month;
  const length = candles.length;
  const { bitmap, missing } = packPresence(candles.present);
  const openTimes = openTimeColumn(candles.startTime, length);
  const timeType = new TimestampMillisecond('UTC');
  const fields = [
    new Field('open_time', timeType, false),
    ...VALUE_COLUMNS.map(([name]) => new Field(name, new Float64(), true)),
  ];
  const children = [
    makeData({ type: timeType, length, data: openTimes }),
    ...VALUE_COLUMNS.map(([, key]) =>
      makeData({ type: new Float64(), length, data: candles[key], nullBitmap: bitmap, nullCount: missing }),
    ),
  ];
  const metadata: MonthMetadata = {
    version: FORMAT_VERSION,
    symbol: month.symbol,
    month: monthKey(month.monthStart),
    interval: '1m',
    days: month.days,
  };
  const schema = new Schema(fields, new Map([[METADATA_KEY, JSON.stringify(metadata)]]));
  const batch = new RecordBatch(
    schema,
    makeData({ type: new Struct(fields), length, children, nullCount: 0 }),
  );
  return tableToIPC(new Table(schema, [batch]), 'file');
}

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
