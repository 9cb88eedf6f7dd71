import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './support/accessibility';
import { baseUrl, launchBrowser, MOBILE, newPage, signInThroughForm, snap } from './support/browser';

let browser: Browser;

/** The navigation a person can see: the sidebar on desktop, the drawer's copy when it is open on a phone. */
const visibleNav = (page: Page) => page.locator('nav[aria-label="Main"]:visible');

/** How many navigations lie inside the viewport (Mantine slides the collapsed sidebar off-screen). */
async function onScreenNavCount(page: Page): Promise<number> {
  return page.locator('nav[aria-label="Main"]').evaluateAll(
    (navs) =>
      navs.filter((nav) => {
        const box = nav.getBoundingClientRect();
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      }).length,
  );
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in', () => {
  it('shows every text of the login screen and "Invalid credentials" for a wrong password, cleared on the next submit', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByText('Admin Console').waitFor();
    await page.getByText(`${new Date().getFullYear()} Trading Dashboard. All rights reserved.`).waitFor();
    await snap(page, 'login-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughForm(page, 'admin', 'wrong-password');
    await page.getByText('Invalid credentials').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    expect(await page.getByText('Invalid credentials').count()).toBe(0);
    await context.close();
  });

  it('sends a signed-out visitor to / and back to the remembered page after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard/analytics?tab=golden');
    await page.waitForURL((url) => url.pathname === '/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics' && url.search === '?tab=golden');
    // A signed-in person who opens the login page goes to the dashboard.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('signs out with Logout and then keeps the dashboard closed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    // The login screen's code may still be on its way after the redirect: wait for the form, do not sample it.
    await page.getByPlaceholder('Enter your username').waitFor({ state: 'visible' });
    await context.close();
  });
});

describe("the Overview's first visit (docs/performance.md)", () => {
  /** The API paths the page asked for, in order; with `finished`, also when each answer was in. */
  function apiCalls(page: Page, finished = false): string[] {
    const calls: string[] = [];
    const note = (prefix: string) => (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${prefix}${pathname}`);
    };
    page.on('request', note(''));
    if (finished) page.on('requestfinished', note('answered '));
    return calls;
  }

  it('a reload of the Overview asks for its open positions with the session check, and shows them', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.getByRole('heading', { name: /Futures Positions \(/ }).waitFor();
    const calls = apiCalls(page, true);
    await page.reload();
    await page.getByRole('heading', { name: /Futures Positions \(/ }).waitFor();
    // Both leave before anything renders: the open positions do not wait for the check's answer.
    expect(calls.indexOf('/api/trader-tracker/openPositions')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('/api/trader-tracker/openPositions')).toBeLessThan(
      calls.indexOf('answered /api/auth/verify'),
    );
    await context.close();
  });

  it('is dark with a spinner while the main script is still on its way, never a white page', async () => {
    const { context, page } = await newPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading the console' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    expect(Math.max(red!, green!, blue!)).toBeLessThan(64);
    release();
    await page.getByPlaceholder('Enter your username').waitFor();
    expect(await page.getByRole('status', { name: 'Loading the console' }).count()).toBe(0);
    await context.close();
  });

  it('a cookie that outlived its session still ends on the login page, without page errors', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.addCookies([{ name: 'adminType', value: 'admin1', url: baseUrl() }]);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByPlaceholder('Enter your username').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin2's page load asks for none of the Overview's data", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await signInThroughForm(page, 'backtester');
    await page.waitForURL('**/dashboard/backtesting');
    const calls = apiCalls(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/backtesting');
    await page.getByRole('heading', { name: 'Strategy Backtesting' }).waitFor();
    expect(calls).not.toContain('/api/trader-tracker/openPositions');
    expect(calls).toContain('/api/auth/verify');
    await context.close();
  });
});

describe('roles in the shell', () => {
  it('confines admin2 to Backtesting: the only sidebar item, and every other dashboard path redirects there', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await signInThroughForm(page, 'backtester');
    await page.waitForURL('**/dashboard/backtesting');
    const nav = visibleNav(page);
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Backtesting']);
    for (const path of [
      '/dashboard',
      '/dashboard/users',
      '/dashboard/analytics',
      '/dashboard/settings?settings=true',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/dashboard/backtesting');
    }
    await context.close();
  });

  it('shows Settings to admin1 only with ?settings=true', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    const nav = visibleNav(page);
    await nav.getByRole('link').first().waitFor();
    const labels = await nav.getByRole('link').allInnerTexts();
    expect(labels).toEqual([
      'Dashboard',
      'Signals',
      'Analytics',
      'Advanced Analytics',
      'Backtesting',
      'Users',
    ]);
    await page.goto('/dashboard?settings=true');
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    await snap(page, 'overview-desktop');
    await context.close();
  });
});

describe('mobile', () => {
  it('at 375 px the sidebar is a drawer that opens from the burger and closes on route change', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await snap(page, 'login-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await signInThroughForm(page, 'admin');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    expect(await onScreenNavCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Analytics', exact: true }).waitFor();
    await expect.poll(() => onScreenNavCount(page), { timeout: 5000 }).toBe(1);
    await snap(page, 'drawer-mobile');
    await drawer.getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.waitForURL('**/dashboard/analytics');
    await expect.poll(() => onScreenNavCount(page), { timeout: 5000 }).toBe(0);
    await context.close();
  });
});
