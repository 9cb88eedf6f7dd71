import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SignalCard } from '@signaldesk/contracts/signal-sources';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SIGNALS_POLL_MS } from './get-signals';
import { signalKeys } from './query-keys';

export async function getSignalCard(id: number, signal?: AbortSignal): Promise<SignalCard> {
  const body = await callEndpoint(endpoints.signalCard, { params: { id }, signal });
  return body.data;
}

/** One signal's card (GET /api/signals/{id}), read again as the feed is while it is open. */
export function useSignalCard(id: number | null) {
  return useQuery({
    queryKey: signalKeys.card(id ?? 0),
    queryFn: ({ signal }) => getSignalCard(id!, signal),
    enabled: id !== null,
    refetchInterval: SIGNALS_POLL_MS,
  });
}
