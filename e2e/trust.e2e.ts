import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from './support/browser';
import { openPositions, signInAsAdmin } from './support/positions';

/**
 * The trust rules of docs/positions.md, Overview and docs/console.md, Live prices and Outcomes: every action ends in
 * a toast with the server's reason, a close without a live price, the feed badge going offline and back.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An open futures position whose symbol appears once in the list, so its row is unambiguous. */
async function uniquePosition(page: Page, shouldWork: boolean, skip: ReadonlySet<number> = new Set()) {
  const positions = await openPositions(page);
  const count = (symbol: string) => positions.filter((p) => p.symbol === symbol).length;
  const found = positions.find(
    (p) => p.shouldWork === shouldWork && !p.isSpot && count(p.symbol) === 1 && !skip.has(p.id),
  );
  if (!found) throw new Error(`no unique ${shouldWork ? 'worked' : 'tracked'} futures position in the demo`);
  return found;
}

/** The symbol's row in the Futures or Spot positions table (the top movers list the same symbols). */
const rowOf = (page: Page, symbol: string) =>
  page
    .getByRole('table', { name: /^(Futures|Spot) Positions table$/ })
    .getByRole('row')
    .filter({ hasText: symbol })
    .first();
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('trust on the Overview', () => {
  it('closes without a live price at the exchange last price, goes offline, polls prices and reconnects', async () => {
    const { context, page } = await newPage(browser);
    let streamBlocked = true;
    await page.routeWebSocket('**/ws', (socket) => {
      if (streamBlocked) socket.close();
      else socket.connectToServer();
    });
    await signInAsAdmin(page);
    const badge = page.getByRole('status', { name: 'Live feed' });
    await badge.getByText('Live feed: reconnecting').waitFor();

    const position = await uniquePosition(page, true);
    const row = rowOf(page, position.symbol);
    await row.waitFor();
    expect(await row.locator('td').nth(2).innerText()).toBe('-');
    await row.getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`No live price for ${position.symbol}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close position' }).click();
    await toast(page, `${position.symbol} closed at`).waitFor({ timeout: 15_000 });
    // The row leaves the screen with the toast, and the server no longer lists it as open.
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(async () => (await openPositions(page)).some((open) => open.id === position.id), {
        timeout: 30_000,
      })
      .toBe(false);
    // A poll that was in flight during the close does not bring it back (docs/positions.md, Polls and changes).
    expect(await rowOf(page, position.symbol).count()).toBe(0);

    // Five reconnect attempts 5 s apart, then offline: the last prices are polled from the server.
    await badge.getByText('Live feed: offline (polling every 5 s)').waitFor({ timeout: 60_000 });
    const other = rowOf(page, (await uniquePosition(page, true)).symbol);
    await expect.poll(() => other.locator('td').nth(2).innerText(), { timeout: 15_000 }).not.toBe('-');
    await page.getByText('Computed without live prices (last known)').waitFor();
    await snap(page, 'overview-feed-offline');

    streamBlocked = false;
    await badge.getByRole('button', { name: 'Reconnect' }).click();
    await badge.getByText('Live feed: connected').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("toasts the server's reason when a close meets a position closed meanwhile (409)", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    const position = await uniquePosition(page, true);
    const row = rowOf(page, position.symbol);
    await row.waitFor();
    await row.getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close position' }).waitFor();
    // Someone else closes it while the question is open.
    const elsewhere = await page.request.post('/api/position-manager/close', {
      data: { positionId: position.id, reason: 'TRADERS_EXIT' },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Close position' }).click();
    const failure = toast(page, `Close failed: ${position.symbol}`);
    await failure.waitFor({ timeout: 15_000 });
    expect(await failure.innerText()).toContain(`Position ${position.id} is already closed`);
    await snap(page, 'overview-close-refused');
    await context.close();
  });

  it("toasts the refusal of a reopen with the server's reason", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    const tracked = await uniquePosition(page, false);
    const row = rowOf(page, tracked.symbol);
    await row.waitFor();
    await row.getByRole('button', { name: 'Open', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reopen' }).waitFor();
    const elsewhere = await page.request.post('/api/position-manager/reopen', {
      data: { positionId: tracked.id },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    const failure = toast(page, 'Erreur lors de la réouverture de la position');
    await failure.waitFor({ timeout: 15_000 });
    expect((await failure.innerText()).length).toBeGreaterThan(
      'Erreur lors de la réouverture de la position'.length,
    );
    await context.close();
  });
});
