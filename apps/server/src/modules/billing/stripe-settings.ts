import type { PlanPrices } from '@signaldesk/core/billing/subscription-rules';
import type { Database } from '../../db/client';
import { databaseParameters } from '../trading-parameters';

/** What the webhook reads of the trading parameters on every event, so a change needs no restart. */
export interface StripeSettings {
  /** The plans' Stripe price ids. */
  prices: PlanPrices;
  /** The secret API key; empty: the server makes no call to Stripe (docs/billing.md, Configuration). */
  secretKey: string;
}

export async function readStripeSettings(db: Database): Promise<StripeSettings> {
  const values = await databaseParameters(db).read();
  return {
    prices: {
      monthly: values.text('STRIPE_MONTHLY_PRICE_ID'),
      yearly: values.text('STRIPE_YEARLY_PRICE_ID'),
    },
    secretKey: values.text('STRIPE_SECRET_KEY'),
  };
}
