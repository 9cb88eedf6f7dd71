import type { BitcoinWithReportResponse } from '@signaldesk/contracts/analyses';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bitcoinAnalysisKeys } from './bitcoin-analysis-keys';

/** GET /api/bitcoin-analysis/with-report: the analysis with its trading report (AI or built-in). */
export function getBitcoinReport(signal?: AbortSignal): Promise<BitcoinWithReportResponse> {
  return callEndpoint(endpoints.bitcoinWithReport, { signal });
}

/** Asked for when the person opens the report; the server reuses a report for a minute. */
export function useBitcoinReport(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: bitcoinAnalysisKeys.report(),
      queryFn: ({ signal }) => getBitcoinReport(signal),
      enabled,
      staleTime: 60_000,
      // A failed report may have cost a provider call: the person retries with the Retry button, not the client.
      retry: false,
    }),
  );
}
