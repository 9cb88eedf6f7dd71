import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, snap } from './support/browser';
import { signInAsAdmin } from './support/positions';

/** docs/positions.md, Overview: the open-positions table fits from 1024 px, cards below; nothing clipped. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The Futures and Spot tables (the top movers' tables are not position tables). */
const POSITION_TABLES = 'main table[aria-label$=" Positions table"]';

const COLUMNS = [
  'Pair',
  'Dir',
  'Current',
  'Entry',
  'Profit',
  'SL',
  'TPs',
  'Date',
  'Score',
  'Score2',
  'Should',
];

interface TableFit {
  /** Header texts, in order. */
  headers: string[];
  /** Headers whose text is cut, or that lie outside the table's visible box or the window. */
  clipped: string[];
  /** Headers whose centre is covered by another element (a sticky column, say). */
  covered: string[];
  /** Badges (direction, TP markers) whose label is cut. */
  cutBadges: number;
  /** How far the table is wider than its box. */
  overflow: number;
}

/** Measures every open-positions table of the page: header boxes against the visible box, and what covers them. */
function measureTables(page: Page): Promise<TableFit[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).map((table) => {
        // In the middle of the window, clear of the fixed header, so that what covers a header is judged.
        table.querySelector('thead')?.scrollIntoView({ block: 'center' });
        const box = (table.parentElement as HTMLElement).getBoundingClientRect();
        const headers = Array.from(table.querySelectorAll('thead th')) as HTMLElement[];
        const clipped: string[] = [];
        const covered: string[] = [];
        for (const th of headers) {
          const rect = th.getBoundingClientRect();
          const label = th.textContent ?? '';
          const inside =
            rect.left >= box.left - 0.5 &&
            rect.right <= box.right + 0.5 &&
            rect.left >= 0 &&
            rect.right <= window.innerWidth;
          if (!inside || th.scrollWidth > th.clientWidth) clipped.push(label);
          const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (!atCentre || !th.contains(atCentre)) covered.push(label);
        }
        const cutBadges = Array.from(table.querySelectorAll('.mantine-Badge-label')).filter(
          (label) => label.scrollWidth > label.clientWidth + 0.5,
        ).length;
        return {
          headers: headers.map((th) => th.textContent ?? ''),
          clipped,
          covered,
          cutBadges,
          overflow: table.scrollWidth - (table.parentElement as HTMLElement).clientWidth,
        };
      }),
    POSITION_TABLES,
  );
}

describe('the open positions table fits', () => {
  it.each([1024, 1280, 1440])('at %i px: every header whole, visible and uncovered', async (width) => {
    const { context, page } = await newPage(browser, { width, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: /^Futures Positions \(\d+\)$/ }).waitFor({ timeout: 30_000 });
    await page.locator('main table tbody tr').first().waitFor();
    const tables = await measureTables(page);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.headers).toEqual([...COLUMNS, 'Actions']);
      expect(table.clipped).toEqual([]);
      expect(table.covered).toEqual([]);
      expect(table.cutBadges).toBe(0);
      expect(table.overflow).toBeLessThanOrEqual(0);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await snap(page, `overview-table-${width}`);
    await context.close();
  });

  it('becomes cards below 1024 px, and stays within 375 px', async () => {
    for (const viewport of [{ width: 1000, height: 900 }, MOBILE]) {
      const { context, page } = await newPage(browser, viewport);
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'See details' }).first().waitFor({ timeout: 30_000 });
      expect(await page.locator(POSITION_TABLES).count()).toBe(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      await snap(page, `overview-cards-${viewport.width}`);
      await context.close();
    }
  });
});

describe('the header title', () => {
  it('is whole at 768 px on the Overview and the Analytics', async () => {
    const { context, page } = await newPage(browser, { width: 768, height: 900 });
    await signInAsAdmin(page);
    for (const [path, title] of [
      ['/dashboard', 'Overview'],
      ['/dashboard/analytics', 'Performance Analysis'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      const cut = await heading.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut).toBe(false);
      expect(await heading.innerText()).toBe(title);
    }
    await context.close();
  });
});

describe('the history on a phone', () => {
  it('shows cards that never overlap, measured one by one', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signInAsAdmin(page);
    await page.goto('/dashboard/analytics');
    const table = page.getByRole('table', { name: 'Position History' });
    await table.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
    // Scroll the list a little so that cards measured after their first layout are judged too.
    await table.evaluate((element) => {
      (element.parentElement as HTMLElement).scrollTop = 600;
    });
    await page.waitForFunction(
      () => document.querySelectorAll('table[aria-label="Position History"] tbody tr').length > 3,
    );
    const boxes = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('tbody tr'))
        .map((row) => row.getBoundingClientRect())
        .map((rect) => ({ top: rect.top, bottom: rect.bottom }))
        .sort((a, b) => a.top - b.top),
    );
    const contentFits = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('tbody tr')).every(
        (row) =>
          (row.firstElementChild as HTMLElement).scrollHeight <= row.getBoundingClientRect().height + 1,
      ),
    );
    expect(contentFits).toBe(true);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 0.5);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });
});
