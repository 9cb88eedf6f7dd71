import { PARAMETER_GROUPS } from '@signaldesk/contracts/trading-parameters';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SETTINGS = '/dashboard/settings?settings=true';

async function openSettings(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
  await page.goto(SETTINGS);
  await page.getByRole('heading', { name: 'Position Manager' }).waitFor();
}

/** The field of a parameter and the feedback line under it. */
const fieldOf = (page: Page, key: string) => page.locator(`[data-parameter="${key}"]`);

async function storedValues(page: Page): Promise<Map<string, string>> {
  const response = await page.request.get('/api/trading-parameters');
  const body = (await response.json()) as { data: { key: string; value: string }[] };
  return new Map(body.data.map((parameter) => [parameter.key, parameter.value]));
}

describe('trading parameters', () => {
  it('changes one parameter of each type, finds them after a reload, and explains a refused value', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSettings(page);
    const before = await storedValues(page);
    for (const group of PARAMETER_GROUPS) {
      expect(await page.getByRole('heading', { name: group }).count(), group).toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Number: saved by Save once confirmed (leaving the field or Enter write nothing).
    const tp2 = page.getByLabel(/DEFAULT_TP2_PERCENT/);
    await tp2.fill('3.4');
    await tp2.press('Enter');
    await fieldOf(page, 'DEFAULT_TP2_PERCENT')
      .getByRole('button', { name: /^Save / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save live' }).click();
    await fieldOf(page, 'DEFAULT_TP2_PERCENT').getByText('Saved').waitFor();
    // Text: saved by Save.
    const score = page.getByLabel(/OPPORTUNITY_SCORE/);
    await score.fill('75');
    await fieldOf(page, 'OPPORTUNITY_SCORE')
      .getByRole('button', { name: /^Save / })
      .click();
    await fieldOf(page, 'OPPORTUNITY_SCORE').getByText('Saved').waitFor();
    // Checkbox: saved on change.
    const scalping = page.getByRole('checkbox', { name: /SCALPING_ENABLED/ });
    const wasScalping = await scalping.isChecked();
    await scalping.click();
    await fieldOf(page, 'SCALPING_ENABLED').getByText('Saved').waitFor();
    // Select: saved on choice.
    await page
      .getByRole('textbox', { name: /MARKET_STRATEGY/ })
      .or(page.getByRole('combobox', { name: /MARKET_STRATEGY/ }))
      .first()
      .click();
    await page.getByRole('option', { name: /^SHAKY/ }).click();
    await fieldOf(page, 'MARKET_STRATEGY').getByText('Saved').waitFor();
    await page.getByRole('region', { name: 'Recent changes' }).getByText('TREND → SHAKY').waitFor();
    await snap(page, 'settings-desktop');

    await page.reload();
    await page.getByRole('heading', { name: 'Position Manager' }).waitFor();
    expect(await page.getByLabel(/DEFAULT_TP2_PERCENT/).inputValue()).toBe('3.4');
    expect(await page.getByLabel(/OPPORTUNITY_SCORE/).inputValue()).toBe('75');
    expect(await page.getByRole('checkbox', { name: /SCALPING_ENABLED/ }).isChecked()).toBe(!wasScalping);
    expect(
      await page
        .getByRole('textbox', { name: /MARKET_STRATEGY/ })
        .or(page.getByRole('combobox', { name: /MARKET_STRATEGY/ }))
        .first()
        .inputValue(),
    ).toMatch(/^SHAKY/);

    // A refused value: the rule in words naming the bound, the typed text kept, nothing saved.
    const tp1 = page.getByLabel(/DEFAULT_TP1_PERCENT/);
    await tp1.fill('-2');
    await fieldOf(page, 'DEFAULT_TP1_PERCENT')
      .getByText('Take profit 1 (%) must be at least 0.01.')
      .waitFor();
    expect(await tp1.inputValue()).toBe('-2');
    expect(
      await fieldOf(page, 'DEFAULT_TP1_PERCENT')
        .getByRole('button', { name: /^Save / })
        .isDisabled(),
    ).toBe(true);

    // Put the demo back as it was for the other journeys.
    for (const key of ['DEFAULT_TP2_PERCENT', 'OPPORTUNITY_SCORE', 'SCALPING_ENABLED', 'MARKET_STRATEGY']) {
      const response = await page.request.put(`/api/trading-parameters/${key}`, {
        data: { value: before.get(key) },
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status(), key).toBe(200);
    }
    await context.close();
  });

  it('fits 375 px without sideways scroll', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await openSettings(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'settings-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
