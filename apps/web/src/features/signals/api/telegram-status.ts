import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TelegramStatusResponse } from '@signaldesk/contracts/telegram';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

const STATUS_POLL_MS = 15_000;

export async function getTelegramStatus(signal?: AbortSignal): Promise<TelegramStatusResponse['data']> {
  return (await callEndpoint(endpoints.telegramStatus, { signal })).data;
}

/** Whether the bot answers (getMe) and the chats it has seen, read again every 15 s (docs/telegram.md, The console). */
export function useTelegramStatus() {
  return useQuery({
    queryKey: [...signalKeys.telegram(), 'status'],
    queryFn: ({ signal }) => getTelegramStatus(signal),
    refetchInterval: STATUS_POLL_MS,
  });
}
