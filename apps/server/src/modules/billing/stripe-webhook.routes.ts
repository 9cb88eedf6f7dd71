import {
  type StripeEvent,
  stripeEventSchema,
  stripeWebhookResponseSchema,
} from '@signaldesk/contracts/billing';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import Stripe from 'stripe';
import type { AppInstance } from '../../app-types';
import { HttpError, ValidationError } from '../../lib/errors';
import { passOnChange } from '../users/subscriber-actor';
import { readPlanPrices } from './plan-prices';
import { stripeChangeOf } from './stripe-event';
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

  app.post(
    '/api/billing/stripe-webhook',
    {
      config: { access: 'signature' },
      schema: {
        response: { 200: stripeWebhookResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const secret = config.stripe.webhookSecret;
      if (!secret) {
        throw new HttpError(
          503,
          'NOT_CONFIGURED',
          'The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET)',
        );
      }
      const event = verifiedEvent(request.body, request.headers['stripe-signature'], secret, now());
      const result = await applyStripeEvent(
        db,
        event,
        stripeChangeOf(event),
        await readPlanPrices(db),
        new Date(now()),
      );
      request.log.info({ stripeEvent: event.id, type: event.type, outcome: result.outcome }, 'stripe event');
      if (result.changedUserId !== null) await passOnChange(app, request, result.changedUserId);
      return { success: true as const, outcome: result.outcome };
    },
  );
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
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(
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
  const parsed = stripeEventSchema.safeParse(verified);
  if (!parsed.success) {
    throw new ValidationError(
      'Invalid Stripe event',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}
