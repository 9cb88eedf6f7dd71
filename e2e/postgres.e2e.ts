import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../apps/server/test/support/test-database';
import { seriousViolations } from './support/accessibility';
import { DESKTOP, launchBrowser, signInThroughForm, snap } from './support/browser';
import { type DemoServer, startDemoServer } from './support/demo-server';
import { closeKeyDialogUnseen, createWebhookSource, postSignal } from './support/signals';

/*
 * The console on PostgreSQL (docs/operations.md, Connection budget): a demo server of its own on a fresh PostgreSQL
 * database, with every background job on as `npm run serve` has them (the demo's own signals too), signed in
 * through the form, the Overview and the Signals feed. Skipped only without TEST_DATABASE_URL (CI sets it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let browser: Browser;
let server: DemoServer;
let database: Awaited<ReturnType<typeof freshPostgres>>;

describe.skipIf(!adminUrl)('the console on PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshPostgres(adminUrl!, 'sd_e2e');
    server = await startDemoServer({ DATABASE_URL: database.url, DEMO_SIGNALS: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  let context: BrowserContext;
  afterAll(() => context?.close());

  it('signs in, shows the Overview with its open positions, and the Signals feed hears a new signal', async () => {
    context = await browser.newContext({ viewport: DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    const ready = await page.request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect((await ready.json()).instance).toEqual(expect.any(Number));

    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    // The demo's first positions are seeded in the background after its candle fill, on a fresh database: on a
    // busy machine that takes longer than a click's wait.
    const seeded = { timeout: 120_000 };
    await page.getByRole('heading', { name: /Futures Positions \(\d+\)/ }).waitFor(seeded);
    const rows = page.getByRole('table', { name: 'Futures Positions table' }).getByRole('row');
    await rows.nth(1).waitFor(seeded);
    expect(await rows.count()).toBeGreaterThan(1);
    await snap(page, 'postgres-overview');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Signals' }).first().click();
    await page.waitForURL('**/dashboard/signals');
    await page.getByRole('heading', { name: 'Live feed' }).waitFor();
    await page.mouse.move(600, 700);
    const name = `E2E postgres ${Date.now()}`;
    const { apiKey, keyDialog } = await createWebhookSource(page, name);
    await closeKeyDialogUnseen(keyDialog);
    expect(await postSignal(page, apiKey, { symbol: 'SOLUSDT', direction: 'LONG' })).toBe(202);
    const row = page.getByRole('table', { name: 'Signals feed' }).getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toMatch(/SOLUSDT\s+LONG\s+waiting/i);
    await snap(page, 'postgres-signals');
    expect(await seriousViolations(page)).toEqual([]);
  }, 240_000);
});
