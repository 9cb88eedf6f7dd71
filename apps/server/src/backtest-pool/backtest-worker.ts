import type { BlockSummaries } from '@signaldesk/core/backtest/block-summary';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import { EntryMemo } from '@signaldesk/core/backtest/entry-memo';
import { resultMetric } from '@signaldesk/core/backtest/run-metrics';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { BacktestConfigError } from '@signaldesk/core/backtest/validate-config';
import type { CandleColumns, CandleSet } from '@signaldesk/core/market/candles';
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
/** The last sweep's candles, with the block summaries and entry searches shared by all its runs. */
interface SweepData {
  key: string;
  candles: CandleSet;
  summaries: Map<CandleColumns, BlockSummaries>;
  entries: EntryMemo;
  /** Parsed signal texts (in-sample, out-of-sample). */
  signals: Map<string, BacktestSignal[]>;
}
let sweepData: SweepData | null = null;
let dropTimer: ReturnType<typeof setTimeout> | undefined;

async function sweepCandles(task: SweepBatchTask): Promise<SweepData> {
  clearTimeout(dropTimer);
  if (sweepData?.key !== task.dataKey) {
    sweepData = null;
    sweepData = {
      key: task.dataKey,
      candles: await loadCandles(task.candles),
      summaries: new Map(),
      entries: new EntryMemo(),
      signals: new Map(),
    };
  }
  dropTimer = setTimeout(() => {
    sweepData = null;
  }, SWEEP_DATA_IDLE_MS).unref();
  return sweepData;
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
  const { candles, summaries, entries, signals: parsed } = await sweepCandles(task);
  let signals = parsed.get(task.signalsJson);
  if (!signals) {
    signals = JSON.parse(task.signalsJson) as BacktestSignal[];
    parsed.set(task.signalsJson, signals);
  }
  try {
    return {
      ok: true,
      cells: task.configs.map((config) => {
        const result = runBacktest(signals, candles, config, task.now, {
          blockSummaries: summaries,
          entryMemo: entries,
        });
        return { metric: resultMetric(task.metric, result), trades: result.summary.totalTrades };
      }),
    };
  } catch (error) {
    return refusal(error);
  }
}
