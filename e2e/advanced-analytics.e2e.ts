import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrollsSideways, seriousViolations } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const START = utcDay(Date.now() - 89 * DAY_MS);
const END = utcDay(Date.now());

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
}

/** What the server answers for a filter: the journey checks the screen shows it. */
async function serverCount(page: Page, filter: object): Promise<number> {
  const response = await page.request.post('/api/admin/advanced-analytics', { data: filter });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { totalPositions: number } }).data.totalPositions;
}

const resultValue = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Résultats' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('p')
    .nth(1);

/** "1 234" → 1234 (French digit groups use a narrow no-break space). */
const toNumber = (text: string) => Number(text.replace(/\s/g, ''));

describe('advanced analytics', () => {
  it('filters by dates, hours and weekdays, reads the grid, drills into a heat-map cell and reloads the view', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Advanced Analytics' }).click();
    await page.waitForURL('**/dashboard/advanced-analytics');
    await page.getByText('lancez l’analyse').waitFor();

    await page.getByLabel('Date de début').fill(START);
    await page.getByLabel('Date de fin').fill(END);
    await page.getByRole('button', { name: 'Heures défavorables' }).click();
    await page.getByRole('button', { name: 'Week-end' }).click();
    await page.getByRole('button', { name: "Lancer l'analyse" }).click();
    await page.waitForURL(/hours=0%2C3%2C8%2C9%2C10%2C16%2C18%2C20&days=0%2C6/);

    const expected = await serverCount(page, {
      startDate: START,
      endDate: END,
      hours: [0, 3, 8, 9, 10, 16, 18, 20],
      days: [0, 6],
    });
    expect(expected).toBeGreaterThan(0);
    const total = resultValue(page, 'Positions analysées');
    await expect.poll(async () => toNumber(await total.innerText()), { timeout: 20_000 }).toBe(expected);
    for (const label of [
      'Taux de réussite',
      'Profit moyen',
      'Profit total',
      'TP1 atteint',
      'TP2 atteint',
      'TP3 atteint',
      'Sorties au breakeven',
      'Sorties manuelles',
      'Stop loss touché',
      'Positions LONG',
      'Positions SHORT',
    ]) {
      expect(await resultValue(page, label).innerText()).toMatch(/\d/);
    }
    const long = toNumber(await resultValue(page, 'Positions LONG').innerText());
    const short = toNumber(await resultValue(page, 'Positions SHORT').innerText());
    expect(long + short).toBe(expected);
    await snap(page, 'advanced-analytics-desktop');
    // The screen's own content; the shared header and drawer are the layout's concern. The pointer rests on the
    // run button: a hovered filled button keeps AA contrast too.
    await page.getByRole('button', { name: "Lancer l'analyse" }).hover();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A heat-map cell: Saturday 08 h UTC.
    const cell = page.getByRole('button', { name: /^Samedi 08 h : / });
    const cellLabel = (await cell.getAttribute('aria-label')) ?? '';
    const cellCount = cellLabel.includes('aucune') ? 0 : Number(cellLabel.match(/: (\d+) position/)![1]);
    await cell.click();
    await page.waitForURL(/hours=8&days=6/);
    await expect
      .poll(() => page.getByTestId('applied-filter').innerText())
      .toContain('heures (UTC) : 08 · jours : Sam');
    if (cellCount > 0) {
      await expect.poll(async () => toNumber(await total.innerText()), { timeout: 20_000 }).toBe(cellCount);
    } else {
      await page.getByText('Aucune position clôturée ne correspond à ces filtres.').waitFor();
    }

    // The view lives in the URL: a reload shows the same analysis and the same form.
    await page.reload();
    await page.getByTestId('applied-filter').waitFor();
    expect(await page.getByTestId('applied-filter').innerText()).toContain('heures (UTC) : 08 · jours : Sam');
    expect(await page.getByLabel('Date de début').inputValue()).toBe(START);
    expect(await page.getByRole('button', { name: '08', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: '09', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    if (cellCount > 0) {
      await expect.poll(async () => toNumber(await total.innerText()), { timeout: 20_000 }).toBe(cellCount);
    }

    // A row header filters on the whole weekday.
    await page.getByRole('button', { name: /^Sam, samedi : filtrer/ }).click();
    await page.waitForURL((url) => url.search.includes('days=6') && !url.search.includes('hours='));
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByRole('table', { name: /Carte de chaleur/ }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'advanced-analytics-1024');
    await context.close();
  });

  it('shows the server message for a reversed range and fits a 375 px screen without sideways scroll', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/advanced-analytics?startDate=${END}&endDate=${START}`);
    await page.getByRole('alert').filter({ hasText: 'endDate' }).waitFor({ timeout: 20_000 });

    await page.goto(`/dashboard/advanced-analytics?startDate=${START}&endDate=${END}&days=1,2,3`);
    await resultValue(page, 'Positions analysées').waitFor({ timeout: 20_000 });
    await page.getByRole('table', { name: /Carte de chaleur/ }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'advanced-analytics-mobile');
    // The screen's own content; the shared header and drawer are the layout's concern.
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await context.close();
  });
});
