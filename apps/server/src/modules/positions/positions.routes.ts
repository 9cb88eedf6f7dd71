import { endpoints } from '@signaldesk/contracts/endpoints';
import type { ClosedPositionsResponse, OpenPositionsResponse } from '@signaldesk/contracts/positions';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { signedInAdmin } from '../../http/signed-in';
import { databaseParameters } from '../trading-parameters';
import { ClosedPositionsCache } from './closed-positions-cache';
import { OpenPositionsCache } from './open-positions-cache';
import { openPositionsChanged, POSITIONS_CHANGED_CHANNEL } from './open-positions-version';
import { positionSummaries } from './positions.queries';
import { closePosition, openPosition, type PositionsContext, reopenPosition } from './positions.service';

/**
 * Marks the open positions changed once a write's transaction has committed: the repository marks them when it
 * writes, but an openPositions read between that mark and the commit could keep the old rows.
 */
function committed<T>(value: T): T {
  openPositionsChanged();
  return value;
}

/**
 * The trader-tracker reads and the position-manager actions (docs/positions-server.md, Calls), admin1 only.
 */
export async function positionsRoutes(app: AppInstance) {
  const { database, exchange, now } = app.deps;
  const db = database.db;
  const context: PositionsContext = { db, exchange, parameters: databaseParameters(db), now };
  const closedBodies = new ClosedPositionsCache();
  const openBodies = new OpenPositionsCache();

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await database.listen(POSITIONS_CHANGED_CHANNEL, openPositionsChanged);
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
  route(app, endpoints.openPositions, async (_request, reply) => {
    // The 200 body is JSON text validated when it was built (OpenPositionsCache); the schema documents it.
    const body = await openBodies.body(db);
    return reply.type('application/json; charset=utf-8').send(body as unknown as OpenPositionsResponse);
  });

  route(app, endpoints.closedPositions, async (request, reply) => {
    // The 200 body is JSON text written by PostgreSQL (object texts reused by id); the schema documents it.
    const body = await closedBodies.body(db, request.query);
    // A JSON string with a JSON content type is sent as it is, without the serializer.
    return reply.type('application/json; charset=utf-8').send(body as unknown as ClosedPositionsResponse);
  });

  route(app, endpoints.positionSummaries, async () => ({
    success: true as const,
    data: await positionSummaries(db),
  }));

  route(app, endpoints.openPosition, async (request) => {
    const position = committed(await openPosition(context, signedInAdmin(request), request.body));
    return {
      success: true as const,
      data: position,
      message: `${position.direction} position opened on ${position.symbol} at ${position.entryPrice}`,
    };
  });

  route(app, endpoints.closePosition, async (request) => ({
    success: true as const,
    data: committed(await closePosition(context, signedInAdmin(request), request.body)),
  }));

  route(app, endpoints.reopenPosition, async (request) => {
    const position = committed(await reopenPosition(context, signedInAdmin(request), request.body));
    return {
      success: true as const,
      data: position,
      message: `Position ${position.id} reopened at ${position.entryPrice}`,
    };
  });
}
