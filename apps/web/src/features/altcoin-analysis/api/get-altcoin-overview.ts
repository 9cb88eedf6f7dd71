import type { AltcoinOverviewResponse } from '@signaldesk/contracts/analyses';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { altcoinAnalysisKeys } from './altcoin-analysis-keys';

/** GET /api/altcoin-analysis/overview: the market figures, quick stats included. */
export function getAltcoinOverview(signal?: AbortSignal): Promise<AltcoinOverviewResponse> {
  return callEndpoint(endpoints.altcoinOverview, { signal });
}

/** Loaded only once the person asks (`enabled`): the panel starts empty with a load button. */
export function useAltcoinOverview(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: altcoinAnalysisKeys.overview(),
      queryFn: ({ signal }) => getAltcoinOverview(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}
