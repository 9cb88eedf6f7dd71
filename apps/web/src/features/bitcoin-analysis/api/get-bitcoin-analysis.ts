import type { BitcoinQuickResponse } from '@signaldesk/contracts/analyses';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bitcoinAnalysisKeys } from './bitcoin-analysis-keys';

/** GET /api/bitcoin-analysis/quick */
export function getBitcoinAnalysis(signal?: AbortSignal): Promise<BitcoinQuickResponse> {
  return callEndpoint(endpoints.bitcoinQuick, { signal });
}

/** Loaded only once the person asks (`enabled`): the panel starts empty with a load button. */
export function useBitcoinAnalysis(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: bitcoinAnalysisKeys.quick(),
      queryFn: ({ signal }) => getBitcoinAnalysis(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}
