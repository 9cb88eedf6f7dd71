import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SIGNALS_POLL_MS } from './get-signals';
import { signalKeys } from './query-keys';

export async function getSignalSources(signal?: AbortSignal): Promise<SignalSource[]> {
  const body = await callEndpoint(endpoints.signalSources, { signal });
  return body.data;
}

/** The sources with their statistics, read again with the feed so the counts follow it. */
export function useSignalSources() {
  return useQuery({
    queryKey: signalKeys.sources(),
    queryFn: ({ signal }) => getSignalSources(signal),
    refetchInterval: SIGNALS_POLL_MS,
  });
}
