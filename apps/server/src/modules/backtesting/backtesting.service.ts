import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import type { BacktestPool } from '../../backtest-pool/backtest-pool';
import { columnsTask, storeFilesTask } from '../../backtest-pool/backtest-task';
import type { Database } from '../../db/client';
import { type CandleStore, FileCandleStore } from '../../market/candle-store';
import {
  fetchMissingCandles,
  neededSpansBySymbol,
  readCandles,
} from '../../market/candle-store/candle-loading';
import type { Exchange } from '../../market/exchange';
import type { BacktestSignalCache } from './backtest-signals.cache';

export interface BacktestServiceDeps {
  db: Database;
  pool: BacktestPool;
  store: CandleStore;
  /** Asked for missing candles by runs with `useCacheOnly` false. */
  exchange: Exchange;
  now: () => number;
  signals: BacktestSignalCache;
}

/**
 * One backtest run: the selected closed positions and the candles they need (fetched first unless cache-only),
 * replayed by the engine in a worker thread. `signal` aborting (the client went away) stops it at any stage.
 */
export async function runBacktestRequest(
  deps: BacktestServiceDeps,
  config: BacktestConfig,
  signal: AbortSignal,
): Promise<BacktestResult> {
  return deps.pool.run(async (abort) => {
    const now = deps.now();
    const signals = [...(await deps.signals.select(deps.db, config))];
    const spans = neededSpansBySymbol(signals, config);
    if (!config.useCacheOnly) {
      await fetchMissingCandles(spans, { exchange: deps.exchange, store: deps.store, now: deps.now }, abort);
    }
    // A file store's folder is read by the worker itself: the main thread stays free for other requests.
    if (deps.store instanceof FileCandleStore) {
      return storeFilesTask(signals, { dir: deps.store.dir, spans }, config, now);
    }
    return columnsTask(signals, await readCandles(spans, deps.store, abort), config, now);
  }, signal);
}
