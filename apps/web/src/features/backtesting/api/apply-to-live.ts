import type {
  ApplyPreview,
  ApplyResult,
  applyPreviewResponseSchema,
  applyResponseSchema,
} from '@signaldesk/contracts/parameter-apply';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { backtestKeys } from './query-keys';

/** What "Apply to live" takes its configuration from (docs/backtesting-screen.md, Apply to live). */
export type ApplyTarget = { kind: 'run'; id: number } | { kind: 'cell'; sweepId: number; index: number };

const targetPath = (target: ApplyTarget) =>
  target.kind === 'run'
    ? `/api/backtesting/runs/${target.id}`
    : `/api/backtesting/sweeps/${target.sweepId}/cells/${target.index}`;

export async function getApplyPreview(target: ApplyTarget, signal?: AbortSignal): Promise<ApplyPreview> {
  const body = await apiRequest<z.infer<typeof applyPreviewResponseSchema>>(
    `${targetPath(target)}/apply-preview`,
    { signal },
  );
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
  const body = await apiRequest<z.infer<typeof applyResponseSchema>>(`${targetPath(target)}/apply`, {
    method: 'POST',
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
