import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { launchBrowser, MOBILE, newPage, snap } from './support/browser';
import { signInAsAdmin } from './support/positions';
import { measureTables } from './support/table-fit';

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

describe('the open positions table fits', () => {
  it.each([1024, 1280, 1440])('at %i px: every header whole, visible and uncovered', async (width) => {
    const { context, page } = await newPage(browser, { width, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: /^Futures Positions \(\d+\)$/ }).waitFor({ timeout: 30_000 });
    await page.locator('main table tbody tr').first().waitFor();
    const tables = await measureTables(page, POSITION_TABLES);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.headers).toEqual([...COLUMNS, 'Actions']);
      expect(table.clipped).toEqual([]);
      expect(table.covered).toEqual([]);
      expect(table.cutBadges).toBe(0);
      expect(table.cutCells).toEqual([]);
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

/** The statistic blocks' texts: those that stick out of their block, titles and values broken over lines. */
function measureStatBlocks(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main [aria-label$=" statistics"]')).map((card) => {
      const style = getComputedStyle(card);
      const rect = card.getBoundingClientRect();
      const left =
        rect.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
      const right =
        rect.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
      const outside: string[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes = Array.from(range.getClientRects());
        if (boxes.some((box) => box.left < left - 0.5 || box.right > right + 0.5))
          outside.push(node.textContent ?? '');
      }
      const brokenValues = Array.from(card.querySelectorAll('.mantine-Group-root > span'))
        .filter((value) => value.getClientRects().length > 1)
        .map((value) => value.textContent ?? '');
      const title = card.querySelector('h4') as HTMLElement;
      const titleRange = document.createRange();
      titleRange.selectNodeContents(title);
      const titleLines = new Set(Array.from(titleRange.getClientRects()).map((box) => Math.round(box.top)))
        .size;
      return { title: title.textContent ?? '', titleLines, outside, brokenValues };
    }),
  );
}

const HISTORY_TABLE = 'main table[aria-label="Position History"]';

describe('the Analytics screen fits', () => {
  it.each([1024, 1280, 1440])(
    'at %i px: each statistic block holds its texts, the history shows every column whole',
    async (width) => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await signInAsAdmin(page);
      await page.goto('/dashboard/analytics');
      await page.locator(`${HISTORY_TABLE} tbody tr`).nth(2).waitFor({ timeout: 30_000 });
      await page.getByLabel('Opportunity statistics').waitFor();

      const blocks = await measureStatBlocks(page);
      expect(blocks.map((block) => block.title)).toEqual(['All', 'Golden', 'Admin', 'Signal', 'Opportunity']);
      for (const block of blocks) {
        expect(block.titleLines, block.title).toBe(1);
        expect(block.outside, block.title).toEqual([]);
        expect(block.brokenValues, block.title).toEqual([]);
      }

      const [history] = await measureTables(page, HISTORY_TABLE);
      // Their names and order are the component test's (positions-history.test.tsx); here, that all 12 are drawn.
      expect(history!.headers).toHaveLength(12);
      expect(history!.clipped).toEqual([]);
      expect(history!.covered).toEqual([]);
      expect(history!.cutCells).toEqual([]);
      expect(history!.overflow).toBeLessThanOrEqual(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await snap(page, `analytics-${width}`);
      await context.close();
    },
  );
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
