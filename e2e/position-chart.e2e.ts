import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { DESKTOP, launchBrowser, MOBILE, newPage, snap } from './support/browser';
import { openPositions, signInAsAdmin } from './support/positions';

/** docs/positions.md, Position chart and Analytics: the chart in the details modal, the P&L views. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The next chart request of the page, with its query. */
function nextCandlesQuery(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((request) => request.url().includes('/api/market/candles?'))
    .then((request) => new URL(request.url()).searchParams);
}

/** Waits for the dialog's chart to be drawn (its canvas) and returns the dialog. */
async function chartDrawn(page: Page, interval: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(new RegExp(`^\\d+ candles? of ${interval} \\(UTC\\)`)).waitFor({ timeout: 30_000 });
  await dialog.getByTestId('position-chart').locator('canvas').first().waitFor();
  return dialog;
}

describe('the position chart', () => {
  it('opens from the Overview with its levels, switches interval, and passes axe', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Details' }) })
      .first();
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = await chartDrawn(page, '1m');
    await dialog.getByText('Current profit').waitFor();
    const levels = dialog.getByRole('group', { name: 'Price levels' });
    for (const label of ['SL', 'TP1', 'TP2', 'TP3', 'BE1']) {
      await levels.getByText(new RegExp(`^${label} `)).waitFor();
    }
    await levels.getByText(/^Entry/).waitFor();
    await dialog
      .getByRole('group', { name: 'Take profits' })
      .getByText(/^TP3 (hit|not hit)$/)
      .waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await snap(page, 'position-chart-overview');

    await dialog.getByText('5m', { exact: true }).click();
    await chartDrawn(page, '5m');
    await context.close();
  });

  it('opens from a history row with the final profit, beside the P&L charts and the per-pair table', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    const table = page.getByRole('table', { name: 'Position History' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    await page.getByTestId('cumulative-pnl-chart').locator('canvas').first().waitFor();
    await page.getByTestId('daily-pnl-chart').locator('canvas').first().waitFor();
    const pairs = page.getByRole('table', { name: /By pair/ });
    expect(await pairs.getByRole('row').count()).toBeGreaterThan(2);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await snap(page, 'analytics-pnl-desktop');

    await table.getByRole('row').nth(1).click();
    const dialog = await chartDrawn(page, '(1m|5m|15m|1h)');
    await dialog.getByText('Final profit').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await snap(page, 'position-chart-history');
    await context.close();
  });

  it('fits 375 px with the chart open', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    await page.getByRole('table', { name: /By pair/ }).waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, 'analytics-pnl-mobile');
    await page.getByRole('table', { name: 'Position History' }).getByRole('row').nth(1).click();
    await chartDrawn(page, '(1m|5m|15m|1h)');
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, 'position-chart-mobile');
    await context.close();
  });

  it("draws a spot position's chart on spot candles, at 1280 and at 375 px", async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signInAsAdmin(page);
      const spotSymbols = (await openPositions(page)).filter((p) => p.isSpot).map((p) => p.symbol);
      expect(spotSymbols.length).toBeGreaterThan(0);
      // The Spot list comes after the Futures one: on phones its cards hold the last 'See details' buttons.
      const details =
        viewport === MOBILE
          ? page.getByRole('button', { name: 'See details' }).last()
          : page
              .getByRole('table', { name: 'Spot Positions table' })
              .getByRole('button', { name: 'Details' })
              .first();
      await details.waitFor({ timeout: 30_000 });
      const asked = nextCandlesQuery(page);
      await details.click();
      const query = await asked;
      expect(query.get('market')).toBe('spot');
      expect(spotSymbols).toContain(query.get('symbol'));
      await chartDrawn(page, '(1m|5m|15m|1h)');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await snap(page, `position-chart-spot-${name}`);
      await context.close();
    }
  });

  it("shows the server's stored-candles note above a futures chart, with a Retry", async () => {
    const note = 'The exchange did not answer: stored candles only.';
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      // The demo's exchange does not fail: its answer is given the flag a failed exchange call adds.
      await page.route('**/api/market/candles?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, data: { ...body.data, partial: { note } } } });
      });
      await signInAsAdmin(page);
      const detailsName = viewport === MOBILE ? 'See details' : 'Details';
      await page.getByRole('button', { name: detailsName }).first().click({ timeout: 30_000 });
      const dialog = await chartDrawn(page, '(1m|5m|15m|1h)');
      await dialog.getByText(note).waitFor();
      const retry = dialog.getByRole('button', { name: 'Retry' });
      const asked = nextCandlesQuery(page);
      await retry.click();
      expect((await asked).get('market')).toBe('futures');
      await dialog.getByText(note).waitFor();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await snap(page, `position-chart-stored-only-${name}`);
      await context.close();
    }
  });
});
