import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './users';

/**
 * Wire shapes of Stripe billing (docs/billing.md). The webhook's body is Stripe's event; only the fields the
 * service reads are described, each loose enough for the API versions in use (fields that moved between versions
 * are both accepted), and anything else in the event is ignored.
 */

const stripeId = z.string().min(1).max(255);
/** Stripe's times are Unix seconds. */
const unixSeconds = z.number().int().nonnegative();
/** A reference that Stripe sends either as an id or as the expanded object. */
const reference = z.union([stripeId, z.object({ id: stripeId }).loose()]);

export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type StripeEventType = (typeof STRIPE_EVENT_TYPES)[number];

/** The envelope every Stripe event shares. */
export const stripeEventSchema = z
  .object({
    id: stripeId,
    object: z.literal('event'),
    type: z.string().min(1).max(255),
    created: unixSeconds,
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/** `checkout.session.completed`: who paid, the customer Stripe created or reused, and the payment's state. */
export const stripeCheckoutSessionSchema = z
  .object({
    client_reference_id: z.string().max(255).nullish(),
    customer: reference.nullish(),
    customer_email: z.string().max(320).nullish(),
    customer_details: z
      .object({ email: z.string().max(320).nullish() })
      .loose()
      .nullish(),
    mode: z.string().nullish(),
    payment_status: z.string().nullish(),
  })
  .loose();

const priceReference = z.union([stripeId, z.object({ id: stripeId }).loose()]);

/**
 * `customer.subscription.*`: its status, its price and the end of the paid period. The period end sits on each item
 * since API version 2025-03-31 and on the subscription before it.
 */
export const stripeSubscriptionSchema = z
  .object({
    customer: reference,
    status: z.string().min(1).max(64),
    current_period_end: unixSeconds.nullish(),
    ended_at: unixSeconds.nullish(),
    items: z
      .object({
        data: z.array(
          z.object({ price: priceReference.nullish(), current_period_end: unixSeconds.nullish() }).loose(),
        ),
      })
      .loose()
      .nullish(),
  })
  .loose();

/**
 * `invoice.paid` and `invoice.payment_failed`: amounts in the currency's minor unit, the lines' periods and
 * prices (a line's price is `pricing.price_details.price` since 2025-03-31, `price` before).
 */
export const stripeInvoiceSchema = z
  .object({
    id: stripeId,
    customer: reference.nullish(),
    customer_email: z.string().max(320).nullish(),
    currency: z.string().min(3).max(3),
    amount_paid: z.number().int().nonnegative(),
    amount_due: z.number().int().nonnegative(),
    created: unixSeconds,
    status_transitions: z.object({ paid_at: unixSeconds.nullish() }).loose().nullish(),
    lines: z
      .object({
        data: z.array(
          z
            .object({
              period: z.object({ start: unixSeconds, end: unixSeconds }).loose().nullish(),
              price: priceReference.nullish(),
              pricing: z
                .object({ price_details: z.object({ price: priceReference.nullish() }).loose().nullish() })
                .loose()
                .nullish(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullish(),
  })
  .loose();

/** What the webhook answers Stripe (any 2xx stops its retries). */
export const stripeWebhookResponseSchema = z.object({
  success: z.literal(true),
  /** `applied`, `unmatched` (kept in the to-match list), `ignored` (nothing to do) or `duplicate` (seen before). */
  outcome: z.enum(['applied', 'unmatched', 'ignored', 'duplicate']),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** A Stripe customer the webhook could not tie to a subscriber (`GET /api/billing/unmatched`). */
export const unmatchedCustomerSchema = z.object({
  customerId: z.string(),
  email: z.string().nullable(),
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  subscriptionStatus: z.string().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  lastEventType: z.string(),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type UnmatchedCustomer = z.infer<typeof unmatchedCustomerSchema>;

export const unmatchedCustomersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(unmatchedCustomerSchema),
});
export type UnmatchedCustomersResponse = z.infer<typeof unmatchedCustomersResponseSchema>;

/** `POST /api/billing/unmatched/{customerId}/match`: the subscriber this customer is. */
export const matchCustomerParamsSchema = z.object({ customerId: stripeId });
export const matchCustomerRequestSchema = z.object({ userId: z.number().int().positive() });
export type MatchCustomerRequest = z.infer<typeof matchCustomerRequestSchema>;
