import type { TelegramDeliveriesResponse, TelegramDelivery } from '@signaldesk/contracts/telegram';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signalKeys } from './query-keys';

/** How many deliveries the Telegram panel lists. */
export const TELEGRAM_PANEL_LIMIT = 10;
const TELEGRAM_POLL_MS = 5000;

export async function getTelegramDeliveries(
  signal?: AbortSignal,
): Promise<TelegramDeliveriesResponse['data']> {
  const body = await apiRequest<TelegramDeliveriesResponse>('/api/telegram/deliveries', {
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
  const body = await apiRequest<{ data: TelegramDelivery }>('/api/telegram/test-message', {
    method: 'POST',
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
