import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { cellConfig, type SweepAxis, splitByTime } from '@signaldesk/core/backtest/sweep';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import type { TaskCandles } from '../../backtest-pool/backtest-task';
import type { Database } from '../../db/client';
import { type CandleStore, FileCandleStore, type TimeSpan } from '../../market/candle-store';
import {
  fetchMissingCandles,
  mergeSpans,
  neededSpansBySymbol,
  readCandles,
} from '../../market/candle-store/candle-loading';
import type { Exchange } from '../../market/exchange';
import type { BacktestSignalCache } from './backtest-signals.cache';

/** What every batch of a sweep replays: the signals (split or not) and where the workers find the candles. */
export interface SweepData {
  inSample: BacktestSignal[];
  /** Empty without a split. */
  outOfSample: BacktestSignal[];
  candles: TaskCandles;
}

export interface SweepDataDeps {
  db: Database;
  store: CandleStore;
  exchange: Exchange;
  now: () => number;
  signals: BacktestSignalCache;
}

/**
 * The candles any combination may read: the union of the spans of the grid's corners (each end of each axis).
 * A span only widens as a field grows or only as it shrinks (docs/backtest.md, 7. Data), so the corners cover
 * every combination between them.
 */
function sweepSpans(signals: readonly BacktestSignal[], base: BacktestConfig, axes: readonly SweepAxis[]) {
  let corners: number[][] = [[]];
  for (const axis of axes) {
    const ends = [axis.values[0]!, axis.values[axis.values.length - 1]!];
    corners = corners.flatMap((corner) => ends.map((end) => [...corner, end]));
  }
  const all = new Map<string, TimeSpan[]>();
  for (const corner of corners) {
    for (const [symbol, spans] of neededSpansBySymbol(signals, cellConfig(base, axes, corner))) {
      all.set(symbol, [...(all.get(symbol) ?? []), ...spans]);
    }
  }
  return new Map([...all].map(([symbol, spans]) => [symbol, mergeSpans(spans)]));
}

/**
 * Selects the positions once, splits them by time when asked, fetches what is missing (unless cache-only) and
 * says where the workers read the candles: a file store's folder is read by each worker itself, once per sweep.
 */
export async function loadSweepData(
  deps: SweepDataDeps,
  base: BacktestConfig,
  axes: readonly SweepAxis[],
  inSampleShare: number | null,
  signal: AbortSignal,
): Promise<SweepData> {
  const signals = [...(await deps.signals.select(deps.db, base))];
  const spans = sweepSpans(signals, base, axes);
  if (!base.useCacheOnly) {
    await fetchMissingCandles(spans, { exchange: deps.exchange, store: deps.store, now: deps.now }, signal);
  }
  const candles: TaskCandles =
    deps.store instanceof FileCandleStore
      ? { kind: 'store-files', dir: deps.store.dir, spans: [...spans] }
      : { kind: 'columns', series: [...(await readCandles(spans, deps.store, signal))] };
  if (inSampleShare === null) return { inSample: signals, outOfSample: [], candles };
  return { ...splitByTime(signals, inSampleShare), candles };
}
