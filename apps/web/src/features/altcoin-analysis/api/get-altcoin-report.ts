import type { AltcoinWithReportResponse } from '@signaldesk/contracts/analyses';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { altcoinAnalysisKeys } from './altcoin-analysis-keys';

/** GET /api/altcoin-analysis/overview/with-report: the overview with its report (AI or built-in). */
export function getAltcoinReport(signal?: AbortSignal): Promise<AltcoinWithReportResponse> {
  return callEndpoint(endpoints.altcoinWithReport, { signal });
}

/** Asked for when the person opens the report; the server reuses a report for a minute. */
export function useAltcoinReport(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: altcoinAnalysisKeys.report(),
      queryFn: ({ signal }) => getAltcoinReport(signal),
      enabled,
      staleTime: 60_000,
      // A failed report may have cost a provider call: the person retries with the Retry button, not the client.
      retry: false,
    }),
  );
}
