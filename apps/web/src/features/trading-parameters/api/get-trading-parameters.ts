import type { TradingParameter, TradingParametersResponse } from '@signaldesk/contracts/trading-parameters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parameterKeys } from './query-keys';

export async function getTradingParameters(signal?: AbortSignal): Promise<TradingParameter[]> {
  return (await apiRequest<TradingParametersResponse>('/api/trading-parameters', { signal })).data;
}

export function tradingParametersQueryOptions() {
  return queryOptions({
    queryKey: parameterKeys.list(),
    queryFn: ({ signal }) => getTradingParameters(signal),
  });
}

export function useTradingParameters() {
  return useQuery(tradingParametersQueryOptions());
}
