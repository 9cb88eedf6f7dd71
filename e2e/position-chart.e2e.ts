import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, snap } from './support/browser';
import { signInAsAdmin } from './support/positions';

/** docs/positions.md, Position chart and Analytics: the chart in the details modal, the P&L views. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
});
