import { type StripeEvent, stripeEventSchema } from '@signaldesk/contracts/billing';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { HttpError, ValidationError } from '../../lib/errors';
import { passOnChange } from '../users';
import { type SubscriptionReader, stripeSubscriptionReader } from './stripe-api';
import { type StripeChange, type SubscriptionSnapshot, stripeChangeOf } from './stripe-event';
import { readStripeSettings } from './stripe-settings';
import { applyStripeEvent } from './stripe-webhook.service';

/** How old a signature may be, in seconds (Stripe's default): an older delivery is refused as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `POST /api/billing/stripe-webhook` (docs/billing.md, The webhook). The signature is the authentication: no cookie,
 * no CSRF check. The body is kept as text, since the signature covers its exact bytes.
 */
export async function stripeWebhookRoutes(app: AppInstance) {
  const { database, now, config } = app.deps;
  const db = database.db;

  // This plugin's own JSON parser keeps the text (the app's parser, outside this plugin, makes objects).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });

  route(app, endpoints.stripeWebhook, async (request) => {
    const secret = config.stripe.webhookSecret;
    if (!secret) {
      throw new HttpError(
        503,
        'NOT_CONFIGURED',
        'The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET)',
      );
    }
    const event = verifiedEvent(request.body, request.headers['stripe-signature'], secret, now());
    const change = stripeChangeOf(event);
    const settings = await readStripeSettings(db);
    const apiState = await readFromApi(change, settings.secretKey, new Date(now()), request);
    const result = await applyStripeEvent(db, event, change, settings.prices, new Date(now()), apiState);
    request.log.info({ stripeEvent: event.id, type: event.type, outcome: result.outcome }, 'stripe event');
    for (const userId of result.changedUserIds) await passOnChange(app, request, userId);
    return { success: true as const, outcome: result.outcome };
  });

  let reader: { secretKey: string; read: SubscriptionReader } | null = null;
  /**
   * The current state of the subscription the event is about, read from the Stripe API when the secret key is set
   * (docs/billing.md, The Stripe API); null without a key, or when the read fails (the event body is used then).
   */
  async function readFromApi(
    change: StripeChange,
    secretKey: string,
    at: Date,
    request: FastifyRequest,
  ): Promise<SubscriptionSnapshot | null> {
    const subscriptionId = subscriptionIdOf(change);
    if (!secretKey || !subscriptionId) return null;
    if (reader?.secretKey !== secretKey) {
      reader = { secretKey, read: stripeSubscriptionReader(secretKey, config.stripe.apiBase) };
    }
    try {
      return await reader.read(subscriptionId, at);
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error), subscriptionId },
        'Stripe API read failed: the event body is used',
      );
      return null;
    }
  }
}

/** The subscription an event is about, if any. */
function subscriptionIdOf(change: StripeChange): string | null {
  switch (change.kind) {
    case 'subscription':
      return change.subscription.subscriptionId;
    case 'invoice':
    case 'checkout':
      return change.subscriptionId;
    default:
      return null;
  }
}

/** The event, once its signature checks out against the secret at the server's clock; 400 otherwise. */
function verifiedEvent(
  body: unknown,
  header: string | string[] | undefined,
  secret: string,
  at: number,
): StripeEvent {
  if (typeof body !== 'string' || typeof header !== 'string' || header === '') {
    throw new HttpError(400, 'BAD_REQUEST', 'Missing Stripe-Signature header or JSON body');
  }
  try {
    Stripe.webhooks.signature!.verifyHeader(
      body,
      header,
      secret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      at,
    );
  } catch (error) {
    // The SDK's reason (no matching signature, timestamp outside the tolerance) says nothing about the secret.
    const reason = error instanceof Error ? error.message.split('. ')[0] : 'invalid signature';
    throw new HttpError(400, 'BAD_REQUEST', `Stripe signature refused: ${reason}`);
  }
  let verified: unknown;
  try {
    verified = JSON.parse(body);
  } catch (error) {
    // Signed by Stripe's secret, yet not JSON: the body is at fault, not the signature.
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new HttpError(400, 'BAD_REQUEST', `The Stripe event body is not JSON: ${reason}`);
  }
  const parsed = stripeEventSchema.safeParse(verified);
  if (!parsed.success) {
    throw new ValidationError(
      'Invalid Stripe event',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}
