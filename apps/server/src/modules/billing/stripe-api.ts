import { stripeSubscriptionSchema } from '@signaldesk/contracts/billing';
import Stripe from 'stripe';
import { type SubscriptionSnapshot, subscriptionSnapshot } from './stripe-event';

/** How long one read of the Stripe API may take before the event body is used instead. */
const STRIPE_API_TIMEOUT_MS = 10_000;

/** Reads a subscription's current state from the Stripe API (docs/billing.md, The Stripe API). */
export type SubscriptionReader = (subscriptionId: string, at: Date) => Promise<SubscriptionSnapshot>;

/**
 * A reader through the official SDK with this secret key, against `apiBase` (`STRIPE_API_BASE`: Stripe's own host,
 * or a server that speaks its API). The answer is checked as an event's subscription is; a subscription that does
 * not exist, a refused key or a timeout throw.
 */
export function stripeSubscriptionReader(secretKey: string, apiBase: string): SubscriptionReader {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 1,
    timeout: STRIPE_API_TIMEOUT_MS,
    telemetry: false,
  });
  return async (subscriptionId, at) => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    return subscriptionSnapshot(stripeSubscriptionSchema.parse(subscription), at);
  };
}
