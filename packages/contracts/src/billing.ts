import { z } from 'zod';
import { idField, textField } from './input-rules';
import { SUBSCRIPTION_PLANS } from './users';

/** What the server did with a Stripe event (the `stripe_events.outcome` column). */
export const STRIPE_EVENT_OUTCOMES = ['applied', 'unmatched', 'ignored'] as const;
/** A payment row's status. */
export const PAYMENT_STATUSES = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What took back a paid invoice. */
export const PAYMENT_REVERSAL_KINDS = ['refund', 'dispute'] as const;

/**
 * Wire shapes of Stripe billing (docs/billing.md). The webhook's body is Stripe's event; only the fields the
 * service reads are described, each loose enough for the API versions in use (fields that moved between versions
 * are both accepted), and anything else in the event is ignored.
 */

const stripeId = textField().min(1).max(255);
/** The last second of the year 9999: a Stripe time beyond it is no real time (docs/billing.md, The webhook). */
export const MAX_STRIPE_SECONDS = 253_402_300_799;
/** Stripe's times are Unix seconds. */
const unixSeconds = z.number().int().nonnegative().max(MAX_STRIPE_SECONDS);
/** The largest amount stored: amounts are 32-bit integers in the currency's minor unit. */
export const MAX_STRIPE_AMOUNT = 2_147_483_647;
const minorUnits = z.number().int().nonnegative().max(MAX_STRIPE_AMOUNT);
const currency = textField().min(3).max(3);
/** A reference that Stripe sends either as an id or as the expanded object. */
const reference = z.union([stripeId, z.object({ id: stripeId }).loose()]);

export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice_payment.paid',
  'charge.refunded',
  'charge.dispute.created',
] as const;
export type StripeEventType = (typeof STRIPE_EVENT_TYPES)[number];

/** The envelope every Stripe event shares. */
export const stripeEventSchema = z
  .object({
    id: stripeId,
    object: z.literal('event'),
    type: textField().min(1).max(255),
    created: unixSeconds,
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/**
 * `checkout.session.completed`: who paid, the customer Stripe created or reused, the payment's state, and what was
 * bought: the subscription it created (`mode: subscription`) or a one-time payment (`mode: payment`).
 */
export const stripeCheckoutSessionSchema = z
  .object({
    id: stripeId,
    client_reference_id: textField().max(255).nullish(),
    customer: reference.nullish(),
    customer_email: textField().max(320).nullish(),
    customer_details: z
      .object({ email: textField().max(320).nullish() })
      .loose()
      .nullish(),
    mode: textField().max(64).nullish(),
    payment_status: textField().max(64).nullish(),
    subscription: reference.nullish(),
    payment_intent: reference.nullish(),
    amount_total: minorUnits.nullish(),
    currency: currency.nullish(),
    created: unixSeconds.nullish(),
  })
  .loose();

const priceReference = z.union([stripeId, z.object({ id: stripeId }).loose()]);

/**
 * `customer.subscription.*` (and a subscription read from the API): its status, its price and the end of the paid
 * period. The period end sits on each item since API version 2025-03-31 and on the subscription before it.
 */
export const stripeSubscriptionSchema = z
  .object({
    id: stripeId,
    customer: reference,
    status: textField().min(1).max(64),
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
 * `invoice.paid` and `invoice.payment_failed`: amounts in the currency's minor unit, the lines' periods and prices,
 * the subscription it bills and the payment that paid it. Since API version 2025-03-31 the subscription is in
 * `parent.subscription_details` (a line's in `parent.subscription_item_details`) and a line's price in
 * `pricing.price_details`; before, `subscription`, `charge` and `payment_intent` sit on the invoice and `price` on
 * the line.
 */
export const stripeInvoiceSchema = z
  .object({
    id: stripeId,
    customer: reference.nullish(),
    customer_email: textField().max(320).nullish(),
    currency,
    amount_paid: minorUnits,
    amount_due: minorUnits,
    created: unixSeconds,
    status_transitions: z.object({ paid_at: unixSeconds.nullish() }).loose().nullish(),
    subscription: reference.nullish(),
    charge: reference.nullish(),
    payment_intent: reference.nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: reference.nullish() }).loose().nullish(),
      })
      .loose()
      .nullish(),
    payments: z
      .object({
        data: z.array(
          z
            .object({
              payment: z
                .object({ charge: reference.nullish(), payment_intent: reference.nullish() })
                .loose()
                .nullish(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullish(),
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
              subscription: reference.nullish(),
              parent: z
                .object({
                  subscription_item_details: z
                    .object({ subscription: reference.nullish() })
                    .loose()
                    .nullish(),
                })
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

/** `invoice_payment.paid` (API 2025-03-31 and later): the PaymentIntent or charge that paid an invoice. */
export const stripeInvoicePaymentSchema = z
  .object({
    invoice: reference,
    payment: z.object({ charge: reference.nullish(), payment_intent: reference.nullish() }).loose().nullish(),
  })
  .loose();

/**
 * `charge.refunded`: how much of the charge is refunded so far (`refunded` once all of it is). Before API version
 * 2025-03-31 it names its invoice; since, its PaymentIntent leads to the invoice (`invoice_payment.paid`).
 */
export const stripeChargeSchema = z
  .object({
    id: stripeId,
    customer: reference.nullish(),
    payment_intent: reference.nullish(),
    invoice: reference.nullish(),
    amount: minorUnits,
    amount_refunded: minorUnits,
    refunded: z.boolean(),
    currency,
  })
  .loose();

/** `charge.dispute.created`: the charge and PaymentIntent disputed, the amount and the reason. */
export const stripeDisputeSchema = z
  .object({
    id: stripeId,
    charge: reference,
    payment_intent: reference.nullish(),
    amount: minorUnits,
    currency,
    reason: textField().max(64).nullish(),
  })
  .loose();

/** What the webhook answers Stripe (any 2xx stops its retries). */
export const stripeWebhookResponseSchema = z.object({
  success: z.literal(true),
  /** `applied`, `unmatched` (kept in the to-match list), `ignored` (nothing to do) or `duplicate` (seen before). */
  outcome: z.enum([...STRIPE_EVENT_OUTCOMES, 'duplicate']),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** A Stripe customer the webhook could not tie to a subscriber (`GET /api/billing/unmatched`). */
export const unmatchedCustomerSchema = z.object({
  customerId: z.string(),
  email: z.string().nullable(),
  /** What its latest subscription says (docs/billing.md, To match). */
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  subscriptionStatus: z.string().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  /** Its latest payment whose money Stripe kept: paid, and giving nobody access while it waits. */
  lastPaid: z
    .object({
      invoiceId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      occurredAt: z.iso.datetime(),
    })
    .nullable(),
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
export const matchCustomerRequestSchema = z.object({ userId: idField('userId') });
export type MatchCustomerRequest = z.infer<typeof matchCustomerRequestSchema>;
