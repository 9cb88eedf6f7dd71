import {
  type StripeEvent,
  stripeCheckoutSessionSchema,
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
      customerId: string | null;
      clientReferenceId: string | null;
      email: string | null;
      /** The checkout took the money (or needed none): the subscriber has access from now. */
      paid: boolean;
    }
  | {
      kind: 'subscription';
      customerId: string;
      /** Stripe's status; a deleted subscription is `canceled`. */
      status: string;
      priceId: string | null;
      periodEnd: Date | null;
    }
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
      /** End of the period the invoice's subscription line pays for. */
      periodEnd: Date | null;
    }
  | { kind: 'ignored' };

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

function subscriptionChange(event: StripeEvent): StripeChange {
  const subscription = parseObject(stripeSubscriptionSchema, event);
  const deleted = event.type === 'customer.subscription.deleted';
  const periodEnd = deleted
    ? (subscription.ended_at ?? subscriptionPeriodEnd(subscription))
    : subscriptionPeriodEnd(subscription);
  return {
    kind: 'subscription',
    customerId: idOf(subscription.customer)!,
    status: deleted ? 'canceled' : subscription.status,
    priceId: idOf(subscription.items?.data[0]?.price),
    periodEnd: periodEnd === null ? null : fromUnix(periodEnd),
  };
}

function invoiceChange(event: StripeEvent, status: 'paid' | 'failed'): StripeChange {
  const invoice = parseObject(stripeInvoiceSchema, event);
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((item) => item.pricing?.price_details?.price || item.price) ?? lines[0];
  const paidAt = invoice.status_transitions?.paid_at;
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
    periodEnd: line?.period ? fromUnix(line.period.end) : null,
  };
}

/** The change a verified event asks for; events of other types change nothing. Throws 400 on a malformed object. */
export function stripeChangeOf(event: StripeEvent): StripeChange {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = parseObject(stripeCheckoutSessionSchema, event);
      return {
        kind: 'checkout',
        customerId: idOf(session.customer),
        clientReferenceId: session.client_reference_id ?? null,
        email: session.customer_details?.email ?? session.customer_email ?? null,
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChange(event);
    case 'invoice.paid':
      return invoiceChange(event, 'paid');
    case 'invoice.payment_failed':
      return invoiceChange(event, 'failed');
    default:
      return { kind: 'ignored' };
  }
}
