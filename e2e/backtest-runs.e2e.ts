import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { field, openBacktesting } from './support/backtesting';
import { launchBrowser, MOBILE, newPage, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Runs the form's configuration and answers the id the run was kept as. */
async function runAndKeep(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  const about = page.getByRole('region', { name: 'About this result' });
  await about.getByText(/^Kept as run #\d+$/).waitFor({ timeout: 120_000 });
  return Number((await about.getByText(/^Kept as run #\d+$/).innerText()).replace(/\D/g, ''));
}

async function openSweepTab(page: Page) {
  await page.getByRole('tab', { name: 'Sweep' }).click();
  await page.getByRole('form', { name: 'Sweep settings' }).waitFor();
}

describe('Backtest runs kept, compared and swept, as admin2', () => {
  it('runs twice with a change, compares both runs, sweeps one field, loads the best cell, cancels a sweep', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    await field(page, 'Positions count').fill('300');
    await field(page, 'Stop loss').fill('-3.9');
    const first = await runAndKeep(page);
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await field(page, 'Stop loss').fill('-2.5');
    const second = await runAndKeep(page);
    expect(second).toBeGreaterThan(first);

    // Both in the library, newest first; compare them.
    await page.getByRole('tab', { name: 'Run library' }).click();
    const list = page.getByRole('list', { name: 'Kept runs' });
    await list.getByRole('listitem', { name: `Run #${second}` }).waitFor();
    await list.getByRole('checkbox', { name: `Compare Run #${first}` }).check();
    await list.getByRole('checkbox', { name: `Compare Run #${second}` }).check();
    await page.getByRole('button', { name: 'Compare 2 runs' }).click();
    const differences = page.getByRole('table', { name: 'Settings that differ' });
    await differences.waitFor({ timeout: 30_000 });
    const stopRow = differences.getByRole('row', { name: /Stop loss/ });
    const [firstStop, secondStop] = await stopRow.getByRole('cell').allInnerTexts();
    expect(firstStop).toBe('-3.9');
    // The second value differs from the first: highlighted, and said so to screen readers.
    expect(secondStop?.replace(/\s+/g, ' ')).toBe('-2.5 (differs from the first run)');
    expect(await differences.getByRole('row').count()).toBe(2); // the heading and the stop loss only
    await page.getByRole('table', { name: 'Figures side by side' }).waitFor();
    await page.getByTestId('equity-overlay-chart').locator('canvas').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'backtest-runs-compare');

    // Sweep TP1 over five values by total P&L; the line and its cells.
    await openSweepTab(page);
    const sweepForm = page.getByRole('form', { name: 'Sweep settings' });
    await sweepForm.getByText('5 combinations (at most 400)').waitFor();
    await sweepForm.getByRole('button', { name: 'Start sweep' }).click();
    const result = page.getByRole('region', { name: 'Sweep result' });
    await result.waitFor({ timeout: 120_000 });
    expect(await result.getByRole('button', { name: /Load into the form$/ }).count()).toBe(5);
    const best = page.getByRole('region', { name: 'Best cell' });
    const bestText = await best.getByText(/^Best cell: Take profit 1 /).innerText();
    const bestTp1 = bestText.replace('Best cell: Take profit 1 ', '');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'backtest-runs-sweep');

    // Load the best cell: the form holds its TP1, the rest as it was.
    await best.getByRole('button', { name: 'Load the best cell into the form' }).click();
    await page
      .getByText(`The cell Take profit 1 ${bestTp1} is now in the form. Run it to see its full result.`)
      .waitFor();
    expect(Number.parseFloat(await field(page, 'Take profit 1').inputValue())).toBe(Number(bestTp1));
    expect(Number.parseFloat(await field(page, 'Stop loss').inputValue())).toBe(-2.5);
    // Loading showed the Configuration tab; the Sweep tab kept its result.
    expect(await page.getByRole('tab', { name: 'Configuration' }).getAttribute('aria-selected')).toBe('true');
    await openSweepTab(page);
    await result.waitFor();

    // A 400-combination sweep, cancelled while it runs: its computed cells stay.
    await sweepForm.getByRole('button', { name: /Add a second field/ }).click();
    const tp1 = sweepForm.getByRole('group', { name: 'Swept field 1' });
    await tp1.getByRole('textbox', { name: 'From' }).fill('1');
    await tp1.getByRole('textbox', { name: 'To' }).fill('2.9');
    const stop = sweepForm.getByRole('group', { name: 'Swept field 2' });
    await stop.getByRole('textbox', { name: 'From' }).fill('-4.9');
    await stop.getByRole('textbox', { name: 'To' }).fill('-3');
    await sweepForm.getByText('400 combinations (at most 400)').waitFor();
    await sweepForm.getByRole('button', { name: 'Start sweep' }).click();
    const progress = page.getByRole('region', { name: 'Sweep progress' });
    await progress.getByText(/ of 400 runs done/).waitFor({ timeout: 30_000 });
    // The tab says a sweep runs, seen from the other tabs too.
    await page.getByRole('tab', { name: /^Sweep \d+ %$/ }).waitFor();
    await progress.getByRole('button', { name: 'Cancel sweep' }).click();
    await page.getByText(/runs were done; their cells are kept\./).waitFor({ timeout: 30_000 });
    await result.getByText(/^Cancelled: \d+ of 400 runs$/).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Sweep', exact: true }).waitFor();
    expect(await progress.count()).toBe(0);
    await context.close();
  }, 300_000);

  it('re-attaches to a running sweep after leaving the page', async () => {
    const { context, page } = await newPage(browser);
    await openBacktesting(page);
    await openSweepTab(page);
    const sweepForm = page.getByRole('form', { name: 'Sweep settings' });
    const axis = sweepForm.getByRole('group', { name: 'Swept field 1' });
    await axis.getByRole('textbox', { name: 'From' }).fill('0.5');
    await axis.getByRole('textbox', { name: 'To' }).fill('20');
    await sweepForm.getByText('196 combinations (at most 400)').waitFor();
    await sweepForm.getByRole('button', { name: 'Start sweep' }).click();
    await page.getByRole('region', { name: 'Sweep progress' }).waitFor({ timeout: 30_000 });
    const title = await page
      .getByRole('region', { name: 'Sweep progress' })
      .getByText(/^Sweep #\d+/)
      .innerText();

    await page.goto('/dashboard/backtesting');
    await openSweepTab(page);
    const progress = page.getByRole('region', { name: 'Sweep progress' });
    const result = page.getByRole('region', { name: 'Sweep result' });
    // Still running (its progress), or already done (its result): the same sweep either way.
    await Promise.race([progress.waitFor({ timeout: 60_000 }), result.waitFor({ timeout: 60_000 })]);
    if (await progress.count()) {
      expect(await progress.getByText(/^Sweep #\d+/).innerText()).toBe(title);
      await progress.getByRole('button', { name: 'Cancel sweep' }).click();
      await result.waitFor({ timeout: 30_000 });
    }
    expect(await result.getByText(/^Sweep #\d+/).innerText()).toBe(title);
    await context.close();
  }, 180_000);

  it('fits a 375 px screen: the library, a comparison and a sweep without sideways scrolling, axe clean', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await openBacktesting(page);
    await page.getByRole('tab', { name: 'Run library' }).click();
    const list = page.getByRole('list', { name: 'Kept runs' });
    await list.waitFor({ timeout: 30_000 });
    const boxes = list.getByRole('checkbox', { name: /^Compare / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare 2 runs' }).click();
    await page.getByRole('table', { name: 'Figures side by side' }).waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'backtest-runs-mobile-library');

    await openSweepTab(page);
    await page.getByRole('region', { name: 'Sweep result' }).waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'backtest-runs-mobile-sweep');
    await context.close();
  }, 120_000);
});
