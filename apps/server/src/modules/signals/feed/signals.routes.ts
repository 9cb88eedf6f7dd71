import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  acceptedSignalResponseSchema,
  createdSignalSourceResponseSchema,
  createSignalSourceSchema,
  documentedSignalIntakeSchema,
  hookParamsSchema,
  intakeNotSignalResponseSchema,
  revokedSignalSourceResponseSchema,
  signalCardResponseSchema,
  signalIdParamsSchema,
  signalSourceIdParamsSchema,
  signalSourcesResponseSchema,
  signalsFeedResponseSchema,
  signalsQuerySchema,
  updateSignalSourceSchema,
} from '@signaldesk/contracts/signal-sources';
import { readVendorAlert } from '@signaldesk/core/signals/vendor-alert';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app-types';
import { signedInAdmin } from '../../../http/signed-in';
import { withRecentPrices } from '../../../market/recent-prices';
import { originalBody, retryKey } from '../intake/retry-key';
import { authenticateSource, bodyKey, readIntake, receiveSignal } from '../intake/signal-intake.service';
import type { SignalSourceRow } from '../intake/signal-sources.repository';
import { createSource, listSources, revokeSourceById, updateSource } from '../intake/signal-sources.service';
import { SourceRateLimit, WEBHOOK_RATE } from '../intake/source-rate-limit';
import { signalCard } from './signal-card.service';
import { listFeed } from './signals-feed.service';

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

  app.patch(
    '/api/signal-sources/:id',
    {
      schema: {
        params: signalSourceIdParamsSchema,
        body: updateSignalSourceSchema,
        response: { 200: revokedSignalSourceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSource(db, request.params.id, request.body, new Date(now()), signedInAdmin(request)),
    }),
  );

  app.get(
    '/api/signals',
    { schema: { querystring: signalsQuerySchema, response: { 200: signalsFeedResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await listFeed(db, request.query) }),
  );

  app.get(
    '/api/signals/:id',
    { schema: { params: signalIdParamsSchema, response: { 200: signalCardResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await signalCard(db, request.params.id, now()) }),
  );

  const intake = { db, exchange, now, rateLimit };
  const answer = async (request: FastifyRequest, reply: FastifyReply, source: SignalSourceRow) => {
    const { body, key } = retryKey(request.body, request.headers['idempotency-key'], source.idempotencyField);
    const original = originalBody(request.body);
    const vendor = readVendorAlert(body);
    const input = vendor ? { vendor, text: original ?? '' } : readIntake(body);
    const outcome = await receiveSignal(intake, source, input, { idempotencyKey: key, original });
    if (outcome.kind === 'signal') {
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send({ success: true as const, data: outcome.signal });
    }
    return reply.status(200).send({ success: true as const, data: outcome });
  };
  const intakeResponses = {
    200: intakeNotSignalResponseSchema,
    202: acceptedSignalResponseSchema,
    ...errors,
  };

  // A key in the header is checked before the body is even read: a caller without one learns nothing about
  // valid bodies. TradingView cannot send headers: its alerts use the hook URL below, or `apiKey` in the body.
  const sourceOf = new WeakMap<object, SignalSourceRow>();
  app.post(
    '/api/signals',
    {
      config: { access: 'api-key', documentedBody: documentedSignalIntakeSchema },
      schema: {
        summary:
          'Posts a signal to the source whose key is sent (Authorization: Bearer): fields, or the text of a post.',
        consumes: ['application/json', 'text/plain'],
        response: intakeResponses,
      },
      onRequest: async (request) => {
        if (request.headers.authorization === undefined) return;
        sourceOf.set(request, await authenticateSource(db, request.headers.authorization));
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        sourceOf.get(request) ?? (await authenticateSource(db, undefined, bodyKey(request.body))),
      ),
  );

  // The key in the URL, as Cornix's and 3Commas' webhook URLs carry it: one paste in TradingView's alert.
  app.post(
    '/api/signals/hook/:key',
    {
      config: { access: 'api-key', documentedBody: documentedSignalIntakeSchema },
      schema: {
        summary:
          "Posts a signal to the source whose key is in the URL (TradingView's webhook URL): text or JSON.",
        consumes: ['application/json', 'text/plain'],
        params: hookParamsSchema,
        response: intakeResponses,
      },
      onRequest: async (request) => {
        const { key } = request.params as { key?: unknown };
        sourceOf.set(request, await authenticateSource(db, undefined, typeof key === 'string' ? key : null));
      },
    },
    async (request, reply) => answer(request, reply, sourceOf.get(request)!),
  );
}
