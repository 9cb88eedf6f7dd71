import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility';
import { DESKTOP, launchBrowser, newPage, signInThroughForm, snap } from './support/browser';
import { closeKeyDialogUnseen, createWebhookSource, postSignal } from './support/signals';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Entry rules that let a signal enter at its first pattern window (three closed minutes after it arrives) rather
 * than after the default ten-minute wait: the Signal Manager reads them as live parameters (docs/signals.md, "The
 * live configuration"), so a journey can watch a whole entry.
 */
const QUICK_ENTRY: Record<string, string> = {
  SIGNAL_WAIT_TIME_MINUTES: '0',
  SIGNAL_PATTERN_SEARCH_MINUTES: '30',
  SIGNAL_PATTERN_WINDOW_CANDLES: '3',
  SIGNAL_PATTERN1_MIN_CANDLES: '1',
  SIGNAL_OPEN_AFTER_FIRST_PATTERN: 'true',
  SIGNAL_ACCEPT_INVERSE_PATTERNS: 'true',
  SIGNAL_MAX_PRICE_SPREAD_PERCENT: '100',
  SIGNAL_MIN_PRICE_SPREAD_PERCENT: '0',
  SIGNAL_MAX_CANDLE_SIZE_PERCENT: '100',
  SIGNAL_MIN_VOLUME_MULTIPLIER: '0',
  SIGNAL_MIN_BUYER_RATIO_MULTIPLIER: '0',
};

async function putParameters(page: Page, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const response = await page.request.put(`/api/trading-parameters/${key}`, {
      data: { value },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status(), `${key} = ${value}`).toBe(200);
  }
}

async function storedValues(page: Page, keys: string[]): Promise<Record<string, string>> {
  const response = await page.request.get('/api/trading-parameters');
  const all = (await response.json()).data as { key: string; value: string }[];
  return Object.fromEntries(keys.map((key) => [key, all.find((row) => row.key === key)!.value]));
}

describe('a signal from a webhook to a position', () => {
  it('waits, enters on its pattern, and its link opens the position it opened', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    const before = await storedValues(page, Object.keys(QUICK_ENTRY));
    try {
      await putParameters(page, QUICK_ENTRY);
      await page.getByRole('link', { name: 'Signals' }).first().click();
      await page.getByRole('heading', { name: 'Live feed' }).waitFor();

      // A webhook source, its key shown once.
      const name = `E2E entry ${Date.now()}`;
      const { apiKey, keyDialog } = await createWebhookSource(page, name);
      await closeKeyDialogUnseen(keyDialog);

      // A symbol no other journey signals: an earlier signal of it entering first would make this one a repetition.
      // The signal waits for its first candle, then searches (no wait before the search).
      expect(await postSignal(page, apiKey, { symbol: 'DOGEUSDT', direction: 'LONG' })).toBe(202);
      const row = page
        .getByRole('table', { name: 'Signals feed' })
        .getByRole('row')
        .filter({ hasText: name });
      await row.waitFor({ timeout: 15_000 });
      // The search starts with the first minute after the signal, then runs its 30 minutes.
      expect(await row.innerText()).toMatch(
        /DOGEUSDT\s+LONG\s+waiting\s+(Search starts in \d+s|Searching an entry, ends in (29|30)m)/i,
      );
      await snap(page, 'signal-entry-waiting');

      // The Signal Manager steps each closed minute: the first window of three candles makes the pattern.
      const link = row.getByRole('link', { name: /^Position #\d+$/ });
      await link.waitFor({ timeout: 300_000 });
      expect(await row.innerText()).toMatch(/DOGEUSDT\s+LONG\s+entered\s+Position #\d+ open/i);
      const positionId = Number((await link.innerText()).replace('Position #', ''));
      await snap(page, 'signal-entry-entered');

      // Its link opens the position's details on the Overview, where it is listed among the open positions.
      await link.click();
      await page.waitForURL('**/dashboard');
      const details = page.getByRole('dialog');
      await details.getByText('DOGEUSDT LONG').waitFor();
      await details.getByText('Entry Price').waitFor();
      expect(page.url()).not.toContain('position=');
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'signal-entry-position');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      const open = await page.request.get('/api/trader-tracker/openPositions');
      const positions = (await open.json()).data as { id: number; symbol: string; direction: string }[];
      expect(positions.find((position) => position.id === positionId)).toMatchObject({
        symbol: 'DOGEUSDT',
        direction: 'LONG',
      });
    } finally {
      await putParameters(page, before);
      await context.close();
    }
  }, 420_000);
});
