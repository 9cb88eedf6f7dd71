import type { BitcoinCandlesResponse, ChartInterval } from '@signaldesk/contracts/analyses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bitcoinAnalysisKeys } from './bitcoin-analysis-keys';

/** GET /api/bitcoin-analysis/candles?interval=1h|4h: the chart's bars. */
export function getBitcoinCandles(
  interval: ChartInterval,
  signal?: AbortSignal,
): Promise<BitcoinCandlesResponse> {
  return apiRequest<BitcoinCandlesResponse>('/api/bitcoin-analysis/candles', { query: { interval }, signal });
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
