import type { PlanPrices } from '@signaldesk/core/billing/subscription-rules';
import type { Database } from '../../db/client';
import { databaseParameters } from '../trading-parameters/trading-parameters.service';

/** The plans' Stripe price ids, read from the trading parameters on every event (a change needs no restart). */
export async function readPlanPrices(db: Database): Promise<PlanPrices> {
  const values = await databaseParameters(db).read();
  return { monthly: values.text('STRIPE_MONTHLY_PRICE_ID'), yearly: values.text('STRIPE_YEARLY_PRICE_ID') };
}
