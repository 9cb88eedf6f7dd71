import type { LiveVsBacktest, liveVsBacktestResponseSchema } from '@signaldesk/contracts/live-vs-backtest';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The key other features invalidate after an apply or an undo ('live-vs-backtest'). */
export const liveVsBacktestKey = ['live-vs-backtest'] as const;

export async function getLiveVsBacktest(signal?: AbortSignal): Promise<LiveVsBacktest> {
  const body = await apiRequest<z.infer<typeof liveVsBacktestResponseSchema>>(
    '/api/analytics/live-vs-backtest',
    {
      signal,
    },
  );
  return body.data;
}

export function useLiveVsBacktest() {
  return useQuery({ queryKey: liveVsBacktestKey, queryFn: ({ signal }) => getLiveVsBacktest(signal) });
}
