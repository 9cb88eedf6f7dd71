import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { type Field, MessageHeader, Type } from 'apache-arrow';
import { Footer } from 'apache-arrow/ipc/metadata/file';
import { Message, type RecordBatch as RecordBatchHeader } from 'apache-arrow/ipc/metadata/message';
import { FORMAT_VERSION, METADATA_KEY, type MonthMetadata, VALUE_COLUMNS } from './arrow-month-format';
import { monthKey, nextMonthStart } from './candle-month';

/** Reads exactly `target.byteLength` bytes at `position` of the file into `target` (throws at end of file). */
export type ReadAt = (target: Uint8Array, position: number) => void | Promise<void>;

/** Where a month file keeps its columns: parsed once from the footer and the record batch header. */
export interface MonthLayout {
  rows: number;
  /** File offset of each value column's float64 values, in VALUE_COLUMNS order. */
  valueOffsets: number[];
  /** File offset of the presence bitmap (the `open` column's validity), or -1 when no minute is missing. */
  bitmapOffset: number;
  metadata: MonthMetadata;
}

/** Thrown for a genuine Arrow file this fast path does not handle (several batches, compression, ...). */
export class UnsupportedLayoutError extends Error {}

const MAGIC = 'ARROW1';
const TAIL_BYTES = 10;
/** Fixed-width types whose field has exactly two buffers (validity, values), so buffer 2i belongs to field i. */
const TWO_BUFFER_TYPES = new Set<Type>([Type.Float, Type.Int, Type.Timestamp, Type.Date, Type.Time]);

export async function readMonthLayout(
  readAt: ReadAt,
  fileSize: number,
  symbol: string,
  monthStart: number,
): Promise<MonthLayout> {
  if (fileSize < TAIL_BYTES + 8) throw new Error('not an Arrow file (too short)');
  const tail = new Uint8Array(TAIL_BYTES);
  await readAt(tail, fileSize - TAIL_BYTES);
  if (new TextDecoder().decode(tail.subarray(4)) !== MAGIC) throw new Error('not an Arrow file (no magic)');
  const footerLength = new DataView(tail.buffer).getInt32(0, true);
  if (footerLength <= 0 || footerLength > fileSize - TAIL_BYTES - 8)
    throw new Error('bad Arrow footer length');
  const footerBytes = new Uint8Array(footerLength);
  await readAt(footerBytes, fileSize - TAIL_BYTES - footerLength);
  const footer = Footer.decode(footerBytes);
  const metadata = checkMetadata(footer.schema.metadata.get(METADATA_KEY), symbol, monthStart);
  const block = footer.getRecordBatch(0);
  if (!block || footer.numRecordBatches !== 1 || footer.numDictionaries !== 0)
    throw new UnsupportedLayoutError('not one record batch');
  const header = await readBatchHeader(readAt, block.offset, block.metaDataLength);
  if (header.compression) throw new UnsupportedLayoutError('compressed');
  const fields = footer.schema.fields as Field[];
  if (
    !fields.every((field) => TWO_BUFFER_TYPES.has(field.typeId)) ||
    header.buffers.length !== 2 * fields.length
  )
    throw new UnsupportedLayoutError('not flat fixed-width columns');
  const rows = Number(header.length);
  const expectedRows = (nextMonthStart(monthStart) - monthStart) / MINUTE_MS;
  if (rows !== expectedRows) throw new Error(`candle file has ${rows} rows, expected ${expectedRows}`);
  const bodyStart = block.offset + block.metaDataLength;
  const valueOffsets = VALUE_COLUMNS.map(([name]) => {
    const index = fields.findIndex((field) => field.name === name);
    const field = fields[index];
    if (!field) throw new Error(`candle file lacks column ${name}`);
    if (field.typeId !== Type.Float || (field.type as { precision: number }).precision !== 2)
      throw new Error(`candle file column ${name} is not float64`);
    const values = header.buffers[2 * index + 1]!;
    if (values.length < rows * 8 || bodyStart + values.offset + rows * 8 > fileSize)
      throw new Error(`candle file column ${name} is truncated`);
    return bodyStart + values.offset;
  });
  const openIndex = fields.findIndex((field) => field.name === VALUE_COLUMNS[0][0]);
  const validity = header.buffers[2 * openIndex]!;
  const openMissing = Number(header.nodes[openIndex]!.nullCount);
  const bitmapOffset = openMissing > 0 && validity.length > 0 ? bodyStart + validity.offset : -1;
  if (bitmapOffset >= 0 && validity.length < Math.ceil(rows / 8))
    throw new Error('candle file bitmap is truncated');
  return { rows, valueOffsets, bitmapOffset, metadata };
}

async function readBatchHeader(
  readAt: ReadAt,
  offset: number,
  metaDataLength: number,
): Promise<RecordBatchHeader> {
  const framed = new Uint8Array(metaDataLength);
  await readAt(framed, offset);
  const view = new DataView(framed.buffer);
  // Current IPC: 0xFFFFFFFF, then the length; pre-1.0 IPC: the length alone.
  const start = view.getInt32(0, true) === -1 ? 8 : 4;
  const message = Message.decode(framed.subarray(start, start + view.getInt32(start - 4, true)));
  if (message.headerType !== MessageHeader.RecordBatch) throw new Error('bad Arrow record batch block');
  return message.header() as RecordBatchHeader;
}

function checkMetadata(raw: string | undefined, symbol: string, monthStart: number): MonthMetadata {
  if (!raw) throw new Error(`not a candle month file (no ${METADATA_KEY} metadata)`);
  const metadata = JSON.parse(raw) as MonthMetadata;
  if (metadata.version !== FORMAT_VERSION)
    throw new Error(`unsupported candle file version ${metadata.version}`);
  if (metadata.symbol !== symbol || metadata.month !== monthKey(monthStart))
    throw new Error(`candle file holds ${metadata.symbol} ${metadata.month}, expected ${symbol}`);
  return metadata;
}

/**
 * Reads the minutes that `out`'s grid shares with the month straight from the file into `out`: one read call per
 * column, the kernel copying into the final arrays; the presence bitmap is read and expanded into `out.present`.
 */
export async function readMonthInto(
  readAt: ReadAt,
  layout: MonthLayout,
  monthStart: number,
  out: CandleColumns,
): Promise<void> {
  const from = Math.max(out.startTime, monthStart);
  const to = Math.min(out.startTime + out.length * MINUTE_MS, monthStart + layout.rows * MINUTE_MS);
  if (to <= from) return;
  const row = (from - monthStart) / MINUTE_MS;
  const count = (to - from) / MINUTE_MS;
  const target = (from - out.startTime) / MINUTE_MS;
  for (let c = 0; c < VALUE_COLUMNS.length; c++) {
    const column = out[VALUE_COLUMNS[c]![1]];
    await readAt(
      new Uint8Array(column.buffer, column.byteOffset + target * 8, count * 8),
      layout.valueOffsets[c]! + row * 8,
    );
  }
  await readPresence(readAt, layout, row, count, out.present, target);
}

/** Expands bits [row, row + count) of the month's presence bitmap into `present` from `at`. */
export async function readPresence(
  readAt: ReadAt,
  layout: MonthLayout,
  row: number,
  count: number,
  present: Uint8Array,
  at: number,
): Promise<void> {
  if (layout.bitmapOffset < 0) {
    present.fill(1, at, at + count);
    return;
  }
  const firstByte = row >> 3;
  const bits = new Uint8Array(((row + count + 7) >> 3) - firstByte);
  await readAt(bits, layout.bitmapOffset + firstByte);
  const shift = row & 7;
  for (let i = 0; i < count; i++) {
    const bit = shift + i;
    present[at + i] = (bits[bit >> 3]! >> (bit & 7)) & 1;
  }
}
