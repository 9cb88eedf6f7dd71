import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';
import { buildBillingApp, checkoutCompleted, postEvent } from './stripe-fixture';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildBillingApp({ secret: null }));
});
afterAll(() => t.close());

describe('a server without Telegram group access nor a Stripe signing secret', () => {
  it('says Telegram is not configured on the subscriber page, and refuses to resend an invite (503)', async () => {
    const telegram = await get(t, '/api/users/1/telegram', admin);
    expect(telegram.json().data).toEqual({
      configured: false,
      groupStatus: 'unknown',
      chatLinked: false,
      deliveries: [],
    });
    const invite = await post(t, '/api/users/1/resend-invite', admin, {});
    expect(invite.statusCode).toBe(503);
    expect(invite.json()).toEqual({
      success: false,
      code: 'NOT_CONFIGURED',
      error: 'Telegram group access is not configured on this server',
      reason: 'telegram.groupAccessOff',
    });
  });

  it('lists the subscribed ending within 7 days with expiring=soon, as many as the counts say', async () => {
    const soon = async () => {
      const list = await get(t, '/api/users?expiring=soon&page=1&sort=subscriptionEndDate&order=asc', admin);
      return {
        total: list.json().total,
        emails: list.json().data.map((user: { email: string }) => user.email),
      };
    };
    // alice ends 2026-11-25 12:00 and frank 2026-11-28 12:00 (3 and 6 days ahead); carol in 200 days; dan lapsed.
    expect(await soon()).toEqual({ total: 2, emails: ['alice@example.com', 'frank@example.net'] });
    expect((await get(t, '/api/users/counts', admin)).json().data.expiringSoon).toBe(2);
    expect((await get(t, '/api/users?expiring=later', admin)).statusCode).toBe(400);

    // Ending alice's subscription (nothing to pass on to Telegram here) takes her off the list.
    const ended = await post(t, '/api/users/1/end', admin, {});
    expect(ended.json().data.isSubscribed).toBe(false);
    expect(await soon()).toEqual({ total: 1, emails: ['frank@example.net'] });
  });

  it('answers the Stripe webhook 503 and applies nothing', async () => {
    const response = await postEvent(
      t,
      checkoutCompleted('evt_unconfigured', { clientReferenceId: '2', customer: 'cus_x' }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('NOT_CONFIGURED');
    expect((await get(t, '/api/users/2', admin)).json().data.user.isSubscribed).toBe(false);
  });
});
