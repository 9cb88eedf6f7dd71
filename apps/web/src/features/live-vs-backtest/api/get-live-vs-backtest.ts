import { endpoints } from '@signaldesk/contracts/endpoints';
import type { LiveVsBacktest } from '@signaldesk/contracts/live-vs-backtest';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The key other features invalidate after an apply or an undo ('live-vs-backtest'). */
export const liveVsBacktestKey = ['live-vs-backtest'] as const;

export async function getLiveVsBacktest(signal?: AbortSignal): Promise<LiveVsBacktest> {
  const body = await callEndpoint(endpoints.liveVsBacktest, { signal });
  return body.data;
}

export function useLiveVsBacktest() {
  return useQuery({ queryKey: liveVsBacktestKey, queryFn: ({ signal }) => getLiveVsBacktest(signal) });
}
