import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInThroughForm } from './browser';

export interface OpenPosition {
  id: number;
  symbol: string;
  shouldWork: boolean;
  isSpot: boolean;
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, 'admin');
  await page.waitForURL('**/dashboard');
}

/** The open positions as the server lists them, read with the page's session. */
export async function openPositions(page: Page): Promise<OpenPosition[]> {
  const response = await page.request.get('/api/trader-tracker/openPositions');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OpenPosition[] }).data;
}
