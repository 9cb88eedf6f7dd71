import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility';
import { baseUrl, DESKTOP, launchBrowser, signInThroughForm, snap } from './support/browser';

/**
 * One language at a time (docs/console.md, Languages): a French-speaking operator in a French-locale Chromium
 * switches the console to English and finds no French on the main screens, then to French and finds no English;
 * every date in one style, whatever the browser's locale. The choice is put back to the default at the end, so the
 * other journeys (which check the spec's texts) see the console as they expect.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** French words of the console that English never uses. */
const FRENCH =
  /\b(Erreur|Aucun|Aucune|Réessayer|Utilisateurs|Chargement|Abonnés?|Actif|Inactif|Oui|Non|Taux de réussite|Profit moyen|Analyse|Période|Positions clôturées|Rechercher|Exporter|Statut|Tableau de bord|Signaux|Déconnexion|Mauvaise|Bonne|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janv\.|févr\.|déc\.)\b/;
/** English words of the console that French never uses. */
const ENGLISH =
  /\b(Loading|Retry|Error|Win rate|Search|Export|Details|Current|Active Positions|Total Performance|Trade History|Users|Signals|Performance Analysis|Good trading|Poor trading|Last update|No open positions|Logout|Sign-up|Subscribers|Waiting|Ignored|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

const SCREENS = {
  overview: '/dashboard',
  signals: '/dashboard/signals',
  users: '/dashboard/users',
  settings: '/dashboard/settings?settings=true',
  analytics: '/dashboard/analytics',
  advancedAnalytics: '/dashboard/advanced-analytics',
  backtesting: '/dashboard/backtesting',
} as const;

/** What shows once a screen has its data: a table on the screens that list, the form on the others. */
const READY: Record<keyof typeof SCREENS, string> = {
  overview: 'main table th',
  signals: 'main h2',
  users: 'main table th',
  settings: 'main input:visible',
  analytics: 'main table th',
  advancedAnalytics: 'main button[type="submit"], main button',
  backtesting: 'main input:visible',
};

async function pageText(name: keyof typeof SCREENS): Promise<string> {
  await page.goto(SCREENS[name]);
  await page
    .locator(READY[name])
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await snap(page, `language-stuck-${name}`);
      throw error;
    });
  // Let each screen's first answers arrive (loading texts are words too).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [role="status"] .mantine-Loader-root'));
  return page.locator('body').innerText();
}

async function choose(
  language: 'English' | 'Français' | 'Default (as specified)' | 'Par défaut (selon la spécification)',
) {
  await page
    .locator('header')
    .getByRole('button', { name: /Language and time zone|Langue et fuseau horaire/ })
    .click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/me/language'));
  await page.getByRole('menuitem', { name: language }).click();
  expect((await saved).status()).toBe(200);
}

/** Date-looking texts that are not in the language's one style. */
function foreignDates(text: string, language: 'en' | 'fr'): string[] {
  const slashes = text.match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g) ?? [];
  const iso = text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  const clock12 = text.match(/\b\d{1,2}:\d{2}(:\d{2})? ?[AP]M\b/g) ?? [];
  return language === 'en' ? [...slashes, ...clock12] : [...iso, ...clock12];
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  page = await context.newPage();
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
});

afterAll(async () => {
  // Back to the spec's languages for the journeys that follow.
  await page?.request.put(`${baseUrl()}/api/auth/me/language`, {
    data: { language: null },
    headers: { Origin: baseUrl() },
  });
  await browser?.close();
});

describe('one language at a time, in a French-locale browser', () => {
  it('shows no French on the main screens once English is chosen, dates in one style', async () => {
    await choose('English');
    await page.locator('header').getByText('Overview').waitFor();
    for (const name of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      const text = await pageText(name);
      expect(text.match(FRENCH)?.[0] ?? null, name).toBeNull();
      expect(foreignDates(text, 'en'), name).toEqual([]);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    await snap(page, 'language-english-backtesting');
  });

  it('keeps English after a reload: the choice is the admin’s, on the server', async () => {
    await page.goto(SCREENS.backtesting);
    await page.reload();
    await page.locator('header').getByText('Backtesting').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await page.locator('body').innerText()).match(FRENCH)?.[0] ?? null).toBeNull();
  });

  it('shows no English on any main screen once French is chosen, dates in the French style', async () => {
    await choose('Français');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    for (const name of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      const text = await pageText(name);
      expect(text.match(ENGLISH)?.[0] ?? null, name).toBeNull();
      expect(foreignDates(text, 'fr'), name).toEqual([]);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    await page.goto(SCREENS.overview);
    await page.locator('header').getByText('Vue d’ensemble').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await snap(page, 'language-french-overview');
  });

  it('goes back to the spec’s languages on request', async () => {
    await choose('Par défaut (selon la spécification)');
    await page.locator('header').getByText('Overview').waitFor();
    await page.goto(SCREENS.users);
    await page
      .getByText('Erreur lors du chargement des utilisateurs')
      .or(page.getByText('Utilisateurs'))
      .first()
      .waitFor();
  });
});
