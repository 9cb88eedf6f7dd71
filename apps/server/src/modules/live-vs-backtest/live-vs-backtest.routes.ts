import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { liveVsBacktest } from './live-vs-backtest.service';

/** GET /api/analytics/live-vs-backtest (docs/advanced-analytics.md, "Live against backtest"): admin1 only. */
export async function liveVsBacktestRoutes(app: AppInstance) {
  const { database, candleStore, now } = app.deps;
  route(app, endpoints.liveVsBacktest, async (_request, reply) => {
    // The client going away before the answer stops the reading of candles.
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) aborted.abort(new Error('The client closed the connection'));
    });
    return {
      success: true as const,
      data: await liveVsBacktest({ db: database.db, candleStore }, now(), aborted.signal),
    };
  });
}
