import { endpoints } from '@signaldesk/contracts/endpoints';
import type { ApplyPreview, ApplyResult } from '@signaldesk/contracts/parameter-apply';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { backtestKeys } from './query-keys';

/** What "Apply to live" takes its configuration from (docs/backtesting-screen.md, Apply to live). */
export type ApplyTarget = { kind: 'run'; id: number } | { kind: 'cell'; sweepId: number; index: number };

export async function getApplyPreview(target: ApplyTarget, signal?: AbortSignal): Promise<ApplyPreview> {
  const body =
    target.kind === 'run'
      ? await callEndpoint(endpoints.runApplyPreview, { params: { id: target.id }, signal })
      : await callEndpoint(endpoints.sweepCellApplyPreview, {
          params: { id: target.sweepId, index: target.index },
          signal,
        });
  return body.data;
}

/** The field-by-field difference with the live parameters, fetched while the modal is open. */
export function useApplyPreview(target: ApplyTarget | null) {
  return useQuery({
    queryKey: backtestKeys.applyPreview(target),
    queryFn: ({ signal }) => getApplyPreview(target!, signal),
    enabled: target !== null,
    staleTime: 0,
  });
}

export async function applyToLive(target: ApplyTarget): Promise<ApplyResult & { message: string }> {
  const body =
    target.kind === 'run'
      ? await callEndpoint(endpoints.applyRun, { params: { id: target.id }, body: {} })
      : await callEndpoint(endpoints.applySweepCell, {
          params: { id: target.sweepId, index: target.index },
          body: {},
        });
  return { ...body.data, message: body.message };
}

/**
 * Applies, then drops what the console holds of the live parameters (the Settings screen's queries, keyed
 * 'trading-parameters' by that feature) so they are read again.
 */
export function useApplyToLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToLive,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['trading-parameters'] });
      void queryClient.invalidateQueries({ queryKey: ['live-vs-backtest'] });
    },
  });
}
