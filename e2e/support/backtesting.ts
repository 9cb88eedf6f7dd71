import type { Page } from 'playwright-core';
import { signInThroughForm } from './browser';

/** Signs in as the admin2 demo account, which lands on the backtesting screen. */
export async function openBacktesting(page: Page): Promise<void> {
  await page.goto('/');
  await signInThroughForm(page, 'backtester');
  await page.waitForURL('**/dashboard/backtesting');
  await page.getByRole('heading', { name: 'Strategy Backtesting' }).waitFor();
}

/** A configuration input of the form, by its exact label. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
