import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, signInThroughForm, snap } from './support/browser';

/**
 * A French operator in a French-locale Chromium (issue 36): a decimal comma is read as such and confirmed before it
 * goes live, an apply is on record in the history, and the CSV opens in a French spreadsheet.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const json = { 'content-type': 'application/json' };

async function frenchPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'fr-FR',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
  // The operator chooses French (remembered for this admin).
  const chosen = await page.request.put('/api/auth/me/language', { data: { language: 'fr' }, headers: json });
  expect(chosen.status()).toBe(200);
  return { context, page };
}

async function liveValue(page: Page, key: string): Promise<string> {
  const body = (await (await page.request.get('/api/trading-parameters')).json()) as {
    data: { key: string; value: string }[];
  };
  return body.data.find((parameter) => parameter.key === key)!.value;
}

describe('Settings and exports in French', () => {
  it('reads -3,5 as -3.5 after a confirmation, records an apply in the history, exports a CSV for French Excel', async () => {
    const { context, page } = await frenchPage(DESKTOP);
    const before = await liveValue(page, 'DEFAULT_STOP_LOSS_PERCENT');
    await page.goto('/dashboard/settings?settings=true');
    await page.getByRole('heading', { name: 'Gestion des positions' }).waitFor();

    // -3,5 in the stop loss: the Save shows live → new, the confirmation says it again, -3.5 goes live.
    const stop = page.getByLabel(/DEFAULT_STOP_LOSS_PERCENT/);
    const field = page.locator('[data-parameter="DEFAULT_STOP_LOSS_PERCENT"]');
    await stop.fill('-3,5');
    await field.getByText(/→ nouveau : -3,5$/).waitFor();
    expect(await liveValue(page, 'DEFAULT_STOP_LOSS_PERCENT')).toBe(before);
    await field.getByRole('button', { name: 'Enregistrer Stop loss (%)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/-3,5\. L’enregistrer en direct \?$/).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer en direct' }).click();
    await field.getByText('Enregistré').waitFor();
    expect(await liveValue(page, 'DEFAULT_STOP_LOSS_PERCENT')).toBe('-3.5');
    const history = page.getByRole('region', { name: 'Modifications récentes' });
    await history
      .getByText(/DEFAULT_STOP_LOSS_PERCENT\s*: .* → -3\.5/)
      .first()
      .waitFor();

    // A value ten times the live one is asked about, and not saved when the operator cancels.
    await stop.fill('-35');
    await field.getByRole('button', { name: 'Enregistrer Stop loss (%)' }).click();
    await dialog.getByText(/plus de cinq fois la valeur en direct/).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect(await liveValue(page, 'DEFAULT_STOP_LOSS_PERCENT')).toBe('-3.5');
    await field.getByRole('button', { name: 'Rétablir' }).click();

    // An apply of a kept run is on record, with the run's name; its undo too, the apply marked undone.
    const query = new URLSearchParams(
      backtestConfigToQuery({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 50, stopLossPercent: -2.5 }),
    ).toString();
    const run = (await (await page.request.get(`/api/backtesting/run?${query}`)).json()) as {
      run: { id: number };
    };
    const applied = await page.request.post(`/api/backtesting/runs/${run.run.id}/apply`, {
      data: {},
      headers: json,
    });
    expect(applied.status()).toBe(200);
    await page.reload();
    await history
      .getByText(/^Appliqué depuis /)
      .first()
      .waitFor();
    expect(await stop.inputValue()).toBe('-2,5');
    await snap(page, 'settings-fr-applied');
    const undone = await page.request.post('/api/trading-parameters/undo-apply', { data: {}, headers: json });
    expect(undone.status()).toBe(200);
    await page.reload();
    await history
      .getByText(/^Annulation de /)
      .first()
      .waitFor();
    await history.locator('[data-change-kind="apply"]').first().getByText('annulé').waitFor();
    expect(await liveValue(page, 'DEFAULT_STOP_LOSS_PERCENT')).toBe('-3.5');
    // The screen's own content (the header's language menu is the i18n work's, checked by its journeys).
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The history's CSV: a byte order mark, `;` between cells, French headers and decimal commas.
    await page.goto('/dashboard/analytics');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Exporter l'historique des positions en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('position-history.csv');
    const file = path.join(tmpdir(), `sd-history-fr-${Date.now()}.csv`);
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Id;Type;Paire;Sens;Prix d'entrée;/);
    expect(lines[1]!.split(';')).toHaveLength(14);
    expect(bytes.toString('utf8')).not.toMatch(/\d\.\d{10,}/);

    // Put the demo back for the other journeys.
    await page.request.put('/api/trading-parameters/DEFAULT_STOP_LOSS_PERCENT', {
      data: { value: before },
      headers: json,
    });
    await page.request.put('/api/auth/me/language', { data: { language: null }, headers: json });
    await context.close();
  }, 180_000);

  it('fits 375 px in French without sideways scroll', async () => {
    const { context, page } = await frenchPage(MOBILE);
    await page.goto('/dashboard/settings?settings=true');
    await page.getByRole('heading', { name: 'Modifications récentes' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'settings-fr-375');
    await page.request.put('/api/auth/me/language', { data: { language: null }, headers: json });
    await context.close();
  });
});
