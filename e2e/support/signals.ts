import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Creates a webhook source through the Signals screen's form and reads its key from the dialog that shows it once.
 * The dialog is left open: the caller copies, checks or closes it.
 */
export async function createWebhookSource(
  page: Page,
  name: string,
): Promise<{ apiKey: string; keyDialog: Locator }> {
  await page.getByRole('button', { name: 'New source' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Webhook URL and key' });
  const apiKey = await keyDialog.getByRole('textbox', { name: /^API key/ }).inputValue();
  expect(apiKey).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
  return { apiKey, keyDialog };
}

/** Posts a structured signal with a source's key, as a caller of the webhook does. */
export async function postSignal(page: Page, apiKey: string, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/signals', {
    headers: { Authorization: `Bearer ${apiKey}` },
    data,
  });
  return response.status();
}

/** Closes the key dialog without copying anything: Done asks first, and Close anyway closes it. */
export async function closeKeyDialogUnseen(keyDialog: Locator): Promise<void> {
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  await keyDialog.getByRole('button', { name: 'Close anyway' }).click();
  await keyDialog.waitFor({ state: 'hidden' });
}
