import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { DESKTOP, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ListedUser {
  email: string;
  username: string;
  telegramUsername: string | null;
}

async function openUsers(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/users');
  await page
    .getByRole('status')
    .filter({ hasText: /sur [\d\s {2}]+ utilisateurs/ })
    .waitFor();
}

async function apiUsers(page: Page, query: string): Promise<{ data: ListedUser[]; total: number }> {
  const response = await page.request.get(`/api/users${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

describe('User Management', () => {
  it('searches the subscribers, sorts them, and exports the CSV that the browser saves', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openUsers(page);
    const everyone = await apiUsers(page, '');
    expect(everyone.total).toBeGreaterThanOrEqual(250);
    expect(await page.getByLabel(`Total : ${everyone.total}`).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: "Date d'expiration" }).count()).toBe(1);
    await snap(page, 'users-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Search by a Telegram username: the list narrows to the subscribers the server finds.
    const someone = everyone.data.find((user) => user.telegramUsername)!;
    await page.getByLabel('Rechercher').fill(someone.telegramUsername!);
    const table = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await table.getByRole('row').filter({ hasText: someone.email }).waitFor();
    const matches = await apiUsers(page, `?search=${encodeURIComponent(someone.telegramUsername!)}`);
    await expect.poll(() => table.getByRole('row').count()).toBe(matches.total + 1);

    // Sort by email, A to Z, across the whole list.
    await page.getByLabel('Rechercher').fill('');
    await page.getByRole('button', { name: 'Email' }).click();
    const firstByEmail = (await apiUsers(page, '?sort=email&pageSize=1')).data[0]!.email;
    await expect
      .poll(() => table.getByRole('row').nth(1).locator('td').first().innerText())
      .toBe(firstByEmail);

    // Export everyone: a CSV for a French spreadsheet (BOM, `;`, French headers, Oui/Non), formulas neutralised.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter tous en CSV' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`users-all-${today}.csv`);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "Id;Email;Nom d'utilisateur;Abonné;Plan;Date d'expiration;Date d'inscription;Telegram",
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(everyone.total + 2);
    expect(text).toContain(`;'-moonboy-;`);
    expect(text).toContain(`;'=TheWhale;`);
    expect(text).toContain(';Müller, Jürgen;');
    expect(text).toContain(';"""Le Sniper""";');
    expect(text).not.toMatch(/;[=+\-@][^;]*;/);
    await page.getByText(`lignes écrites dans users-all-${today}.csv`, { exact: false }).waitFor();

    // The subscribed-only export holds exactly the subscribed.
    const subscribed = await apiUsers(page, '?status=subscribed&pageSize=1');
    const [subscribedDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter les abonnés en CSV' }).click(),
    ]);
    expect(subscribedDownload.suggestedFilename()).toBe(`users-subscribed-${today}.csv`);
    const subscribedLines = readFileSync((await subscribedDownload.path())!, 'utf8')
      .slice(1)
      .split('\r\n')
      .slice(1, -1);
    expect(subscribedLines).toHaveLength(subscribed.total);
    // id, email, then the username (quoted when it holds a `;` or a quote), then Abonné.
    const subscribedRecord = /^\d+;[^;]+;(?:"(?:[^"]|"")*"|[^;"]*);Oui;/;
    expect(subscribedLines.filter((line) => !subscribedRecord.test(line))).toEqual([]);
    await context.close();
  });

  it('fits 1024 px', async () => {
    const { context, page } = await newPage(browser, { width: 1024, height: 800 });
    await openUsers(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'users-1024');
    await context.close();
  });

  it('shows cards with Abonné/Non abonné at 375 px, without sideways scroll', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await openUsers(page);
    const cards = page.getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByText('Abonné', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Non abonné', { exact: true }).count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, 'users-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
