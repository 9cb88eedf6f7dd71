import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations as seriousAxeViolations, sidewaysOverflow } from './support/accessibility';
import { field, openBacktesting } from './support/backtesting';
import { DESKTOP, launchBrowser, MOBILE, newPage, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Strategy Backtesting as admin2', () => {
  it('keeps changed fields across a reload (auto-saved), and Reset restores the defaults after the confirmation', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    await page.getByText('Auto-saved').waitFor();
    await field(page, 'Positions count').fill('300');
    await field(page, 'Leverage').fill('5');
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByRole('heading', { name: 'Strategy Backtesting' }).waitFor();
    expect(await field(page, 'Positions count').inputValue()).toBe('300');
    expect(await field(page, 'Leverage').inputValue()).toMatch(/^5\D*$/);

    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        'Are you sure you want to reset all parameters to their default values? This action cannot be undone.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect.poll(() => field(page, 'Positions count').inputValue()).toBe('1000');
    expect(await field(page, 'Leverage').inputValue()).toMatch(/^10\D*$/);
    expect(await page.evaluate(() => window.localStorage.getItem('backtestConfig'))).toBeNull();
    await context.close();
  });

  it('runs a backtest on the demo data and shows the server’s summary, the chart and the trade history', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    await field(page, 'Positions count').fill('200');
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    // While running: the button's text changes and the three actions are disabled.
    const running = page.getByRole('button', { name: 'Running Backtest...' });
    const result = page.getByRole('region', { name: 'Backtest Summary' });
    await Promise.race([running.waitFor(), result.waitFor({ timeout: 120_000 })]);
    await result.waitFor({ timeout: 120_000 });

    // The same request straight to the API (same session cookie): the screen shows its numbers.
    const api = await page.request.get('/api/backtesting/run?positionCount=200');
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { summary: { totalTrades: number; ignoredPositions: number } };
    expect(body.summary.totalTrades + body.summary.ignoredPositions).toBe(200);
    const totalTrades = await result.getByRole('group', { name: 'Total Trades' }).innerText();
    expect(totalTrades).toContain(String(body.summary.totalTrades));

    if (body.summary.totalTrades > 0) {
      await page.getByRole('region', { name: 'Portfolio Evolution' }).getByText('Trading Days').waitFor();
      await page.getByRole('region', { name: 'Trade History' }).waitFor();
    }
    await snap(page, 'backtesting-results-desktop');
    await context.close();
  });

  it('exports the settings as a dated JSON file and imports them back; a file that does not fit is explained', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    await field(page, 'Positions count').fill('123');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Settings' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backtest-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(tmpdir(), `sd-export-${Date.now()}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(exported.positionCount).toBe(123);
    expect(exported.startDate).toBeNull();
    expect(exported.endDate).toBeNull();

    writeFileSync(file, JSON.stringify({ ...exported, positionCount: 250 }));
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => field(page, 'Positions count').inputValue()).toBe('250');

    writeFileSync(file, JSON.stringify({ ...exported, positionCount: 5000 }));
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText(/These settings do not fit/).waitFor();
    expect(await field(page, 'Positions count').inputValue()).toBe('250');
    await context.close();
  });

  it.each([
    ['1024', { width: 1024, height: 768 }],
    ['1280', DESKTOP],
    ['375', MOBILE],
  ])(
    'at %s px, reaches the Run library and the Sweep from the end of the configuration without scrolling back',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openBacktesting(page);
      await field(page, 'Max position duration').scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(viewport.height); // deep in the form
      // The tab bar stayed at the top of the window (in the sticky run bar).
      const tabBox = await page.getByRole('tab', { name: 'Run library' }).boundingBox();
      expect(tabBox?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((tabBox?.y ?? 9999) + (tabBox?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await page.getByRole('tab', { name: 'Run library' }).click();
      const library = page.getByRole('tabpanel', { name: 'Run library' });
      await library
        .getByRole('list', { name: 'Kept runs' })
        .or(library.getByText(/^No run kept yet/))
        .waitFor({ timeout: 30_000 });
      // The library is read from its top, within the first screen.
      expect((await library.boundingBox())?.y ?? 9999).toBeLessThan(viewport.height / 2);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await snap(page, `backtesting-tabs-library-${width}`);

      await page.getByRole('tab', { name: 'Sweep' }).click();
      const sweepForm = page.getByRole('form', { name: 'Sweep settings' });
      await sweepForm.waitFor();
      expect((await sweepForm.boundingBox())?.y ?? 9999).toBeLessThan(viewport.height);
      await page.getByRole('tab', { name: 'Configuration' }).click();
      await field(page, 'Positions count').waitFor();
      await context.close();
    },
  );

  it('fits a 375 px screen without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await openBacktesting(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'backtesting-mobile');
    await context.close();
  });

  it('marks an invalid stop loss as typed, runs, sorts a breakdown, opens a trade chart and exports both files', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    const run = page.getByRole('button', { name: 'Run Backtest' });

    // A positive stop loss: marked where it is, in the server's words, and Run waits saying why.
    const stopLoss = field(page, 'Stop loss');
    await stopLoss.fill('5');
    await page.getByText('stopLossPercent must be at most -0.01').first().waitFor();
    expect(await stopLoss.getAttribute('aria-invalid')).toBe('true');
    expect(await run.isDisabled()).toBe(true);
    await page.locator('#backtest-run-blocked').getByText('Fix 1 setting to run:').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'backtesting-invalid-field');
    await stopLoss.fill('-3.9');
    await expect.poll(() => run.isDisabled()).toBe(false);

    await field(page, 'Positions count').fill('300');
    await run.click();
    const summary = page.getByRole('region', { name: 'Backtest Summary' });
    await summary.waitFor({ timeout: 120_000 });
    // The Result tab replaced the configuration: the summary starts in the first screen, Run still in view.
    expect(await page.getByRole('tab', { name: 'Result' }).getAttribute('aria-selected')).toBe('true');
    expect((await summary.boundingBox())?.y ?? 9999).toBeLessThan(800);
    expect(await run.isVisible()).toBe(true);

    // Sort the symbol breakdown by trades, ascending then descending.
    const breakdowns = page.getByRole('region', { name: 'Breakdowns' });
    await breakdowns.getByRole('tab', { name: 'Symbol' }).click();
    const table = breakdowns.getByRole('table', { name: 'P&L by symbol' });
    const tradesHeading = table.getByRole('button', { name: 'Trades' });
    await tradesHeading.click();
    const counts = async () =>
      (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) =>
        Number(text.replace(/,/g, '')),
      );
    const descending = await counts();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await tradesHeading.click();
    const ascending = await counts();
    expect(ascending).toEqual([...descending].sort((a, b) => a - b));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'backtesting-results-depth');

    // A trade's chart: candles from the store, its levels listed.
    await page.locator('button.backtest-trade-row[title^="Open the chart of"]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/candles of \d+ min \(UTC\)/).waitFor({ timeout: 30_000 });
    await dialog.getByLabel('Price levels').getByText(/^SL /).waitFor();
    await dialog.getByTestId('trade-chart').locator('canvas').first().waitFor();
    await snap(page, 'backtesting-trade-chart');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Both exports, read back.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the trades as CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^backtest-trades-.*\.csv$/);
    const csvFile = path.join(tmpdir(), `sd-trades-${Date.now()}.csv`);
    await csvDownload.saveAs(csvFile);
    const csvText = readFileSync(csvFile, 'utf8');
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    const lines = csvText.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Position,Symbol,Category,Direction,Exit reason,P&L \(USD\),/);
    const totalTrades = Number(
      (await summary.getByRole('group', { name: 'Total Trades' }).innerText()).replace(/\D/g, ''),
    );
    expect(lines.length - 1).toBe(totalTrades);

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export result (JSON)' }).click(),
    ]);
    const jsonFile = path.join(tmpdir(), `sd-result-${Date.now()}.json`);
    await jsonDownload.saveAs(jsonFile);
    const result = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
      config: { positionCount: number };
      trades: unknown[];
      riskMetrics: { maxDrawdown: { amount: number } };
      breakdowns: { bySymbol: unknown[] };
    };
    expect(result.config.positionCount).toBe(300);
    expect(result.trades).toHaveLength(totalTrades);
    expect(result.riskMetrics.maxDrawdown.amount).toBeGreaterThanOrEqual(0);
    expect(result.breakdowns.bySymbol.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the results at 375 px without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await openBacktesting(page);
    await field(page, 'Positions count').fill('100');
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await page.getByRole('region', { name: 'Backtest Summary' }).waitFor({ timeout: 120_000 });
    await page
      .getByRole('region', { name: 'Breakdowns' })
      .getByRole('tab', { name: 'Hour × weekday' })
      .click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'backtesting-results-mobile');
    await context.close();
  });
});
