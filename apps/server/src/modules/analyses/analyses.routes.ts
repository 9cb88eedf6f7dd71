import {
  altcoinOverviewResponseSchema,
  altcoinQuickStatsResponseSchema,
  altcoinWithReportResponseSchema,
  bitcoinCandlesQuerySchema,
  bitcoinCandlesResponseSchema,
  bitcoinQuickResponseSchema,
  bitcoinWithReportResponseSchema,
} from '@signaldesk/contracts/analyses';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import type { AppInstance } from '../../app-types';
import { AnalysesService } from './analyses.service';

/** The Bitcoin and altcoin analyses with their reports (docs/analyses.md), admin1 only. */
export async function analysesRoutes(app: AppInstance) {
  const { exchange, candleStore, config, now } = app.deps;
  const service = new AnalysesService({ config, exchange, candleStore, now });
  const failures = { 400: apiErrorSchema, 502: apiErrorSchema };
  const admin1 = { access: 'admin1' } as const;

  app.get(
    '/api/bitcoin-analysis/quick',
    { config: admin1, schema: { response: { 200: bitcoinQuickResponseSchema, ...failures } } },
    async () => ({ success: true as const, data: await service.bitcoin.analysis() }),
  );

  app.get(
    '/api/bitcoin-analysis/with-report',
    { config: admin1, schema: { response: { 200: bitcoinWithReportResponseSchema, ...failures } } },
    async () => ({ success: true as const, data: await service.bitcoinWithReport() }),
  );

  app.get(
    '/api/bitcoin-analysis/candles',
    {
      config: admin1,
      schema: {
        querystring: bitcoinCandlesQuerySchema,
        response: { 200: bitcoinCandlesResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bitcoin.candles(request.query.interval),
    }),
  );

  app.get(
    '/api/altcoin-analysis/quick-stats',
    { config: admin1, schema: { response: { 200: altcoinQuickStatsResponseSchema, ...failures } } },
    async () => ({ success: true as const, data: (await service.altcoinOverview()).quickStats }),
  );

  app.get(
    '/api/altcoin-analysis/overview',
    { config: admin1, schema: { response: { 200: altcoinOverviewResponseSchema, ...failures } } },
    async () => ({ success: true as const, data: await service.altcoinOverview() }),
  );

  app.get(
    '/api/altcoin-analysis/overview/with-report',
    { config: admin1, schema: { response: { 200: altcoinWithReportResponseSchema, ...failures } } },
    async () => ({ success: true as const, data: await service.altcoinWithReport() }),
  );
}
