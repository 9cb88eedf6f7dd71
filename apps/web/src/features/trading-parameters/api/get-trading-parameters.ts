import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { parameterKeys } from './query-keys';

export async function getTradingParameters(signal?: AbortSignal): Promise<TradingParameter[]> {
  return (await callEndpoint(endpoints.tradingParameters, { signal })).data;
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
