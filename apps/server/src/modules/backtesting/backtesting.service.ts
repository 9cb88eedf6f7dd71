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
import { type BacktestResultCache, dataIdentity, resultCacheKey } from './backtest-result-cache';
import type { BacktestSignalCache } from './backtest-signals.cache';

export interface BacktestServiceDeps {
  db: Database;
  pool: BacktestPool;
  store: CandleStore;
  /** Asked for missing candles by runs with `useCacheOnly` false. */
  exchange: Exchange;
  now: () => number;
  signals: BacktestSignalCache;
  results: BacktestResultCache;
}

/** A run's result, and whether it came from the result cache (then `computedAt` is when it was computed). */
export interface RunOutcome {
  result: BacktestResult;
  cached: boolean;
  computedAt: number;
}

/**
 * One backtest run: the selected closed positions and the candles they need (fetched first unless cache-only),
 * answered from the result cache when the same configuration ran over the same data, else replayed by the
 * engine in a worker thread. `signal` aborting (the client went away) stops it at any stage.
 */
export async function runBacktestRequest(
  deps: BacktestServiceDeps,
  config: BacktestConfig,
  signal: AbortSignal,
): Promise<RunOutcome> {
  let hit: RunOutcome | undefined;
  let key = '';
  const result = await deps.pool.run(async (abort) => {
    const now = deps.now();
    const selected = await deps.signals.selectVersioned(deps.db, config);
    const signals = [...selected.signals];
    const spans = neededSpansBySymbol(signals, config);
    if (!config.useCacheOnly) {
      await fetchMissingCandles(spans, { exchange: deps.exchange, store: deps.store, now: deps.now }, abort);
    }
    key = resultCacheKey(config, dataIdentity(selected.version, spans, deps.store));
    const cached = deps.results.get(key);
    if (cached) {
      hit = { result: cached.result, cached: true, computedAt: cached.computedAt };
      return { answered: cached.result };
    }
    // A file store's folder is read by the worker itself: the main thread stays free for other requests.
    if (deps.store instanceof FileCandleStore) {
      return storeFilesTask(signals, { dir: deps.store.dir, spans }, config, now);
    }
    return columnsTask(signals, await readCandles(spans, deps.store, abort), config, now);
  }, signal);
  if (hit) return hit;
  const computedAt = deps.now();
  deps.results.set(key, { result, computedAt });
  return { result, cached: false, computedAt };
}
