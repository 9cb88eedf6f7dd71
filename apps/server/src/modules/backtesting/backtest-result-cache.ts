import { createHash } from 'node:crypto';
import { BACKTEST_CONFIG_KEYS, type BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import type { CandleStore, TimeSpan } from '../../market/candle-store';
import { LruCache } from '../../market/candle-store/lru-cache';

/**
 * The result cache (docs/backtest.md, Run library): the same configuration over the same data answers the result
 * computed before, with the time it was computed. The key is a hash of the configuration (every field but
 * `useCacheOnly`, which only says whether to fetch first) and of the data's identity: the count of closed
 * positions (a closed position never changes, so the same count gives the same selection) and, for every symbol
 * the run reads, how many writes this process made into the months it reads. Kept in memory: a restart, or a
 * candle write into those months, starts afresh.
 */

export interface CachedResult {
  result: BacktestResult;
  computedAt: number;
}

/** The identity of the data a run reads: the closed positions' version and each read symbol's write count. */
export function dataIdentity(
  signalsVersion: number,
  spans: ReadonlyMap<string, readonly TimeSpan[]>,
  store: CandleStore,
): string {
  const symbols = [...spans.keys()].sort();
  const writes = symbols.map((symbol) => {
    const list = spans.get(symbol)!;
    return `${symbol}:${store.writeCount(symbol, list[0]!.fromMs, list[list.length - 1]!.toMs)}`;
  });
  return `${signalsVersion}|${writes.join(',')}`;
}

export function resultCacheKey(config: BacktestConfig, identity: string): string {
  const fields = BACKTEST_CONFIG_KEYS.filter((key) => key !== 'useCacheOnly').map((key) => [
    key,
    config[key],
  ]);
  return createHash('sha256').update(JSON.stringify(fields)).update('\n').update(identity).digest('hex');
}

/** Results kept (a 2,000-trade result is about 1 MB in memory). */
const RESULT_CACHE_ENTRIES = 16;

export const createResultCache = () => new LruCache<string, CachedResult>(RESULT_CACHE_ENTRIES);
export type BacktestResultCache = ReturnType<typeof createResultCache>;
