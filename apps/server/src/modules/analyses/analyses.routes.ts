import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { AnalysesService } from './analyses.service';

/** The Bitcoin and altcoin analyses with their reports (docs/analyses.md), admin1 only. */
export async function analysesRoutes(app: AppInstance) {
  const { exchange, candleStore, config, now } = app.deps;
  const service = new AnalysesService({ config, exchange, candleStore, now });
  route(app, endpoints.bitcoinQuick, async () => ({
    success: true as const,
    data: await service.bitcoin.analysis(),
  }));

  route(app, endpoints.bitcoinWithReport, async () => ({
    success: true as const,
    data: await service.bitcoinWithReport(),
  }));

  route(app, endpoints.bitcoinCandles, async (request) => ({
    success: true as const,
    data: await service.bitcoin.candles(request.query.interval),
  }));

  route(app, endpoints.altcoinQuickStats, async () => ({
    success: true as const,
    data: (await service.altcoinOverview()).quickStats,
  }));

  route(app, endpoints.altcoinOverview, async () => ({
    success: true as const,
    data: await service.altcoinOverview(),
  }));

  route(app, endpoints.altcoinWithReport, async () => ({
    success: true as const,
    data: await service.altcoinWithReport(),
  }));
}
