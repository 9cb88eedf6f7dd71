import type { SweepResult, SweepStart, SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { backtestKeys } from './query-keys';

/* The sweep calls (docs/api.md; docs/backtesting-screen.md, Sweeps). Progress is polled. */
/** How often a running sweep's progress is asked for. */
export const SWEEP_POLL_MS = 1_000;

export async function startSweep(request: SweepStart): Promise<SweepStatus> {
  return (await callEndpoint(endpoints.startSweep, { body: request })).data;
}

export async function getSweeps(signal?: AbortSignal): Promise<SweepStatus[]> {
  return (await callEndpoint(endpoints.sweeps, { signal })).data;
}

export async function getSweepStatus(id: number, signal?: AbortSignal): Promise<SweepStatus> {
  return (await callEndpoint(endpoints.sweep, { params: { id }, signal })).data;
}

export async function cancelSweep(id: number): Promise<SweepStatus> {
  return (await callEndpoint(endpoints.cancelSweep, { params: { id } })).data;
}

export async function getSweepResult(id: number, signal?: AbortSignal): Promise<SweepResult> {
  const answer = await callEndpoint(endpoints.sweepResult, { params: { id }, signal });
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
