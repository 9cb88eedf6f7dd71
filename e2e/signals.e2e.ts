import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';
import { createWebhookSource, postSignal } from './support/signals';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openSignals(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: 'Signals' }).first().click();
  await page.waitForURL('**/dashboard/signals');
  await page.getByRole('heading', { name: 'Live feed' }).waitFor();
  // Away from the sidebar, whose tooltip would cover the page in the screenshots.
  await page.mouse.move(600, 700);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

/** A webhook source with one signal, through the API, so each journey has a feed of its own to look at. */
async function seedSignal(page: Page): Promise<string> {
  const name = `E2E seed ${Date.now()}`;
  const created = await page.request.post('/api/signal-sources', { data: { name, kind: 'webhook' } });
  expect(created.status()).toBe(201);
  const { apiKey } = (await created.json()).data as { apiKey: string };
  expect(await postSignal(page, apiKey, { symbol: 'ETHUSDT', direction: 'SHORT' })).toBe(202);
  return name;
}

describe('Signals', () => {
  it('creates a webhook source, receives a signal with its key, shows it waiting, and revokes the source', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignals(page);
    const name = `E2E hook ${Date.now()}`;

    // Create: the key is shown once, with Copy.
    const { apiKey, keyDialog } = await createWebhookSource(page, name);
    await keyDialog.getByRole('button', { name: 'Copy API key' }).click();
    await keyDialog.getByRole('button', { name: 'Copied API key' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    await page.getByText('Source created').first().waitFor();
    await snap(page, 'signals-key');
    expect(await seriousViolations(page)).toEqual([]);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'hidden' });

    // A signal posted with the key appears in the feed without a reload, waiting.
    expect(await postSignal(page, apiKey, { symbol: 'BTCUSDT', direction: 'LONG' })).toBe(202);
    const feed = page.getByRole('table', { name: 'Signals feed' });
    const row = feed.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toMatch(
      /BTCUSDT\s+LONG\s+waiting\s+(Search starts in|Searching an entry)/i,
    );
    const sources = page.getByRole('table', { name: 'Signal sources' });
    await sources
      .getByRole('row')
      .filter({ hasText: name })
      .getByText('0 (0.0%)')
      .waitFor({ timeout: 15_000 });

    // Filter by this source.
    await page.getByPlaceholder('All sources').click();
    await page.getByRole('option', { name }).click();
    await expect.poll(() => feed.getByRole('row').count()).toBe(2);
    await snap(page, 'signals-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Revoke, after confirmation: the key stops working.
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByText(`Revoke ${name}?`, { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Source revoked').first().waitFor();
    await sources.getByRole('row').filter({ hasText: name }).getByText('revoked').waitFor();
    expect(await postSignal(page, apiKey, { symbol: 'BTCUSDT', direction: 'LONG' })).toBe(401);
    await context.close();
  });

  it('fits 1024 px', async () => {
    const { context, page } = await newPage(browser, { width: 1024, height: 800 });
    await openSignals(page);
    const name = await seedSignal(page);
    // The poll brings it in without a reload.
    await page
      .getByRole('table', { name: 'Signals feed' })
      .getByRole('row')
      .filter({ hasText: name })
      .waitFor({ timeout: 15_000 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'signals-1024');
    await context.close();
  });

  it('shows the feed as cards at 375 px, without sideways scroll', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    await seedSignal(page);
    await page.goto('/dashboard/signals');
    await page.getByRole('list', { name: 'Signals feed' }).waitFor();
    await page.getByRole('list', { name: 'Signal sources' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'signals-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('is not shown to admin2', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await signInThroughForm(page, 'backtester');
    await page.waitForURL('**/dashboard/backtesting');
    expect(await page.getByRole('link', { name: 'Signals' }).count()).toBe(0);
    await page.goto('/dashboard/signals');
    await page.waitForURL('**/dashboard/backtesting');
    expect((await page.request.get('/api/signals')).status()).toBe(403);
    await context.close();
  });
});
