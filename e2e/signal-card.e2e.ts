import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';
import { createWebhookSource } from './support/signals';

// One journey (docs/signals.md, A TradingView alert; The signal card): create a source, copy the hook URL and the
// alert message from the key dialog, post the alert as TradingView does (text/plain, the key in the URL), then open
// the signal's card from the feed.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The state badge lies wholly inside the card and its text is not clipped. */
async function badgeUncut(card: Locator, page: Page): Promise<void> {
  const badge = card.getByText('Waiting', { exact: true }).first();
  await badge.waitFor();
  const [box, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
  expect(box && cardBox).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

describe('The signal card', () => {
  it('create a source, paste its URL and alert, post a TradingView alert, open the card from the feed', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/signals');
    await page.getByRole('heading', { name: 'Live feed' }).waitFor();
    await page.mouse.move(600, 700);

    // The key dialog: the hook URL and a ready-to-paste alert, each copied as TradingView's form wants them.
    const name = `E2E card ${Date.now()}`;
    const { apiKey, keyDialog } = await createWebhookSource(page, name);
    await keyDialog.getByRole('button', { name: 'Copy Webhook URL' }).click();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`/api/signals/hook/${apiKey}$`));
    await keyDialog.getByRole('button', { name: 'Copy Alert message' }).click();
    await keyDialog.getByRole('button', { name: 'Copied Alert message' }).waitFor();
    const alert = await page.evaluate(() => navigator.clipboard.readText());
    expect(alert).toContain('{{strategy.order.action}}');
    expect(await seriousViolations(page)).toEqual([]);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'hidden' });

    // TradingView fills the placeholders and posts the message as text/plain to the URL, with no header.
    const prices = await page.request.get('/api/market/last-prices?symbols=BTCUSDT');
    const close = (await prices.json()).data.BTCUSDT as number;
    const body = alert
      .replaceAll('{{ticker}}', 'BINANCE:BTCUSDT.P')
      .replace('{{strategy.order.action}}', 'buy')
      .replace('{{close}}', String(close))
      .replace('{{timenow}}', new Date().toISOString());
    const posted = await page.request.post(url, { headers: { 'content-type': 'text/plain' }, data: body });
    expect(posted.status()).toBe(202);
    // The same alert again (a retry) is the same signal.
    const again = await page.request.post(url, { headers: { 'content-type': 'text/plain' }, data: body });
    expect((await again.json()).data.id).toBe((await posted.json()).data.id);

    // The feed shows it; a click on its row opens the card.
    const row = page.getByRole('table', { name: 'Signals feed' }).getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.count()).toBe(1);
    await row.getByRole('cell').first().click();
    const card = page.getByRole('dialog', { name: /^Signal #\d+$/ });
    await card.getByRole('table', { name: 'What was read' }).waitFor();
    expect(await card.getByRole('table', { name: 'What was read' }).innerText()).toMatch(/Entry\s+[\d,.]+/);
    expect(await card.innerText()).toMatch(/BTCUSDT\s+LONG\s+waiting/i);
    expect(await card.innerText()).toMatch(/Waiting on\s+The (wait before|entry pattern search)/);
    expect(await card.innerText()).toContain('"ticker": "BINANCE:BTCUSDT.P"');
    await card.getByText('No updates from the source yet.').waitFor();
    await card.getByText('No position: the signal has not entered.').waitFor();
    await badgeUncut(card, page);
    await snap(page, 'signal-card-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // 1024 and 375 px: the badge is never cut.
    await page.setViewportSize({ width: 1024, height: 800 });
    await badgeUncut(card, page);
    await snap(page, 'signal-card-1024');
    await page.setViewportSize(MOBILE);
    await badgeUncut(card, page);
    await snap(page, 'signal-card-375');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
