import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

/** The Position Manager's breakeven stops, as the position monitor applies them (docs/positions.md, Position chart). */
export interface BreakevenRules {
  /** Where the stop moves after TP1, percent of the entry (negative: against the trade). */
  breakEvenPercent: number;
  enableBreakeven1: boolean;
  /** After TP2 the stop moves to the entry. */
  enableBreakeven2: boolean;
}

/** The rules from the trading parameters; null when a value is missing or does not parse. */
export async function getBreakevenRules(signal?: AbortSignal): Promise<BreakevenRules | null> {
  const body = await callEndpoint(endpoints.tradingParameters, { signal });
  const value = (key: string) => body.data.find((parameter) => parameter.key === key)?.value;
  const percent = Number(value('BREAKEVEN_PERCENT'));
  const first = value('ENABLE_BREAKEVEN_1');
  const second = value('ENABLE_BREAKEVEN_2');
  if (!Number.isFinite(percent) || first === undefined || second === undefined) return null;
  return {
    breakEvenPercent: percent,
    enableBreakeven1: first === 'true',
    enableBreakeven2: second === 'true',
  };
}

export function breakevenRulesQueryOptions() {
  return queryOptions({
    queryKey: positionKeys.breakevenRules(),
    queryFn: ({ signal }) => getBreakevenRules(signal),
    staleTime: 60_000,
  });
}

export function useBreakevenRules() {
  return useQuery(breakevenRulesQueryOptions());
}
