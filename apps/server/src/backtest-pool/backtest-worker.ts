import { runBacktest } from '@signaldesk/core/backtest/engine';
import { resultMetric } from '@signaldesk/core/backtest/run-metrics';
import { BacktestConfigError } from '@signaldesk/core/backtest/validate-config';
import type { CandleSet } from '@signaldesk/core/market/candles';
import { readCandles } from '../market/candle-store/candle-loading';
import { FileCandleStore } from '../market/candle-store/file-candle-store';
import type { BacktestTask, BacktestTaskOutcome, TaskCandles } from './backtest-task';
import type { SweepBatchOutcome, SweepBatchTask } from './sweep-batch-task';

/** One store object per folder and worker, for its recycled read buffers. */
const stores = new Map<string, FileCandleStore>();

async function loadCandles(candles: TaskCandles): Promise<CandleSet> {
  if (candles.kind === 'columns') return new Map(candles.series);
  let store = stores.get(candles.dir);
  if (!store) {
    store = new FileCandleStore({ dir: candles.dir });
    stores.set(candles.dir, store);
  }
  // The main thread may have rewritten month files since the last run (a fetch): read them afresh.
  store.clearCache();
  return readCandles(new Map(candles.spans), store, new AbortController().signal);
}

/** A sweep's candles stay this long after its last batch, then are let go (hundreds of MB for a big sweep). */
const SWEEP_DATA_IDLE_MS = 30_000;
let sweepData: { key: string; candles: CandleSet } | null = null;
let dropTimer: ReturnType<typeof setTimeout> | undefined;

async function sweepCandles(task: SweepBatchTask): Promise<CandleSet> {
  clearTimeout(dropTimer);
  if (sweepData?.key !== task.dataKey) {
    sweepData = null;
    sweepData = { key: task.dataKey, candles: await loadCandles(task.candles) };
  }
  dropTimer = setTimeout(() => {
    sweepData = null;
  }, SWEEP_DATA_IDLE_MS).unref();
  return sweepData.candles;
}

function refusal(error: unknown): { ok: false; field: string; message: string } {
  if (error instanceof BacktestConfigError) return { ok: false, field: error.field, message: error.message };
  throw error;
}

/**
 * Runs in a piscina worker thread: the very engine call the command line makes in-process. A configuration the
 * engine refuses comes back as a value (an Error's own fields do not survive the trip between threads).
 */
export default async function runBacktestTask(task: BacktestTask): Promise<BacktestTaskOutcome> {
  const candles = await loadCandles(task.candles);
  try {
    return { ok: true, result: runBacktest(task.signals, candles, task.config, task.now) };
  } catch (error) {
    return refusal(error);
  }
}

/** A batch of a sweep's combinations: each one's metric and trade count, in the order of `configs`. */
export async function runSweepBatch(task: SweepBatchTask): Promise<SweepBatchOutcome> {
  const candles = await sweepCandles(task);
  try {
    return {
      ok: true,
      cells: task.configs.map((config) => {
        const result = runBacktest(task.signals, candles, config, task.now);
        return { metric: resultMetric(task.metric, result), trades: result.summary.totalTrades };
      }),
    };
  } catch (error) {
    return refusal(error);
  }
}
