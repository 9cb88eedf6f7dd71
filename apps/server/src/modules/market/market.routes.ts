import type {} from '@fastify/websocket';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { MARKET_CANDLE_INTERVAL_MINUTES } from '@signaldesk/contracts/market';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { HttpError } from '../../lib/errors';
import { readChartCandles } from '../../market/chart-candles';
import { handleStreamConnection } from '../../market/ws/stream-connection-handler';
import { TopMoversService } from './top-movers.service';

/** The chart's note when the exchange failed and the store answered (docs/market-data.md, Candles for a range). */
export const STORED_CANDLES_ONLY_NOTE = 'The exchange did not answer: stored candles only.';

/**
 * `GET /api/binance-top-movers`, `GET /api/market/last-prices`, `GET /api/market/tick-sizes`, `GET /api/market/candles`
 * and the `/ws` live price stream (docs/market-data.md, Top movers, Last prices, Tick sizes, Candles for a range and
 * Live prices), all admin1. The `/ws` route needs @fastify/websocket registered on the app before this plugin,
 * and before the session hook: its onRequest hook must run first for a refused upgrade's socket to be
 * destroyed.
 */
export async function marketRoutes(app: AppInstance) {
  const { exchange, priceHub, now, candleStore } = app.deps;
  const topMovers = new TopMoversService({ exchange, logger: app.log, now });

  route(app, endpoints.topMovers, () => topMovers.get());

  route(app, endpoints.lastPrices, async (request) => {
    const prices = await exchange.getLastPrices(request.query.symbols, 'futures');
    return { success: true as const, data: Object.fromEntries(prices) };
  });

  route(app, endpoints.tickSizes, async () => {
    const data: Record<string, { tickSize: number; priceDecimals: number }> = {};
    for (const { symbol, tickSize, priceDecimals } of await exchange.listSymbols()) {
      if (tickSize !== undefined && priceDecimals !== undefined) data[symbol] = { tickSize, priceDecimals };
    }
    return { success: true as const, data };
  });

  // A position's chart: futures, the stored candles of a range and the minutes the store lacks from the exchange
  // (the stored ones alone, flagged, when the exchange fails); spot, the exchange's only.
  route(app, endpoints.marketCandles, async (request) => {
    const { symbol, interval, from, to, market } = request.query;
    const { candles, exchangeFailure } = await readChartCandles(
      { store: candleStore, fill: { exchange, now, market } },
      { symbol, from, to, stepMinutes: MARKET_CANDLE_INTERVAL_MINUTES[interval] },
    );
    if (!exchangeFailure) return { success: true as const, data: { symbol, interval, candles } };
    request.log.warn(
      { err: exchangeFailure.error, symbol },
      'chart candles: the exchange failed, stored candles only',
    );
    const partial = { note: STORED_CANDLES_ONLY_NOTE };
    return { success: true as const, data: { symbol, interval, candles, partial } };
  });

  route(
    app,
    endpoints.priceStream,
    // A plain GET without the upgrade.
    async () => {
      throw new HttpError(426, 'UPGRADE_REQUIRED', '/ws is a websocket: send Upgrade: websocket');
    },
    {
      wsHandler: (socket, request) => {
        handleStreamConnection(socket, { hub: priceHub, logger: request.log });
        // The access check ran at the upgrade; the socket then lives only as long as its session.
        if (request.session) socket.once('close', app.liveSessions.attach(request.session, socket));
      },
    },
  );
}
