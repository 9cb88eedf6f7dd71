import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { instanceSessionOf } from '../../lib/instance-session';
import { readTradeChartCandles } from './backtest-candles.service';
import { createResultCache } from './backtest-result-cache';
import { backtestRunsRoutes } from './backtest-runs.routes';
import { keepRun } from './backtest-runs.service';
import { BacktestSignalCache } from './backtest-signals.cache';
import { backtestSweepsRoutes } from './backtest-sweeps.routes';
import { COLLECT_EVERY_MS, SweepService } from './backtest-sweeps.service';
import { runBacktestRequest } from './backtesting.service';
import { callerOf } from './caller';

export async function backtestingRoutes(app: AppInstance) {
  const { deps } = app;
  const db = deps.database.db;
  const signals = new BacktestSignalCache();
  const results = createResultCache();
  const sweeps = new SweepService({
    db,
    pool: deps.backtestPool,
    store: deps.candleStore,
    exchange: deps.exchange,
    now: deps.now,
    signals,
    workers: deps.config.backtest.workers,
    instance: instanceSessionOf(deps.database),
    onStoreError: (error) => app.log.error({ err: error }, 'an ended sweep could not be stored'),
    onCollected: (event) => app.log.info(event, `sweep ${event.id} ${event.outcome}: its server stopped`),
  });
  // Sweeps whose server stopped are taken over here: a background job of every instance (docs/backtest.md, Sweeps).
  app.backgroundJobs.push({
    name: 'Sweep collector',
    start: () =>
      sweeps.startCollecting(COLLECT_EVERY_MS, (error) =>
        app.log.error({ err: error }, 'the sweep collector failed; it tries again'),
      ),
  });

  route(app, endpoints.runBacktest, async (request, reply) => {
    const caller = callerOf(request);
    const started = performance.now();
    const { keep, ...config } = request.query;
    // The client going away before the answer is sent cancels the run (its worker is stopped).
    const cancel = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) cancel.abort(new Error('The client closed the connection'));
    };
    reply.raw.once('close', onClose);
    try {
      const outcome = await runBacktestRequest(
        {
          db,
          pool: deps.backtestPool,
          store: deps.candleStore,
          exchange: deps.exchange,
          now: deps.now,
          signals,
          results,
        },
        config,
        cancel.signal,
      );
      const durationMs = performance.now() - started;
      const kept =
        keep === 'false'
          ? null
          : await keepRun(db, caller, { ...outcome, durationMs }, deps.config.backtest.runsKept);
      return {
        ...outcome.result,
        run: {
          id: kept?.id ?? null,
          cached: outcome.cached,
          computedAt: new Date(outcome.computedAt).toISOString(),
          createdAt: (kept?.createdAt ?? new Date(deps.now())).toISOString(),
          durationMs,
        },
      };
    } catch (error) {
      if (!cancel.signal.aborted) throw error;
      // Nobody to answer: end the exchange quietly instead of logging a failed request.
      request.log.info({ url: request.url }, 'backtest cancelled: the client went away');
      reply.hijack();
      reply.raw.destroy();
      return undefined;
    }
  });
  // One trade's chart: the stored candles around it, at the step the screen asks for (bounded by the schema).
  route(app, endpoints.backtestCandles, async (request) =>
    readTradeChartCandles(deps.candleStore, request.query),
  );
  backtestRunsRoutes(app);
  backtestSweepsRoutes(app, sweeps);
}
