import type {
  SweepResult,
  SweepStart,
  SweepStatus,
  sweepListResponseSchema,
  sweepResultResponseSchema,
  sweepStatusResponseSchema,
} from '@signaldesk/contracts/backtest-sweeps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { backtestKeys } from './query-keys';

/** The sweep calls (docs/api.md; docs/backtesting-screen.md, Sweeps). Progress is polled. */
export const SWEEPS_PATH = '/api/backtesting/sweeps';
/** How often a running sweep's progress is asked for. */
export const SWEEP_POLL_MS = 1_000;

type StatusAnswer = z.infer<typeof sweepStatusResponseSchema>;

export async function startSweep(request: SweepStart): Promise<SweepStatus> {
  return (await apiRequest<StatusAnswer>(SWEEPS_PATH, { method: 'POST', body: request })).data;
}

export async function getSweeps(signal?: AbortSignal): Promise<SweepStatus[]> {
  return (await apiRequest<z.infer<typeof sweepListResponseSchema>>(SWEEPS_PATH, { signal })).data;
}

export async function getSweepStatus(id: number, signal?: AbortSignal): Promise<SweepStatus> {
  return (await apiRequest<StatusAnswer>(`${SWEEPS_PATH}/${id}`, { signal })).data;
}

export async function cancelSweep(id: number): Promise<SweepStatus> {
  return (await apiRequest<StatusAnswer>(`${SWEEPS_PATH}/${id}/cancel`, { method: 'POST', body: {} })).data;
}

export async function getSweepResult(id: number, signal?: AbortSignal): Promise<SweepResult> {
  const answer = await apiRequest<z.infer<typeof sweepResultResponseSchema>>(`${SWEEPS_PATH}/${id}/result`, {
    signal,
  });
  return answer.data;
}

/** Every admin's recent sweeps: the screen re-attaches to my newest one when it opens. */
export function useSweeps() {
  return useQuery({ queryKey: backtestKeys.sweepList(), queryFn: ({ signal }) => getSweeps(signal) });
}

/** One sweep's status, asked again every second while it runs. */
export function useSweepStatus(id: number | null) {
  return useQuery({
    queryKey: backtestKeys.sweepStatus(id ?? 0),
    queryFn: ({ signal }) => getSweepStatus(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? SWEEP_POLL_MS : false),
  });
}

/** The grid of a sweep that ended (a cancelled one answers the cells it computed). */
export function useSweepResult(id: number | null, ended: boolean) {
  return useQuery({
    queryKey: backtestKeys.sweepResult(id ?? 0),
    queryFn: ({ signal }) => getSweepResult(id ?? 0, signal),
    enabled: id !== null && ended,
  });
}

export function useStartSweep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSweep,
    onSuccess: (status) => {
      queryClient.setQueryData(backtestKeys.sweepStatus(status.id), status);
      void queryClient.invalidateQueries({ queryKey: backtestKeys.sweepList() });
    },
  });
}

export function useCancelSweep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSweep,
    onSuccess: (status) => {
      queryClient.setQueryData(backtestKeys.sweepStatus(status.id), status);
      void queryClient.invalidateQueries({ queryKey: backtestKeys.sweepList() });
    },
  });
}
