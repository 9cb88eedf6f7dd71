import type { CandleColumns } from '@signaldesk/core/market/candles';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { Field, Float64, MetadataVersion, Schema, TimestampMillisecond } from 'apache-arrow';
import { FileBlock, Footer } from 'apache-arrow/ipc/metadata/file';
import {
  BufferRegion,
  FieldNode,
  Message,
  RecordBatch as RecordBatchHeader,
} from 'apache-arrow/ipc/metadata/message';
import { FORMAT_VERSION, METADATA_KEY, type MonthMetadata, VALUE_COLUMNS } from './arrow-month-format';
import { type CandleMonth, monthKey, nextMonthStart } from './candle-month';

/**
 * A piece of a file to write: bytes, or a count of zero bytes that the writer may leave as a hole (not written;
 * the file system reads them back as zeros and stores nothing for them).
 */
export type FileChunk = Uint8Array | number;

function chunkLength(chunk: FileChunk): number {
  return typeof chunk === 'number' ? chunk : chunk.byteLength;
}

const MAGIC = new TextEncoder().encode('ARROW1');
const EMPTY = new Uint8Array(0);
/** Zero bytes for the padding of the file's parts to 8 bytes. */
const ZEROS = new Uint8Array(8);

/** The open_time column of the last months encoded: the same for every symbol of a month. */
const openTimeColumns = new Map<string, Uint8Array>();

function openTimeColumn(startTime: number, length: number): Uint8Array {
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
    column = new Uint8Array(words.buffer);
    if (openTimeColumns.size >= 4) openTimeColumns.delete(openTimeColumns.keys().next().value!);
    openTimeColumns.set(key, column);
  }
  return column;
}

/**
 * The presence bitmap of a month whose minutes `[at, at + present.length)` are those of `present` (the others
 * absent), padded to 8 bytes as Arrow writes it; `missing` counts absent minutes.
 */
function packPresence(
  present: Uint8Array,
  at: number,
  length: number,
): { bitmap: Uint8Array; missing: number } {
  const bitmap = new Uint8Array((Math.ceil(length / 8) + 7) & ~7);
  let count = 0;
  let i = 0;
  // Bit by bit up to a byte boundary of the month, then whole bytes: a fill writes tens of thousands of minutes.
  for (; i < present.length && (at + i) & 7; i++) {
    if (present[i] !== 1) continue;
    bitmap[(at + i) >> 3]! |= 1 << ((at + i) & 7);
    count++;
  }
  for (; i + 8 <= present.length; i += 8) {
    const byte =
      (present[i] === 1 ? 1 : 0) |
      (present[i + 1] === 1 ? 2 : 0) |
      (present[i + 2] === 1 ? 4 : 0) |
      (present[i + 3] === 1 ? 8 : 0) |
      (present[i + 4] === 1 ? 16 : 0) |
      (present[i + 5] === 1 ? 32 : 0) |
      (present[i + 6] === 1 ? 64 : 0) |
      (present[i + 7] === 1 ? 128 : 0);
    bitmap[(at + i) >> 3] = byte;
    count += BITS_SET[byte]!;
  }
  for (; i < present.length; i++) {
    if (present[i] !== 1) continue;
    bitmap[(at + i) >> 3]! |= 1 << ((at + i) & 7);
    count++;
  }
  return { bitmap, missing: length - count };
}

/** Number of bits set in each byte value. */
const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) => {
  let bits = 0;
  for (let value = byte; value > 0; value >>= 1) bits += value & 1;
  return bits;
});

function bytesOf(values: Float64Array, from: number, to: number): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset + from * 8, (to - from) * 8);
}

/** [first, end) of the present minutes (both 0 when none is present). */
function presentRange(present: Uint8Array): { first: number; end: number } {
  let first = 0;
  while (first < present.length && present[first] !== 1) first++;
  let end = present.length;
  while (end > first && present[end - 1] !== 1) end--;
  return first < end ? { first, end } : { first: 0, end: 0 };
}

/** The IPC framing of a flatbuffer message: continuation marker, length, message, padding to 8 bytes. */
function framedMessage(message: Uint8Array): { chunks: Uint8Array[]; byteLength: number } {
  const byteLength = (message.byteLength + 8 + 7) & ~7;
  const prefix = new Int32Array([-1, byteLength - 8]);
  const padding = byteLength - message.byteLength - 8;
  return {
    chunks: [new Uint8Array(prefix.buffer), message, padding > 0 ? ZEROS.subarray(0, padding) : EMPTY],
    byteLength,
  };
}

/**
 * The month file (arrow-month-format.ts) as a list of chunks to write in order, byte for byte what apache-arrow's
 * `tableToIPC(table, 'file')` gives, without joining them: the value columns are views of `candles`, so the
 * kernel copies them straight into the file. `candles` may cover part of the month: the other minutes are
 * absent (zero values, null in the bitmap). The zeros before the first and after the last present minute of each
 * value column are zero-byte counts, not bytes: a month still filling (the current one) or filled from its middle
 * costs neither their writing nor their disk space.
 */
export function encodeMonthChunks(month: Omit<CandleMonth, 'candles'>, candles: CandleColumns): FileChunk[] {
  const { monthStart } = month;
  const length = (nextMonthStart(monthStart) - monthStart) / MINUTE_MS;
  const at = (candles.startTime - monthStart) / MINUTE_MS;
  if (at < 0 || at + candles.length > length) throw new RangeError('candles reach outside the month');
  const { bitmap, missing } = packPresence(candles.present, at, length);
  const timeType = new TimestampMillisecond('UTC');
  const fields = [
    new Field('open_time', timeType, false),
    ...VALUE_COLUMNS.map(([name]) => new Field(name, new Float64(), true)),
  ];
  const metadata: MonthMetadata = {
    version: FORMAT_VERSION,
    symbol: month.symbol,
    month: monthKey(monthStart),
    interval: '1m',
    days: month.days,
  };
  const schema = new Schema(fields, new Map([[METADATA_KEY, JSON.stringify(metadata)]]));

  const body: FileChunk[] = [];
  const regions: BufferRegion[] = [];
  let bodyLength = 0;
  const addBuffer = (parts: FileChunk[]) => {
    let size = 0;
    for (const part of parts) {
      if (chunkLength(part) === 0) continue;
      body.push(part);
      size += chunkLength(part);
    }
    regions.push(new BufferRegion(bodyLength, size));
    bodyLength += size;
  };
  const dataBytes = length * 8;
  addBuffer([]);
  addBuffer([openTimeColumn(monthStart, length)]);
  const nodes = [new FieldNode(length, 0)];
  const { first, end } = presentRange(candles.present);
  const before = (at + first) * 8;
  const after = dataBytes - before - (end - first) * 8;
  for (const [, key] of VALUE_COLUMNS) {
    addBuffer(missing > 0 ? [bitmap] : []);
    addBuffer([before, bytesOf(candles[key], first, end), after]);
    nodes.push(new FieldNode(length, missing));
  }

  const header = new RecordBatchHeader(length, nodes, regions, null);
  const batchMessage = framedMessage(Message.encode(Message.from(header, bodyLength)));
  const batchOffset = 8;
  const footer = Footer.encode(
    new Footer(
      schema,
      MetadataVersion.V5,
      [new FileBlock(batchMessage.byteLength, bodyLength, batchOffset)],
      [],
    ),
  );
  return [
    MAGIC,
    ZEROS.subarray(0, 2),
    ...batchMessage.chunks,
    ...body,
    new Uint8Array(new Int32Array([-1, 0]).buffer),
    footer,
    new Uint8Array(new Int32Array([footer.byteLength]).buffer),
    MAGIC,
  ].filter((chunk) => chunkLength(chunk) > 0);
}
