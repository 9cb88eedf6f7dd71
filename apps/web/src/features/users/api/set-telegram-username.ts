import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Sets the subscriber's Telegram username (with or without @), or clears it with null. */
export function setTelegramUsername({
  id,
  telegramUsername,
}: {
  id: number;
  telegramUsername: string | null;
}) {
  return sendSubscriberChange(`/api/users/${id}/telegram`, { method: 'PUT', body: { telegramUsername } });
}

export function useSetTelegramUsername() {
  return useSubscriberChange(setTelegramUsername);
}
