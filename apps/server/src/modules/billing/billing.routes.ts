import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { actorOf, passOnChange } from '../users';
import { listUnmatchedCustomers, matchCustomer } from './billing.service';

/** The to-match list of Stripe customers and matching one by hand (docs/billing.md, To match). admin1 only. */
export async function billingRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  route(app, endpoints.unmatchedCustomers, async () => ({
    success: true as const,
    data: await listUnmatchedCustomers(db),
  }));

  route(app, endpoints.matchCustomer, async (request) => {
    const result = await matchCustomer(
      db,
      actorOf(request),
      request.params.customerId,
      request.body.userId,
      new Date(now()),
    );
    if (result.changed) await passOnChange(app, request, result.user.id);
    return { success: true as const, data: result.user };
  });
}
