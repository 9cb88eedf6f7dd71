import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
}

/** Saves one panel's screenshot under e2e/screenshots for a person to look at (not compared). */
async function snapPanel(panel: Locator, name: string): Promise<void> {
  await panel.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)) });
}

/** The two panels this journey checks with axe-core. */
const PANELS = [
  'section[aria-labelledby="bitcoin-analysis-title"]',
  'section[aria-labelledby="altcoin-analysis-title"]',
];
const bitcoinPanel = (page: Page) => page.getByRole('region', { name: 'Bitcoin Analysis' });
const altcoinPanel = (page: Page) => page.getByRole('region', { name: 'Altcoin Analysis' });

describe('market analyses on the Overview', () => {
  it('loads both panels, opens both reports and the chart, with no serious accessibility issue', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);

    const bitcoin = bitcoinPanel(page);
    await bitcoin.getByRole('button', { name: 'Load Bitcoin Analysis' }).click();
    await bitcoin.getByText('Action now').waitFor({ timeout: 30_000 });
    expect(
      await bitcoin
        .getByText(/^\$\d{2,3},\d{3}\.\d{2}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    const verdict = await bitcoin
      .getByText('Action now')
      .locator('xpath=following-sibling::*[1]')
      .innerText();
    expect(['BUY', 'SELL', 'WAIT']).toContain(verdict.trim());
    expect(await bitcoin.getByLabel('Predictions').innerText()).toMatch(/15min[\s\S]*1h[\s\S]*4h[\s\S]*24h/);

    await bitcoin.getByRole('button', { name: 'AI Report' }).click();
    const bitcoinReport = bitcoin.getByRole('region', { name: 'Bitcoin AI report' });
    await bitcoinReport.waitFor({ timeout: 30_000 });
    expect(await bitcoinReport.innerText()).toContain('Written by the built-in analyst');
    expect(await bitcoinReport.locator('p').count()).toBeGreaterThanOrEqual(3);

    await bitcoin.getByRole('button', { name: 'Comprehensive Analysis' }).click();
    const chart = bitcoin.getByTestId('bitcoin-chart');
    await chart.waitFor({ timeout: 30_000 });
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await bitcoin.getByText('4h', { exact: true }).first().click();
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Each timeframe's call badge shows its whole word, and the call cell holds the badge and its confidence.
    const calls = await bitcoin
      .getByRole('region', { name: 'Indicators by timeframe' })
      .locator('tbody tr:first-child td')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const badge = cell.querySelector('.mantine-Badge-label') as HTMLElement;
          return {
            badgeClipped: badge.scrollWidth > badge.clientWidth,
            cellOverflows: cell.scrollWidth > cell.clientWidth,
          };
        }),
      );
    expect(calls).toEqual(Array(3).fill({ badgeClipped: false, cellOverflows: false }));

    const altcoins = altcoinPanel(page);
    await altcoins.getByRole('button', { name: 'Load Altcoin Analysis' }).click();
    const figures = altcoins.getByLabel('Altcoin market figures');
    await figures.waitFor({ timeout: 30_000 });
    expect(await figures.innerText()).toMatch(/Market trend[\s\S]*Sentiment[\s\S]*Altcoin season/);
    await altcoins.getByRole('tab', { name: 'Top Gainers' }).click();
    await altcoins.getByRole('tab', { name: 'Overview' }).click();
    await altcoins.getByRole('button', { name: 'AI Report' }).click();
    const altReport = altcoins.getByRole('region', { name: 'Altcoin AI report' });
    await altReport.waitFor({ timeout: 30_000 });
    expect(await altReport.innerText()).toMatch(/Across \d+ altcoins/);

    await bitcoin.scrollIntoViewIfNeeded();
    await snap(page, 'analyses-desktop-1280');
    await snapPanel(bitcoin, 'analyses-bitcoin-1280');
    await snapPanel(altcoins, 'analyses-altcoin-1280');
    expect(await seriousViolations(page, PANELS)).toEqual([]);

    await page.setViewportSize({ width: 1024, height: 900 });
    await snap(page, 'analyses-desktop-1024');
    await snapPanel(bitcoin, 'analyses-bitcoin-1024');
    await context.close();
  });

  it('shows the error with a Retry button that loads the panel again', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    // The exchange is down until the person retries (the client's own single retry fails too).
    let failing = true;
    await page.route('**/api/bitcoin-analysis/quick', async (route) => {
      if (failing) {
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'UPSTREAM_ERROR',
            error: 'The exchange failed: test outage',
          }),
        });
        return;
      }
      await route.continue();
    });
    const bitcoin = bitcoinPanel(page);
    await bitcoin.getByRole('button', { name: 'Load Bitcoin Analysis' }).click();
    await bitcoin.getByText('Error: The exchange failed: test outage').waitFor({ timeout: 30_000 });
    failing = false;
    await bitcoin.getByRole('button', { name: 'Retry' }).click();
    await bitcoin.getByText('Action now').waitFor({ timeout: 30_000 });
    expect(await bitcoin.getByText(/^Error:/).count()).toBe(0);
    await context.close();
  });

  it('stacks the panels on a phone without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signInAsAdmin(page);
    const bitcoin = bitcoinPanel(page);
    await bitcoin.getByRole('button', { name: 'Load Bitcoin Analysis' }).click();
    await bitcoin.getByText('Action now').waitFor({ timeout: 30_000 });
    await bitcoin.getByRole('button', { name: 'AI Report' }).click();
    await bitcoin.getByRole('region', { name: 'Bitcoin AI report' }).waitFor({ timeout: 30_000 });
    await bitcoin.getByRole('button', { name: 'Comprehensive Analysis' }).click();
    await bitcoin.getByTestId('bitcoin-chart').waitFor({ timeout: 30_000 });
    const altcoins = altcoinPanel(page);
    await altcoins.getByRole('button', { name: 'Load Altcoin Analysis' }).click();
    await altcoins.getByLabel('Altcoin market figures').waitFor({ timeout: 30_000 });

    const bitcoinBox = await bitcoin.boundingBox();
    const altcoinBox = await altcoins.boundingBox();
    expect(altcoinBox!.y).toBeGreaterThan(bitcoinBox!.y + bitcoinBox!.height - 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await bitcoin.scrollIntoViewIfNeeded();
    await snap(page, 'analyses-mobile-375');
    await snapPanel(bitcoin, 'analyses-bitcoin-375');
    await snapPanel(altcoins, 'analyses-altcoin-375');
    expect(await seriousViolations(page, PANELS)).toEqual([]);
    await context.close();
  });
});
