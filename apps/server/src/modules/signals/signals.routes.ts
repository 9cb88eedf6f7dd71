import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  acceptedSignalResponseSchema,
  createdSignalSourceResponseSchema,
  createSignalSourceSchema,
  documentedSignalIntakeSchema,
  revokedSignalSourceResponseSchema,
  signalSourceIdParamsSchema,
  signalSourcesResponseSchema,
  signalsFeedResponseSchema,
  signalsQuerySchema,
} from '@signaldesk/contracts/signal-sources';
import type { AppInstance } from '../../app-types';
import { signedInAdmin } from '../../http/signed-in';
import { withRecentPrices } from '../../market/recent-prices';
import { acceptSignal, authenticateSource, bodyKey, readIntake } from './signal-intake.service';
import type { SignalSourceRow } from './signal-sources.repository';
import { createSource, listSources, revokeSourceById } from './signal-sources.service';
import { listFeed } from './signals-feed.service';
import { SourceRateLimit, WEBHOOK_RATE } from './source-rate-limit';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** Signal sources (admin1) and the webhook intake (a source's API key) (docs/signals.md). */
export async function signalsRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  // The intake's price checks share one recent snapshot of prices (docs/performance.md, Signal intake).
  const exchange = withRecentPrices(app.deps.exchange, now);
  const db = database.db;
  const rateLimit = new SourceRateLimit(WEBHOOK_RATE.perSecond, WEBHOOK_RATE.burst);

  // Plain-text bodies reach only the webhook: every cookie route refuses them before parsing (CSRF hook).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/signal-sources',
    {
      schema: {
        body: createSignalSourceSchema,
        response: { 201: createdSignalSourceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createSource(db, request.body, new Date(now()), signedInAdmin(request));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/signal-sources',
    { schema: { response: { 200: signalSourcesResponseSchema } } },
    async () => ({ success: true as const, data: await listSources(db) }),
  );

  app.delete(
    '/api/signal-sources/:id',
    {
      schema: {
        params: signalSourceIdParamsSchema,
        response: { 200: revokedSignalSourceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeSourceById(db, request.params.id, new Date(now()), signedInAdmin(request)),
    }),
  );

  app.get(
    '/api/signals',
    { schema: { querystring: signalsQuerySchema, response: { 200: signalsFeedResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await listFeed(db, request.query) }),
  );

  // A key in the header is checked before the body is even read: a caller without one learns nothing about
  // valid bodies. TradingView cannot send headers, so its alerts carry the key in the JSON body (`apiKey`).
  const sourceOf = new WeakMap<object, SignalSourceRow>();
  app.post(
    '/api/signals',
    {
      config: { access: 'api-key', documentedBody: documentedSignalIntakeSchema },
      schema: {
        summary: 'Posts a signal to the source whose key is sent: structured fields, or the text of a post.',
        consumes: ['application/json', 'text/plain'],
        response: { 202: acceptedSignalResponseSchema, ...errors },
      },
      onRequest: async (request) => {
        if (request.headers.authorization === undefined) return;
        sourceOf.set(request, await authenticateSource(db, request.headers.authorization));
      },
    },
    async (request, reply) => {
      const source =
        sourceOf.get(request) ?? (await authenticateSource(db, undefined, bodyKey(request.body)));
      const data = await acceptSignal({ db, exchange, now, rateLimit }, source, readIntake(request.body));
      return reply.status(202).send({ success: true as const, data });
    },
  );
}
