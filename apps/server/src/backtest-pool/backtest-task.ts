import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestResult, BacktestSignal } from '@signaldesk/core/backtest/types';
import type { CandleColumns, CandleSet } from '@signaldesk/core/market/candles';
import type { TimeSpan } from '../market/candle-store';

/**
 * Where a worker gets the candles: columns read by the caller (moved to the worker with the task), or the
 * spans to read itself from a file candle store's folder (the main thread then does no reading at all).
 */
export type TaskCandles =
  | { kind: 'columns'; series: [symbol: string, columns: CandleColumns][] }
  | { kind: 'store-files'; dir: string; spans: [symbol: string, spans: TimeSpan[]][] };

/** What a worker receives: the arguments of `runBacktest`, in a form that can cross to another thread. */
export interface BacktestTask {
  signals: BacktestSignal[];
  candles: TaskCandles;
  config: BacktestConfig;
  /** The present, ms since epoch. */
  now: number;
}

/** What a worker answers: the result, or the field the engine refused. */
export type BacktestTaskOutcome =
  | { ok: true; result: BacktestResult }
  | { ok: false; field: string; message: string };

export function columnsTask(
  signals: BacktestSignal[],
  candles: CandleSet,
  config: BacktestConfig,
  now: number,
): BacktestTask {
  return { signals, candles: { kind: 'columns', series: [...candles.entries()] }, config, now };
}

export function storeFilesTask(
  signals: BacktestSignal[],
  store: { dir: string; spans: ReadonlyMap<string, TimeSpan[]> },
  config: BacktestConfig,
  now: number,
): BacktestTask {
  return {
    signals,
    candles: { kind: 'store-files', dir: store.dir, spans: [...store.spans.entries()] },
    config,
    now,
  };
}

/**
 * The buffers of every candle column, each once: moved (not copied) to the worker. The caller must not read
 * the columns afterwards: a transferred buffer is detached on this side.
 */
export function candleTransferList(task: BacktestTask): ArrayBuffer[] {
  if (task.candles.kind !== 'columns') return [];
  const buffers = new Set<ArrayBuffer>();
  for (const [, columns] of task.candles.series) {
    for (const column of [
      columns.open,
      columns.high,
      columns.low,
      columns.close,
      columns.volume,
      columns.quoteVolume,
      columns.takerBuyVolume,
      columns.present,
    ]) {
      // Only whole, unshared buffers can move; a view into a larger buffer is cloned instead.
      if (column.buffer instanceof ArrayBuffer && column.byteLength === column.buffer.byteLength) {
        buffers.add(column.buffer);
      }
    }
  }
  return [...buffers];
}
