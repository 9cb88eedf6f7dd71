import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  type ClosedPositionsResponse,
  closedPositionsQuerySchema,
  closedPositionsResponseSchema,
  closePositionRequestSchema,
  closePositionResponseSchema,
  type OpenPositionsResponse,
  openPositionRequestSchema,
  openPositionResponseSchema,
  openPositionsResponseSchema,
  positionSummariesResponseSchema,
  reopenPositionRequestSchema,
  reopenPositionResponseSchema,
} from '@signaldesk/contracts/positions';
import type { AppInstance } from '../../app-types';
import { signedInAdmin } from '../../http/signed-in';
import { databaseParameters } from '../trading-parameters';
import { ClosedPositionsCache } from './closed-positions-cache';
import { OpenPositionsCache } from './open-positions-cache';
import { openPositionsChanged, POSITIONS_CHANGED_CHANNEL } from './open-positions-version';
import { positionSummaries } from './positions.queries';
import { closePosition, openPosition, type PositionsContext, reopenPosition } from './positions.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Marks the open positions changed once a write's transaction has committed: the repository marks them when it
 * writes, but an openPositions read between that mark and the commit could keep the old rows.
 */
function committed<T>(value: T): T {
  openPositionsChanged();
  return value;
}

/**
 * The trader-tracker reads and the position-manager actions (docs/positions-server.md, Calls). Every route is
 * admin1 (the default access).
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
  app.get(
    '/api/trader-tracker/openPositions',
    // The 200 body is JSON text validated when it was built (OpenPositionsCache); the schema documents it.
    { schema: { response: { 200: openPositionsResponseSchema } } },
    async (_request, reply) => {
      const body = await openBodies.body(db);
      return reply.type('application/json; charset=utf-8').send(body as unknown as OpenPositionsResponse);
    },
  );

  app.get(
    '/api/trader-tracker/closedPositions',
    // The 200 body is JSON text written by PostgreSQL (object texts reused by id); the schema documents it.
    { schema: { querystring: closedPositionsQuerySchema, response: { 200: closedPositionsResponseSchema } } },
    async (request, reply) => {
      const body = await closedBodies.body(db, request.query);
      // A JSON string with a JSON content type is sent as it is, without the serializer.
      return reply.type('application/json; charset=utf-8').send(body as unknown as ClosedPositionsResponse);
    },
  );

  app.get(
    '/api/trader-tracker/summaries',
    { schema: { response: { 200: positionSummariesResponseSchema } } },
    async () => ({ success: true as const, data: await positionSummaries(db) }),
  );

  app.post(
    '/api/position-manager/open',
    { schema: { body: openPositionRequestSchema, response: { 200: openPositionResponseSchema, ...errors } } },
    async (request) => {
      const position = committed(await openPosition(context, signedInAdmin(request), request.body));
      return {
        success: true as const,
        data: position,
        message: `${position.direction} position opened on ${position.symbol} at ${position.entryPrice}`,
      };
    },
  );

  app.post(
    '/api/position-manager/close',
    {
      schema: { body: closePositionRequestSchema, response: { 200: closePositionResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: committed(await closePosition(context, signedInAdmin(request), request.body)),
    }),
  );

  app.post(
    '/api/position-manager/reopen',
    {
      schema: {
        body: reopenPositionRequestSchema,
        response: { 200: reopenPositionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const position = committed(await reopenPosition(context, signedInAdmin(request), request.body));
      return {
        success: true as const,
        data: position,
        message: `Position ${position.id} reopened at ${position.entryPrice}`,
      };
    },
  );
}
