import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestMetric } from '@signaldesk/core/backtest/run-metrics';
import type { TaskCandles } from './backtest-task';

/**
 * A batch of a sweep's combinations for one worker (docs/backtest.md, Sweeps): the same signals and candles, one
 * configuration per combination. The worker keeps the candles of the last `dataKey` it loaded, so each worker
 * reads a sweep's candles once, not once per batch.
 */
export interface SweepBatchTask {
  dataKey: string;
  /**
   * The signals as JSON text, made once per sweep: a string crosses to the worker as one copy, where 1 400
   * objects would be cloned one by one on the server's thread for every batch. The worker parses each text once.
   */
  signalsJson: string;
  candles: TaskCandles;
  configs: BacktestConfig[];
  metric: BacktestMetric;
  /** The present, ms since epoch. */
  now: number;
  /**
   * A batch of a sweep taken over from an instance that died (docs/backtest.md, Sweeps): its job may be queued or
   * done already, and the job queue looks for it before sending it again. Workers ignore it.
   */
  resume?: boolean;
}

/** One combination's outcome: the metric (null when the run has none) and its trade count. */
export interface SweepCellFigures {
  metric: number | null;
  trades: number;
}

export type SweepBatchOutcome =
  | { ok: true; cells: SweepCellFigures[] }
  | { ok: false; field: string; message: string };
