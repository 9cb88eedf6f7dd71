import type { ReceivedCall } from '../../apps/server/test/support/fake-telegram';

/** The paid group of the journeys' demo server (its bot talks to the local Bot API of global-setup.ts). */
export const E2E_TELEGRAM_GROUP_ID = '-1002222222222';
export const E2E_TELEGRAM_BOT_USERNAME = 'signaldesk_test_bot';

/** A private message to the bot from a Telegram user, delivered by the local Bot API at `telegramUrl`. */
export async function deliverToBot(
  telegramUrl: string,
  from: { id: number; username: string },
  text: string,
): Promise<number> {
  const response = await fetch(`${telegramUrl}/control/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  if (!response.ok) throw new Error(`the local Bot API refused the message: ${response.status}`);
  return ((await response.json()) as { update_id: number }).update_id;
}

/** The calls the server made to the local Bot API so far (sendMessage, banChatMember, ...), in order. */
export async function receivedByTelegram(telegramUrl: string): Promise<ReceivedCall[]> {
  const response = await fetch(`${telegramUrl}/control/received`);
  return ((await response.json()) as { received: ReceivedCall[] }).received;
}
