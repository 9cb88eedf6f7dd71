import { endpoints } from '@signaldesk/contracts/endpoints';
import type { ApplyResult, ParameterOrigin } from '@signaldesk/contracts/parameter-apply';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { parameterKeys } from './query-keys';

/** Where the live values came from (docs/trading-parameters.md, Apply a run to live), and its undo. */
export async function getParameterOrigin(signal?: AbortSignal): Promise<ParameterOrigin | null> {
  const body = await callEndpoint(endpoints.parameterOrigin, {
    signal,
  });
  return body.data;
}

export function useParameterOrigin() {
  return useQuery({ queryKey: parameterKeys.origin(), queryFn: ({ signal }) => getParameterOrigin(signal) });
}

export async function undoApply(originId: number): Promise<ApplyResult & { message: string }> {
  const body = await callEndpoint(endpoints.undoApply, {
    body: { originId },
  });
  return { ...body.data, message: body.message };
}

/** Undoes the latest apply, then reloads the parameters, their changes and the origin. */
export function useUndoApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoApply,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: parameterKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['live-vs-backtest'] });
    },
  });
}
