import type {
  BacktestCompare,
  BacktestRunDetail,
  BacktestRunItem,
  BacktestRunPatch,
  BacktestRunsQuery,
  BacktestRunsResponse,
} from '@signaldesk/contracts/backtest-runs';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { backtestKeys } from './query-keys';

/* The run library's calls (docs/api.md; docs/backtesting-screen.md, Run library). */

/** The list's query as the console sends it (the contract's schema reads page and size from text). */
export type RunsRequest = Omit<BacktestRunsQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

export function getRuns(query: RunsRequest, signal?: AbortSignal): Promise<BacktestRunsResponse> {
  return callEndpoint(endpoints.backtestRuns, { query: { ...query }, signal });
}

/** One page of runs; the previous page stays on screen while the next one loads. */
export function useRuns(query: RunsRequest) {
  return useQuery({
    queryKey: backtestKeys.runList(query),
    queryFn: ({ signal }) => getRuns(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getRunDetail(id: number, signal?: AbortSignal): Promise<BacktestRunDetail> {
  return (await callEndpoint(endpoints.backtestRun, { params: { id }, signal })).data;
}

export async function getRunComparison(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<BacktestCompare> {
  const answer = await callEndpoint(endpoints.compareBacktestRuns, { query: { ids: ids.join(',') }, signal });
  return answer.data;
}

/** The comparison of the chosen runs, fetched once two to four are chosen. */
export function useRunComparison(ids: readonly number[] | null) {
  return useQuery({
    queryKey: backtestKeys.compare(ids ?? []),
    queryFn: ({ signal }) => getRunComparison(ids ?? [], signal),
    enabled: ids !== null,
  });
}

export async function patchRun(id: number, patch: BacktestRunPatch): Promise<BacktestRunItem> {
  const answer = await callEndpoint(endpoints.updateBacktestRun, { params: { id }, body: patch });
  return answer.data;
}

export function deleteRun(id: number): Promise<unknown> {
  return callEndpoint(endpoints.deleteBacktestRun, { params: { id } });
}

/** Rename, note or star one of mine; the lists are reloaded after. */
export function usePatchRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BacktestRunPatch }) => patchRun(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backtestKeys.runs }),
  });
}

export function useDeleteRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRun(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backtestKeys.runs }),
  });
}

/** After a kept run, the library shows it. */
export function useRefreshRuns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: backtestKeys.runs });
}
