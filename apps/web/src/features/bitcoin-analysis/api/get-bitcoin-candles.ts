import type { BitcoinCandlesResponse, ChartInterval } from '@signaldesk/contracts/analyses';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bitcoinAnalysisKeys } from './bitcoin-analysis-keys';

/** GET /api/bitcoin-analysis/candles?interval=1h|4h: the chart's bars. */
export function getBitcoinCandles(
  interval: ChartInterval,
  signal?: AbortSignal,
): Promise<BitcoinCandlesResponse> {
  return callEndpoint(endpoints.bitcoinCandles, { query: { interval }, signal });
}

export function useBitcoinCandles(interval: ChartInterval) {
  return useQuery(
    queryOptions({
      queryKey: bitcoinAnalysisKeys.candles(interval),
      queryFn: ({ signal }) => getBitcoinCandles(interval, signal),
      staleTime: 60_000,
    }),
  );
}
