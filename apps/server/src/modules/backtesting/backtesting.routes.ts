import { backtestQuerySchema, backtestResultSchema } from '@signaldesk/contracts/backtest';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import type { AppInstance } from '../../app-types';
import { BacktestSignalCache } from './backtest-signals.cache';
import { runBacktestRequest } from './backtesting.service';

export async function backtestingRoutes(app: AppInstance) {
  const { deps } = app;
  const signals = new BacktestSignalCache();

  app.get(
    '/api/backtesting/run',
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: backtestQuerySchema,
        response: {
          200: backtestResultSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The client going away before the answer is sent cancels the run (its worker is stopped).
      const cancel = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) cancel.abort(new Error('The client closed the connection'));
      };
      reply.raw.once('close', onClose);
      try {
        return await runBacktestRequest(
          {
            db: deps.database.db,
            pool: deps.backtestPool,
            store: deps.candleStore,
            exchange: deps.exchange,
            now: deps.now,
            signals,
          },
          request.query,
          cancel.signal,
        );
      } catch (error) {
        if (!cancel.signal.aborted) throw error;
        // Nobody to answer: end the exchange quietly instead of logging a failed request.
        request.log.info({ url: request.url }, 'backtest cancelled: the client went away');
        reply.hijack();
        reply.raw.destroy();
        return undefined;
      }
    },
  );
}
