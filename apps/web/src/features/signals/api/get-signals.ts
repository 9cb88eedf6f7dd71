import { endpoints } from '@signaldesk/contracts/endpoints';
import type { FeedSignal, SignalsQueryParams } from '@signaldesk/contracts/signal-sources';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

/** docs/signals.md, "The Signals screen": the feed is read again every 5 s, so new signals appear by themselves. */
export const SIGNALS_POLL_MS = 5_000;
/** Signals per page of the feed. */
export const SIGNALS_PAGE_SIZE = 50;

export async function getSignals(
  query: Partial<SignalsQueryParams>,
  signal?: AbortSignal,
): Promise<FeedSignal[]> {
  const body = await callEndpoint(endpoints.signalsFeed, { query, signal });
  return body.data;
}

export type SignalsFilter = Pick<Partial<SignalsQueryParams>, 'sourceId' | 'state' | 'day'>;

/**
 * The feed, newest first, one page of 50 at a time (keyset: each next page starts before the last signal shown).
 * Every poll reads the pages shown again, so states change in place.
 */
export function useSignalsFeed(filter: SignalsFilter) {
  return useInfiniteQuery({
    queryKey: signalKeys.feed(filter),
    queryFn: ({ pageParam, signal }) =>
      getSignals({ ...filter, limit: SIGNALS_PAGE_SIZE, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === SIGNALS_PAGE_SIZE ? last.at(-1)!.id : undefined),
    refetchInterval: SIGNALS_POLL_MS,
  });
}
