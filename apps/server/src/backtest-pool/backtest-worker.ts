import { runBacktest } from '@signaldesk/core/backtest/engine';
import { BacktestConfigError } from '@signaldesk/core/backtest/validate-config';
import type { CandleSet } from '@signaldesk/core/market/candles';
import { readCandles } from '../market/candle-store/candle-loading';
import { FileCandleStore } from '../market/candle-store/file-candle-store';
import type { BacktestTask, BacktestTaskOutcome, TaskCandles } from './backtest-task';

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

/**
 * Runs in a piscina worker thread: the very engine call the command line makes in-process. A configuration the
 * engine refuses comes back as a value (an Error's own fields do not survive the trip between threads).
 */
export default async function runBacktestTask(task: BacktestTask): Promise<BacktestTaskOutcome> {
  const candles = await loadCandles(task.candles);
  try {
    return { ok: true, result: runBacktest(task.signals, candles, task.config, task.now) };
  } catch (error) {
    if (error instanceof BacktestConfigError)
      return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
