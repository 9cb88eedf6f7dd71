import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { field } from './support/backtesting';
import { DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SMALL_LAPTOP = { width: 1024, height: 768 } as const;

/** A live parameter's value as the server holds it. */
async function liveValue(page: Page, key: string): Promise<string> {
  const body = (await (await page.request.get('/api/trading-parameters')).json()) as {
    data: { key: string; value: string }[];
  };
  return body.data.find((parameter) => parameter.key === key)!.value;
}

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
}

describe('From a sweep to live, as admin1', () => {
  it('sweeps, applies the best cell, finds its values and its name on Settings, compares live against it, undoes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/dashboard/backtesting');
    await page.getByRole('heading', { name: 'Strategy Backtesting' }).waitFor();
    const liveTp1 = await liveValue(page, 'DEFAULT_TP1_PERCENT');
    // A small sweep on the latest 100 positions: TP1 over four values, 1.7 to 2 (the demo's live TP1 is 1.6).
    await field(page, 'Positions count').fill('100');
    await page.getByRole('tab', { name: 'Sweep' }).click();
    const sweepForm = page.getByRole('form', { name: 'Sweep settings' });
    await sweepForm.getByText('5 combinations (at most 400)').waitFor();
    await sweepForm
      .getByRole('group', { name: 'Swept field 1' })
      .getByRole('textbox', { name: 'From' })
      .fill('1.7');
    await sweepForm.getByText('4 combinations (at most 400)').waitFor();
    await sweepForm.getByRole('button', { name: 'Start sweep' }).click();
    await page.getByRole('region', { name: 'Sweep result' }).waitFor({ timeout: 120_000 });
    const best = page.getByRole('region', { name: 'Best cell' });
    const bestTp1 = (await best.getByText(/^Best cell: Take profit 1 /).innerText()).replace(
      'Best cell: Take profit 1 ',
      '',
    );

    // Apply to live: the modal shows the difference, then the outcome.
    await best.getByRole('button', { name: /^Apply the best cell .* to live$/ }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Not applied: no live parameter').waitFor({ timeout: 30_000 });
    const changes = modal.getByRole('table', { name: 'Changes to the live parameters' });
    const tp1Row = changes.getByRole('row', { name: /DEFAULT_TP1_PERCENT/ });
    expect(await tp1Row.getByRole('cell').allInnerTexts()).toEqual([
      'Take profit 1',
      'DEFAULT_TP1_PERCENT',
      liveTp1,
      bestTp1,
    ]);
    await modal.getByText(/Without a live parameter: .*enableBtcProtection/).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await snap(page, 'apply-to-live-modal');
    await modal.getByRole('button', { name: 'Apply to live' }).click();
    await page
      .getByText(/^Sweep #\d+, tp1Percent [\d.]+ applied to live: \d+ parameters? changed$/)
      .waitFor();
    const name = (await page.getByText(/^Sweep #\d+, tp1Percent [\d.]+ applied to live/).innerText()).replace(
      / applied to live.*$/,
      '',
    );
    expect(name).toMatch(new RegExp(`tp1Percent ${bestTp1.replace('.', '\\.')}$`));

    // Settings: the new value and the run's name, at 1280 and 375 px.
    await page.goto('/dashboard/settings?settings=true');
    const origin = page.getByLabel('Origin of the live values');
    await origin.getByText(`From run ${name}`).waitFor();
    expect(Number(await page.getByLabel(/DEFAULT_TP1_PERCENT/).inputValue())).toBe(Number(bestTp1));
    expect(bestTp1).not.toBe(liveTp1);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'apply-to-live-settings');

    // Analytics: live against the applied cell since the apply.
    await page.goto('/dashboard/analytics');
    const panel = page.getByRole('region', { name: 'Live against backtest' });
    await panel.getByText(name).waitFor({ timeout: 30_000 });
    await panel.getByLabel('Backtest figures').waitFor();
    expect(await seriousViolations(page, 'section[aria-labelledby="live-vs-backtest-title"]')).toEqual([]);

    for (const viewport of [SMALL_LAPTOP, MOBILE]) {
      const small = await newPage(browser, viewport);
      await signInAsAdmin(small.page);
      await small.page.goto('/dashboard/settings?settings=true');
      await small.page.getByLabel('Origin of the live values').getByText(`From run ${name}`).waitFor();
      expect(await sidewaysOverflow(small.page)).toBeLessThanOrEqual(0);
      await snap(small.page, `apply-to-live-settings-${viewport.width}`);
      await small.page.goto('/dashboard/analytics');
      await small.page.getByRole('region', { name: 'Live against backtest' }).getByText(name).waitFor();
      expect(await sidewaysOverflow(small.page)).toBeLessThanOrEqual(0);
      await snap(small.page, `live-vs-backtest-${viewport.width}`);
      // The sweep re-attaches: its best cell's modal fits too.
      await small.page.goto('/dashboard/backtesting');
      await small.page.getByRole('tab', { name: 'Sweep' }).click();
      const smallBest = small.page.getByRole('region', { name: 'Best cell' });
      await smallBest.getByRole('button', { name: /^Apply the best cell .* to live$/ }).click();
      await small.page
        .getByRole('dialog')
        .getByText('Not applied: no live parameter')
        .waitFor({ timeout: 30_000 });
      expect(await sidewaysOverflow(small.page)).toBeLessThanOrEqual(0);
      await snap(small.page, `apply-to-live-modal-${viewport.width}`);
      await small.context.close();
    }

    // Undo: the values before the apply are live again, and Settings no longer names the cell.
    await page.goto('/dashboard/settings?settings=true');
    await origin.getByRole('button', { name: 'Undo this apply' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Apply undone: the previous values are live again').waitFor();
    await origin.getByText(`From run ${name}`).waitFor({ state: 'detached' });
    expect(await liveValue(page, 'DEFAULT_TP1_PERCENT')).toBe(liveTp1);
    // The screen reads the parameters again after the undo.
    await expect.poll(() => page.getByLabel(/DEFAULT_TP1_PERCENT/).inputValue()).toBe(liveTp1);
    await context.close();
  }, 300_000);
});
