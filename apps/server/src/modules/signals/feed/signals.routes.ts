import { endpoints } from '@signaldesk/contracts/endpoints';
import { readVendorAlert } from '@signaldesk/core/signals/vendor-alert';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app-types';
import { route } from '../../../http/route';
import { signedInAdmin } from '../../../http/signed-in';
import { withRecentPrices } from '../../../market/recent-prices';
import { originalBody, retryKey } from '../intake/retry-key';
import { authenticateSource, bodyKey, readIntake, receiveSignal } from '../intake/signal-intake.service';
import type { SignalSourceRow } from '../intake/signal-sources.repository';
import { createSource, listSources, revokeSourceById, updateSource } from '../intake/signal-sources.service';
import { SourceRateLimit, WEBHOOK_RATE } from '../intake/source-rate-limit';
import { signalCard } from './signal-card.service';
import { listFeed } from './signals-feed.service';

/** Signal sources (admin1) and the webhook intake (a source's API key) (docs/signals.md). */
export async function signalsRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  // The intake's price checks share one recent snapshot of prices (docs/performance.md, Signal intake).
  const exchange = withRecentPrices(app.deps.exchange, now);
  const db = database.db;
  const rateLimit = new SourceRateLimit(WEBHOOK_RATE.perSecond, WEBHOOK_RATE.burst);

  // Plain-text bodies reach only the webhook: every cookie route refuses them before parsing (CSRF hook).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  route(app, endpoints.createSignalSource, async (request, reply) => {
    const data = await createSource(db, request.body, new Date(now()), signedInAdmin(request));
    return reply.status(201).send({ success: true as const, data });
  });

  route(app, endpoints.signalSources, async () => ({ success: true as const, data: await listSources(db) }));

  route(app, endpoints.revokeSignalSource, async (request) => ({
    success: true as const,
    data: await revokeSourceById(db, request.params.id, new Date(now()), signedInAdmin(request)),
  }));

  route(app, endpoints.updateSignalSource, async (request) => ({
    success: true as const,
    data: await updateSource(db, request.params.id, request.body, new Date(now()), signedInAdmin(request)),
  }));

  route(app, endpoints.signalsFeed, async (request) => ({
    success: true as const,
    data: await listFeed(db, request.query),
  }));

  route(app, endpoints.signalCard, async (request) => ({
    success: true as const,
    data: await signalCard(db, request.params.id, now()),
  }));

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

  // A key in the header is checked before the body is even read: a caller without one learns nothing about
  // valid bodies. TradingView cannot send headers: its alerts use the hook URL below, or `apiKey` in the body.
  const sourceOf = new WeakMap<object, SignalSourceRow>();
  route(
    app,
    endpoints.postSignal,
    async (request, reply) =>
      answer(
        request,
        reply,
        sourceOf.get(request) ?? (await authenticateSource(db, undefined, bodyKey(request.body))),
      ),
    {
      onRequest: async (request) => {
        if (request.headers.authorization === undefined) return;
        sourceOf.set(request, await authenticateSource(db, request.headers.authorization));
      },
    },
  );

  // The key in the URL, as Cornix's and 3Commas' webhook URLs carry it: one paste in TradingView's alert.
  route(
    app,
    endpoints.postSignalByHook,
    async (request, reply) => answer(request, reply, sourceOf.get(request)!),
    {
      onRequest: async (request) => {
        const { key } = request.params as { key?: unknown };
        sourceOf.set(request, await authenticateSource(db, undefined, typeof key === 'string' ? key : null));
      },
    },
  );
}
