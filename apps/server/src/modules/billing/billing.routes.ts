import {
  matchCustomerParamsSchema,
  matchCustomerRequestSchema,
  unmatchedCustomersResponseSchema,
} from '@signaldesk/contracts/billing';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import { subscriberActionResponseSchema } from '@signaldesk/contracts/subscribers';
import type { AppInstance } from '../../app-types';
import { actorOf, passOnChange } from '../users';
import { listUnmatchedCustomers, matchCustomer } from './billing.service';

/** The to-match list of Stripe customers and matching one by hand (docs/billing.md, To match). admin1 only. */
export async function billingRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  app.get(
    '/api/billing/unmatched',
    { schema: { response: { 200: unmatchedCustomersResponseSchema } } },
    async () => ({ success: true as const, data: await listUnmatchedCustomers(db) }),
  );

  app.post(
    '/api/billing/unmatched/:customerId/match',
    {
      schema: {
        params: matchCustomerParamsSchema,
        body: matchCustomerRequestSchema,
        response: {
          200: subscriberActionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await matchCustomer(
        db,
        actorOf(request),
        request.params.customerId,
        request.body.userId,
        new Date(now()),
      );
      if (result.changed) await passOnChange(app, request, result.user.id);
      return { success: true as const, data: result.user };
    },
  );
}
