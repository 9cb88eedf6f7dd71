import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, snap } from './support/browser';
import { signInAsAdmin } from './support/positions';

/** docs/positions.md, Performance Analysis: filters, statistics following them, CSV export, row details. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Position History tools', () => {
  it('filters by close reason, exports exactly the filtered rows and opens a row', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    const table = page.getByRole('table', { name: 'Position History' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 30_000 });

    const filters = page.getByRole('form', { name: 'History filters' });
    await filters.getByLabel('Close reason').selectOption('SL');
    await filters.getByLabel('Direction').selectOption('LONG');
    const counted = await page.getByText(/^[\d,]+ closed positions$/).innerText();
    const count = Number(counted.split(' ')[0]!.replaceAll(',', ''));
    expect(count).toBeGreaterThan(0);
    // The All block follows the filters.
    await page
      .getByLabel('All statistics')
      .getByText(`${count.toLocaleString('en-US')} positions`)
      .waitFor();
    const visible = await table.getByRole('row').allInnerTexts();
    for (const row of visible.slice(1)) expect(row).toMatch(/SL/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the position history as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('position-history.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Type,Pair,Direction,Entry price,Exit price,P&L (%),TP1 hit,TP2 hit,TP3 hit,Close reason,Opened,Closed,Worked',
    );
    expect(lines).toHaveLength(count + 1);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[3]).toBe('LONG');
      expect(cells[10]).toBe('SL');
    }
    await snap(page, 'history-filtered-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('row').nth(1).click();
    await page.getByRole('dialog').getByText('Entry Price').waitFor();
    await context.close();
  });

  it('draws the first row right under the header, and only the rows in view, down to the last one', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    const table = page.getByRole('table', { name: 'Position History' });
    await table.locator('tbody tr').nth(2).waitFor({ timeout: 30_000 });
    const counted = await page.getByText(/^[\d,]+ closed positions$/).innerText();
    const count = Number(counted.split(' ')[0]!.replaceAll(',', ''));
    expect(count).toBeGreaterThan(1000);

    const top = await table.evaluate((element) => {
      const head = (element.querySelector('thead') as HTMLElement).getBoundingClientRect();
      const labels = Array.from(element.querySelectorAll('thead th button')).map(
        (label) => label.getBoundingClientRect().bottom,
      );
      const first = (
        element.querySelector('tbody tr[data-index="0"]') as HTMLElement
      ).getBoundingClientRect();
      return { headBottom: head.bottom, highestLabel: Math.min(...labels), firstTop: first.top };
    });
    // No empty band: the row starts where the header ends, and every label sits on the header's bottom line.
    expect(Math.abs(top.firstTop - top.headBottom)).toBeLessThanOrEqual(1);
    expect(top.firstTop - top.highestLabel).toBeLessThanOrEqual(8);
    expect(await table.locator('tbody tr').count()).toBeLessThan(60);

    await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      box.scrollTop = box.scrollHeight;
    });
    const last = table.locator(`tbody tr[data-index="${count - 1}"]`);
    await last.waitFor();
    const end = await last.evaluate((row) => {
      const table = row.closest('table') as HTMLTableElement;
      const box = (table.parentElement as HTMLElement).getBoundingClientRect();
      const head = (table.querySelector('thead') as HTMLElement).getBoundingClientRect();
      const rect = row.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, boxBottom: box.bottom, headBottom: head.bottom };
    });
    expect(end.bottom).toBeLessThanOrEqual(end.boxBottom + 1);
    expect(end.top).toBeGreaterThanOrEqual(end.headBottom - 1);
    expect(await table.locator('tbody tr').count()).toBeLessThan(60);
    await context.close();
  });

  it('keeps the history within 375 px', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    await page
      .getByRole('table', { name: 'Position History' })
      .getByRole('row')
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'history-mobile');
    await context.close();
  });
});
