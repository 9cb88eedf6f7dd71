import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scrollsSideways, seriousViolations, sidewaysOverflow } from './support/accessibility';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';
import { E2E_STRIPE_WEBHOOK_SECRET } from './support/demo-server';
import { deliverToBot, E2E_TELEGRAM_GROUP_ID, receivedByTelegram } from './support/telegram';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ListedUser {
  id: number;
  email: string;
  isSubscribed: boolean;
}

/** Posts a Stripe event as Stripe does: its JSON body signed now with the demo server's secret. */
async function sendStripeEvent(page: Page, type: string, object: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_e2e_${type}_${now}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: now,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_WEBHOOK_SECRET });
  const response = await page.request.post('/api/billing/stripe-webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(response.status()).toBe(200);
  return (await response.json()).outcome as string;
}

/** A paid monthly Checkout for the subscriber, then the subscription Stripe created: both applied. */
async function subscribe(
  page: Page,
  subscriber: ListedUser,
  story: { customer: string; subscription: string; periodEnd: number },
) {
  expect(
    await sendStripeEvent(page, 'checkout.session.completed', {
      id: `cs_for_${story.subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(subscriber.id),
      customer: story.customer,
      customer_details: { email: subscriber.email },
      payment_status: 'paid',
      subscription: story.subscription,
    }),
  ).toBe('applied');
  expect(
    await sendStripeEvent(page, 'customer.subscription.created', {
      id: story.subscription,
      object: 'subscription',
      customer: story.customer,
      status: 'active',
      items: { data: [{ price: { id: 'price_demo_monthly' }, current_period_end: story.periodEnd }] },
    }),
  ).toBe('applied');
}

async function signIn(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
}

/** A subscriber the demo has as not subscribed (a different one for each journey). */
async function inactiveSubscriber(page: Page, index: number): Promise<ListedUser> {
  const response = await page.request.get('/api/users?status=not_subscribed&sort=email&page=1&pageSize=10');
  return (await response.json()).data[index];
}

const GROUP_STATUS = 'Statut dans le groupe';

/**
 * Reloads the subscriber's page until its Telegram panel shows `status` in the group: the queue sends to Telegram
 * on its own time, the page reads it on load.
 */
async function waitForGroupStatus(page: Page, status: string) {
  const badge = page.getByLabel(new RegExp(`^${GROUP_STATUS} : `));
  await expect
    .poll(
      async () => {
        await page.reload();
        await badge.waitFor();
        return badge.getAttribute('aria-label');
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(`${GROUP_STATUS} : ${status}`);
}

describe('Subscribers and Stripe', () => {
  it('a signed Stripe event makes a subscriber Actif; ending it removes them from the Telegram group, as their page shows', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page);
    const subscriber = await inactiveSubscriber(page, 0);
    const customer = `cus_e2e_${subscriber.id}`;
    const telegramUrl = inject('telegramUrl');
    const telegramUser = { id: 880_000 + subscriber.id, username: `e2e_subscriber_${subscriber.id}` };

    // Stripe tells the server about the checkout, then about the subscription it created.
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    await subscribe(page, subscriber, { customer, subscription: `sub_e2e_${subscriber.id}`, periodEnd });

    // The Users screen lists them as Actif, on the monthly plan.
    await page.goto('/dashboard/users');
    await page.getByLabel('Rechercher').fill(subscriber.email);
    const table = page.getByRole('table', { name: 'Liste des utilisateurs' });
    const row = table.getByRole('row').filter({ hasText: subscriber.email });
    await row.getByText('Actif', { exact: true }).waitFor();
    expect(await row.getByText('MONTHLY').count()).toBe(1);

    // Their page: details, then their Telegram username; a bare /start from it links them to the bot, which
    // invites them to the paid group (docs/telegram.md).
    await row.getByRole('link').click();
    await page.waitForURL(`**/dashboard/users/${subscriber.id}`);
    await page.getByRole('heading', { name: subscriber.email }).waitFor();
    expect(await page.getByText(customer).count()).toBe(1);
    await page.getByLabel('Nom Telegram').fill(`@${telegramUser.username}`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Nom Telegram : Terminé').waitFor();
    await deliverToBot(telegramUrl, telegramUser, '/start');
    await waitForGroupStatus(page, 'Invité');
    await page.getByText('Conversation avec le bot : Oui').waitFor();

    // Ending the subscription removes them from the group: a ban, then the unban that lets them come back.
    await page.getByRole('button', { name: "Terminer l'abonnement" }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer' });
    await dialog.getByRole('button', { name: "Terminer l'abonnement" }).click();
    await page.getByText("Terminer l'abonnement : Terminé").waitFor();
    await waitForGroupStatus(page, 'Retiré');
    await page.getByText('Inactif', { exact: true }).first().waitFor();
    const deliveries = page.getByRole('table', { name: 'Envois' });
    await deliveries.getByRole('row').filter({ hasText: 'Retrait' }).getByText('Envoyé').waitFor();
    const access = (await receivedByTelegram(telegramUrl)).filter(
      (call) => call.body.user_id === telegramUser.id && String(call.body.chat_id) === E2E_TELEGRAM_GROUP_ID,
    );
    expect(access.map((call) => call.method)).toEqual(['banChatMember', 'unbanChatMember']);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'subscriber-desktop');

    // On a phone the deliveries hold their status on screen: neither the page nor the table scrolls sideways.
    await page.setViewportSize(MOBILE);
    await page.reload();
    const sent = deliveries.getByRole('row').filter({ hasText: 'Retrait' }).first().getByText('Envoyé');
    await sent.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    const box = await sent.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(
      await deliveries.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)),
    ).toBeLessThanOrEqual(0);
    await snap(page, 'subscriber-telegram-375');
    await page.setViewportSize(DESKTOP);

    // Back on the list, they read Inactif.
    await page.getByRole('link', { name: 'Retour aux utilisateurs' }).click();
    await page.getByLabel('Rechercher').fill(subscriber.email);
    await table
      .getByRole('row')
      .filter({ hasText: subscriber.email })
      .getByText('Inactif', { exact: true })
      .waitFor();
    await context.close();
  });

  it('keeps an unknown Stripe customer in the to-match list and matches it to a subscriber (375 px)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page);
    const subscriber = await inactiveSubscriber(page, 1);
    const email = `stranger-${Date.now()}@example.com`;
    expect(
      await sendStripeEvent(page, 'checkout.session.completed', {
        id: 'cs_e2e_stranger',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: null,
        customer: 'cus_e2e_stranger',
        customer_details: { email },
        payment_status: 'paid',
        subscription: 'sub_e2e_stranger',
      }),
    ).toBe('unmatched');
    await page.goto('/dashboard/users');
    const list = page.getByRole('list', { name: 'Clients Stripe à associer' });
    const card = list.getByRole('listitem').filter({ hasText: email });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'users-to-match-mobile');
    await card.getByRole('combobox', { name: 'Abonné à associer' }).fill(subscriber.email);
    await page.getByRole('option', { name: subscriber.email }).click();
    await card.getByRole('button', { name: 'Associer' }).click();
    await page.getByText(`cus_e2e_stranger → ${subscriber.email}`).waitFor();
    await page.getByText('Aucun client Stripe à associer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('"Expirent sous 7 jours" opens the list of those subscribers', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page);
    const counts = (await (await page.request.get('/api/users/counts')).json()).data;
    await page.goto('/dashboard/users');
    await page.getByRole('link', { name: 'Expirent sous 7 jours' }).click();
    await page.waitForURL('**/dashboard/users?expiring=soon');
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`sur ${counts.expiringSoon} utilisateurs`) })
      .waitFor();
    await context.close();
  });

  /** The three widths the Users screen and a subscriber's page are checked at, in a French browser. */
  const WIDTHS = [
    { name: '1280', size: DESKTOP },
    { name: '1024', size: { width: 1024, height: 800 } },
    { name: '375', size: MOBILE },
  ];

  async function frenchPage(size: { width: number; height: number }) {
    const context = await browser.newContext({ viewport: size, baseURL: baseUrl(), locale: 'fr-FR' });
    return { context, page: await context.newPage() };
  }

  it('a full refund ends the access the payment gave, and the page says why (1280, 1024, 375 px)', async () => {
    const { context, page } = await frenchPage(DESKTOP);
    await signIn(page);
    const subscriber = await inactiveSubscriber(page, 3);
    const tag = `${subscriber.id}_${Date.now()}`;
    const customer = `cus_e2e_refund_${tag}`;
    const subscription = `sub_e2e_refund_${tag}`;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 24 * 3600;
    const invoiceId = `in_e2e_refund_${tag}`;
    const charge = `ch_e2e_refund_${tag}`;
    await subscribe(page, subscriber, { customer, subscription, periodEnd });
    // The invoice in the API shape before 2025-03-31: it names its charge, as the charge names it.
    await sendStripeEvent(page, 'invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      customer,
      subscription,
      charge,
      currency: 'eur',
      amount_paid: 2990,
      amount_due: 2990,
      created: now - 60,
      status_transitions: { paid_at: now - 30 },
      lines: { data: [{ period: { start: now, end: periodEnd }, price: { id: 'price_demo_monthly' } }] },
    });
    expect(
      await sendStripeEvent(page, 'charge.refunded', {
        id: charge,
        object: 'charge',
        customer,
        invoice: invoiceId,
        payment_intent: null,
        amount: 2990,
        amount_refunded: 2990,
        refunded: true,
        currency: 'eur',
      }),
    ).toBe('applied');
    await page.goto(`/dashboard/users/${subscriber.id}`);
    await page.getByRole('heading', { name: subscriber.email }).waitFor();
    await page.getByText('Paiement remboursé', { exact: true }).waitFor();
    const payments = page.getByRole('table', { name: 'Paiements' });
    const row = payments.getByRole('row').filter({ hasText: invoiceId });
    await row.getByText('Remboursé', { exact: true }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize(width.size);
      await page.reload();
      await page.getByText('Paiement remboursé', { exact: true }).waitFor();
      await page.getByLabel(new RegExp(`^${GROUP_STATUS} : `)).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The payment's status stays on screen, not in a table to scroll sideways, and its words are not cut.
      const status = row.getByText('Remboursé', { exact: true });
      const box = await status.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width.size.width);
      expect(await status.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `subscriber-refunded-${width.name}`);
    }
    await context.close();
  });

  it('a customer who paid with no subscriber heads the to-match list, counted in the header (1280, 1024, 375 px)', async () => {
    const { context, page } = await frenchPage(DESKTOP);
    await signIn(page);
    const subscriber = await inactiveSubscriber(page, 4);
    const tag = String(Date.now());
    const customer = `cus_e2e_paid_${tag}`;
    const email = `paid-${tag}@example.com`;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 24 * 3600;
    expect(
      await sendStripeEvent(page, 'invoice.paid', {
        id: `in_e2e_paid_${tag}`,
        object: 'invoice',
        customer,
        customer_email: email,
        parent: { subscription_details: { subscription: `sub_e2e_paid_${tag}` } },
        currency: 'eur',
        amount_paid: 2990,
        amount_due: 2990,
        created: now - 60,
        status_transitions: { paid_at: now - 30 },
        lines: {
          data: [
            {
              period: { start: now, end: periodEnd },
              pricing: { price_details: { price: 'price_demo_monthly' } },
            },
          ],
        },
      }),
    ).toBe('unmatched');
    for (const width of WIDTHS) {
      await page.setViewportSize(width.size);
      await page.goto('/dashboard/users');
      const count = page.getByRole('link', { name: /^Clients Stripe à associer : \d+$/ });
      await count.waitFor();
      const list = page.getByRole('list', { name: 'Clients Stripe à associer' });
      const first = list.getByRole('listitem').first();
      await first.getByText(email).waitFor();
      await first.getByText('Payé, sans accès').waitFor();
      await first.getByText(/29,90\s€ · \d{2}\/\d{2}\/\d{4}/).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `users-paid-no-access-${width.name}`);
    }
    // The header's count leads to the list; matching gives the subscriber the month paid for.
    await page.getByRole('link', { name: /^Clients Stripe à associer : \d+$/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('clients-stripe-a-associer');
    const card = page.getByRole('list', { name: 'Clients Stripe à associer' }).getByRole('listitem').filter({
      hasText: email,
    });
    await card.getByRole('combobox', { name: 'Abonné à associer' }).fill(subscriber.email);
    await page.getByRole('option', { name: subscriber.email }).click();
    await card.getByRole('button', { name: 'Associer' }).click();
    await page.getByText(`${customer} → ${subscriber.email}`).waitFor();
    const matched = (await (await page.request.get(`/api/users/${subscriber.id}`)).json()).data.user;
    expect(matched).toMatchObject({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: new Date(periodEnd * 1000).toISOString(),
    });
    await context.close();
  });

  for (const viewport of [
    { name: '1024', size: { width: 1024, height: 800 } },
    { name: 'mobile', size: MOBILE },
  ]) {
    it(`fits the subscriber page at ${viewport.name}`, async () => {
      const { context, page } = await newPage(browser, viewport.size);
      await signIn(page);
      const subscriber = await inactiveSubscriber(page, 2);
      await page.goto(`/dashboard/users/${subscriber.id}`);
      await page.getByRole('heading', { name: subscriber.email }).waitFor();
      await page.getByLabel(new RegExp(`^${GROUP_STATUS} : `)).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `subscriber-${viewport.name}`);
      await context.close();
    });
  }
});
