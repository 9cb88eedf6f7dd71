import { endpoints } from '@signaldesk/contracts/endpoints';
import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Sets the subscriber's Telegram username (with or without @), or clears it with null. */
export function setTelegramUsername({
  id,
  telegramUsername,
}: {
  id: number;
  telegramUsername: string | null;
}) {
  return sendSubscriberChange(endpoints.setTelegramUsername, { params: { id }, body: { telegramUsername } });
}

export function useSetTelegramUsername() {
  return useSubscriberChange(setTelegramUsername);
}
