import type { AdvancedAnalytics, AdvancedAnalyticsFilter } from '@signaldesk/contracts/advanced-analytics';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function runAdvancedAnalytics(
  filter: AdvancedAnalyticsFilter,
  signal?: AbortSignal,
): Promise<AdvancedAnalytics> {
  const body = await callEndpoint(endpoints.advancedAnalytics, {
    body: filter,
    signal,
  });
  return body.data;
}

/** The analysis of the filter in the URL; nothing runs until a filter is there. */
export function useAdvancedAnalytics(filter: AdvancedAnalyticsFilter | null) {
  return useQuery({
    queryKey: ['advanced-analytics', filter],
    queryFn: ({ signal }) => runAdvancedAnalytics(filter!, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
