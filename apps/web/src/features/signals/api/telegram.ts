import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TelegramDeliveriesResponse, TelegramDelivery } from '@signaldesk/contracts/telegram';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

/** How many deliveries the Telegram panel lists. */
export const TELEGRAM_PANEL_LIMIT = 10;
const TELEGRAM_POLL_MS = 5000;

export async function getTelegramDeliveries(
  signal?: AbortSignal,
): Promise<TelegramDeliveriesResponse['data']> {
  const body = await callEndpoint(endpoints.telegramDeliveries, {
    query: { limit: TELEGRAM_PANEL_LIMIT },
    signal,
  });
  return body.data;
}

/** What is configured and the last deliveries, read again every 5 s so a queued message shows as sent. */
export function useTelegramDeliveries() {
  return useQuery({
    queryKey: signalKeys.telegram(),
    queryFn: ({ signal }) => getTelegramDeliveries(signal),
    refetchInterval: TELEGRAM_POLL_MS,
  });
}

export async function sendTelegramTest(): Promise<TelegramDelivery> {
  const body = await callEndpoint(endpoints.telegramTestMessage, {
    body: {},
  });
  return body.data;
}

export function useSendTelegramTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTelegramTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.telegram() }),
  });
}
