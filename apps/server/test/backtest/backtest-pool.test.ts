import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { afterEach, describe, expect, it } from 'vitest';
import { type BacktestPool, createBacktestPool } from '../../src/backtest-pool/backtest-pool';
import type { BacktestTask } from '../../src/backtest-pool/backtest-task';
import { TimeoutError } from '../../src/lib/errors';
import { neededSpansBySymbol } from '../../src/market/candle-store/candle-loading';
import { waitFor } from '../support/wait-for';
import { candleSeries, flat, T0, tempCandleStore } from './support/backtest-fixtures';

const ENDLESS_WORKER = new URL('./support/endless-worker.mjs', import.meta.url);

const ETH = () => candleSeries(T0, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);

const task = (): BacktestTask => ({
  signals: [{ id: 1, symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 }],
  candles: { kind: 'columns', series: [['ETHUSDT', ETH()]] },
  config: { ...DEFAULT_BACKTEST_CONFIG, waitTimeMinutes: 3, maxPatternSearchMinutes: 0 },
  now: T0 + 86_400_000,
});

let pools: BacktestPool[] = [];
const makePool = (options: Parameters<typeof createBacktestPool>[0]) => {
  const pool = createBacktestPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.destroy()));
  pools = [];
});

describe('the backtest worker pool', () => {
  it('runs the engine in a worker thread (the worker loads the TypeScript engine itself)', async () => {
    const pool = makePool({ workers: 1, maxQueue: 0, timeoutMs: 60_000 });
    const result = await pool.run(async () => task());
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({ direction: 'SHORT', exitReason: 'TP3', entryPrice: 98.8 });
    expect(pool.stats()).toMatchObject({ running: 0, computing: 0, completed: 1 });
  });

  it('moves the candle buffers to the worker instead of copying them', async () => {
    const pool = makePool({ workers: 1, maxQueue: 0, timeoutMs: 60_000 });
    const sent = task();
    if (sent.candles.kind !== 'columns') throw new Error('a columns task');
    const close = sent.candles.series[0]![1].close;
    await pool.run(async () => sent);
    // A transferred buffer is detached on the sending side.
    expect(close.length).toBe(0);
  });

  it('reads the spans itself from a file store folder, with the same result as columns sent to it', async () => {
    const pool = makePool({ workers: 1, maxQueue: 0, timeoutMs: 60_000 });
    const candles = await tempCandleStore();
    try {
      await candles.store.write('ETHUSDT', ETH(), { fetchedAt: T0 + 86_400_000 });
      const sent = task();
      const spans = neededSpansBySymbol(sent.signals, sent.config);
      const fromFiles = await pool.run(async () => ({
        ...sent,
        candles: { kind: 'store-files', dir: candles.store.dir, spans: [...spans] },
      }));
      expect(fromFiles).toEqual(await pool.run(async () => task()));
      expect(fromFiles.trades).toHaveLength(1);
    } finally {
      await candles.remove();
    }
  });

  it('stops a runaway run at the time limit with a 504 TimeoutError', async () => {
    const pool = makePool({ workers: 1, maxQueue: 0, timeoutMs: 300, workerFile: ENDLESS_WORKER });
    const error = await pool.run(async () => task()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ statusCode: 504, code: 'TIMEOUT' });
    expect((error as Error).message).toMatch(/limit of 0\.3 s/);
    expect(pool.stats()).toMatchObject({ computing: 0, running: 0, timedOut: 1 });
  });

  it('stops the worker when the caller aborts, and frees its place', async () => {
    const pool = makePool({ workers: 1, maxQueue: 0, timeoutMs: 60_000, workerFile: ENDLESS_WORKER });
    const controller = new AbortController();
    const outcome = pool.run(async () => task(), controller.signal).catch((caught: unknown) => caught);
    await waitFor(() => pool.stats().computing === 1, 'the run to reach its worker', 20_000);
    controller.abort(new Error('client gone'));
    expect(await outcome).toMatchObject({ message: 'client gone' });
    expect(pool.stats()).toMatchObject({ computing: 0, running: 0, cancelled: 1 });
  });

  it('lets maxQueue runs wait for a worker and refuses the next with 429', async () => {
    const pool = makePool({ workers: 1, maxQueue: 1, timeoutMs: 60_000, workerFile: ENDLESS_WORKER });
    const controller = new AbortController();
    const first = pool.run(async () => task(), controller.signal).catch(() => 'stopped');
    const second = pool.run(async () => task(), controller.signal).catch(() => 'stopped');
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
    const third = await pool.run(async () => task()).catch((caught: unknown) => caught);
    expect(third).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 5 });
    controller.abort();
    expect(await Promise.all([first, second])).toEqual(['stopped', 'stopped']);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0, cancelled: 2 });
  });
});
