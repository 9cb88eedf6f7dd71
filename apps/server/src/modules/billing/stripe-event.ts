import {
  type StripeEvent,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeDisputeSchema,
  stripeInvoicePaymentSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
} from '@signaldesk/contracts/billing';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors';

/**
 * What a verified Stripe event says, in the service's terms (docs/billing.md, What each event does). Only the
 * fields the service reads are taken; each is read where the event's API version puts it.
 */
export type StripeChange =
  | {
      kind: 'checkout';
      sessionId: string;
      customerId: string | null;
      clientReferenceId: string | null;
      email: string | null;
      /** The checkout took the money (or needed none). */
      paid: boolean;
      /** The subscription it created (`mode: subscription`). */
      subscriptionId: string | null;
      /** A one-time payment (`mode: payment`): its PaymentIntent, amount and currency. */
      oneTime: { paymentIntentId: string | null; amount: number; currency: string } | null;
      occurredAt: Date;
    }
  | { kind: 'subscription'; subscription: SubscriptionSnapshot }
  | {
      kind: 'invoice';
      customerId: string | null;
      email: string | null;
      invoiceId: string;
      status: 'paid' | 'failed';
      /** Minor units: what was paid, or what was due when the payment failed. */
      amount: number;
      currency: string;
      occurredAt: Date;
      priceId: string | null;
      subscriptionId: string | null;
      /** End of the service period the invoice's line pays for; null when it names none. */
      periodEnd: Date | null;
      /** The PaymentIntent and charge that paid it, where the event names them. */
      paymentRefs: string[];
    }
  | { kind: 'invoice-payment'; invoiceId: string; paymentRefs: string[] }
  | {
      kind: 'reversal';
      reversal: 'refund' | 'dispute';
      chargeId: string;
      paymentIntentId: string | null;
      /** Named by a charge before API version 2025-03-31. */
      invoiceId: string | null;
      customerId: string | null;
      /** Refunded so far, or disputed. */
      amount: number;
      /** All of the charge refunded, or disputed: the access the payment gave ends. */
      full: boolean;
      currency: string;
      reason: string | null;
      occurredAt: Date;
    }
  | { kind: 'ignored' };

/** A subscription's state as an event body or the API carried it, at the moment Stripe held it. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** Stripe's status; a deleted subscription is `canceled`. */
  status: string;
  priceId: string | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  at: Date;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

function parseObject<S extends z.ZodType>(schema: S, event: StripeEvent): z.infer<S> {
  const parsed = schema.safeParse(event.data.object);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    path: ['data', 'object', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(
    `Invalid ${event.type} event: ${fields.map((field) => `${field.path} ${field.message}`).join('; ')}`,
    fields,
  );
}

/** The latest period end among the items (API 2025-03-31 and later), else the subscription's own. */
function subscriptionPeriodEnd(subscription: z.infer<typeof stripeSubscriptionSchema>): number | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  if (itemEnds.length) return Math.max(...itemEnds);
  return subscription.current_period_end ?? null;
}

/**
 * A subscription object (an event's, or one read from the API) as a snapshot at `at`. A deleted subscription is
 * `canceled` whatever the body says; its end is `ended_at`, else the period end.
 */
export function subscriptionSnapshot(
  subscription: z.infer<typeof stripeSubscriptionSchema>,
  at: Date,
  deleted = false,
): SubscriptionSnapshot {
  const periodEnd = subscriptionPeriodEnd(subscription);
  const endedAt = subscription.ended_at ?? (deleted ? periodEnd : null);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: deleted ? 'canceled' : subscription.status,
    priceId: idOf(subscription.items?.data[0]?.price),
    periodEnd: periodEnd === null ? null : fromUnix(periodEnd),
    endedAt: endedAt === null ? null : fromUnix(endedAt),
    at,
  };
}

function invoiceChange(event: StripeEvent, status: 'paid' | 'failed'): StripeChange {
  const invoice = parseObject(stripeInvoiceSchema, event);
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((item) => item.pricing?.price_details?.price || item.price) ?? lines[0];
  const paidAt = invoice.status_transitions?.paid_at;
  const subscriptionId =
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf(invoice.subscription) ??
    idOf(line?.parent?.subscription_item_details?.subscription) ??
    idOf(line?.subscription);
  const paymentRefs = [
    idOf(invoice.charge),
    idOf(invoice.payment_intent),
    ...(invoice.payments?.data ?? []).flatMap((item) => [
      idOf(item.payment?.charge),
      idOf(item.payment?.payment_intent),
    ]),
  ].filter((ref): ref is string => ref !== null);
  // A line with no service period (an item billed once) pays for no time.
  const period = line?.period && line.period.end > line.period.start ? line.period : null;
  return {
    kind: 'invoice',
    customerId: idOf(invoice.customer),
    email: invoice.customer_email ?? null,
    invoiceId: invoice.id,
    status,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toLowerCase(),
    occurredAt: fromUnix(status === 'paid' && paidAt ? paidAt : event.created),
    priceId: idOf(line?.pricing?.price_details?.price ?? line?.price),
    subscriptionId,
    periodEnd: period ? fromUnix(period.end) : null,
    paymentRefs,
  };
}

function checkoutChange(event: StripeEvent): StripeChange {
  const session = parseObject(stripeCheckoutSessionSchema, event);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return {
    kind: 'checkout',
    sessionId: session.id,
    customerId: idOf(session.customer),
    clientReferenceId: session.client_reference_id ?? null,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    paid,
    subscriptionId: session.mode === 'subscription' ? idOf(session.subscription) : null,
    oneTime:
      session.mode === 'payment'
        ? {
            paymentIntentId: idOf(session.payment_intent),
            amount: session.amount_total ?? 0,
            currency: (session.currency ?? 'eur').toLowerCase(),
          }
        : null,
    occurredAt: fromUnix(session.created ?? event.created),
  };
}

/** The change a verified event asks for; events of other types change nothing. Throws 400 on a malformed object. */
export function stripeChangeOf(event: StripeEvent): StripeChange {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutChange(event);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription',
        subscription: subscriptionSnapshot(
          parseObject(stripeSubscriptionSchema, event),
          fromUnix(event.created),
          event.type === 'customer.subscription.deleted',
        ),
      };
    case 'invoice.paid':
      return invoiceChange(event, 'paid');
    case 'invoice.payment_failed':
      return invoiceChange(event, 'failed');
    case 'invoice_payment.paid': {
      const payment = parseObject(stripeInvoicePaymentSchema, event);
      return {
        kind: 'invoice-payment',
        invoiceId: idOf(payment.invoice)!,
        paymentRefs: [idOf(payment.payment?.charge), idOf(payment.payment?.payment_intent)].filter(
          (ref): ref is string => ref !== null,
        ),
      };
    }
    case 'charge.refunded': {
      const charge = parseObject(stripeChargeSchema, event);
      return {
        kind: 'reversal',
        reversal: 'refund',
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        invoiceId: idOf(charge.invoice),
        customerId: idOf(charge.customer),
        amount: charge.amount_refunded,
        full: charge.refunded || charge.amount_refunded >= charge.amount,
        currency: charge.currency.toLowerCase(),
        reason: null,
        occurredAt: fromUnix(event.created),
      };
    }
    case 'charge.dispute.created': {
      const dispute = parseObject(stripeDisputeSchema, event);
      return {
        kind: 'reversal',
        reversal: 'dispute',
        chargeId: idOf(dispute.charge)!,
        paymentIntentId: idOf(dispute.payment_intent),
        invoiceId: null,
        customerId: null,
        amount: dispute.amount,
        full: true,
        currency: dispute.currency.toLowerCase(),
        reason: dispute.reason ?? null,
        occurredAt: fromUnix(event.created),
      };
    }
    default:
      return { kind: 'ignored' };
  }
}
