import type {
  AdvancedAnalytics,
  AdvancedAnalyticsFilter,
  AdvancedAnalyticsResponse,
} from '@signaldesk/contracts/advanced-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function runAdvancedAnalytics(
  filter: AdvancedAnalyticsFilter,
  signal?: AbortSignal,
): Promise<AdvancedAnalytics> {
  const body = await apiRequest<AdvancedAnalyticsResponse>('/api/admin/advanced-analytics', {
    method: 'POST',
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
