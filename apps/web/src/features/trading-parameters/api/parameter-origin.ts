import type {
  ApplyResult,
  applyResponseSchema,
  ParameterOrigin,
  parameterOriginResponseSchema,
} from '@signaldesk/contracts/parameter-apply';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { parameterKeys } from './query-keys';

/** Where the live values came from (docs/trading-parameters.md, Apply a run to live), and its undo. */
export async function getParameterOrigin(signal?: AbortSignal): Promise<ParameterOrigin | null> {
  const body = await apiRequest<z.infer<typeof parameterOriginResponseSchema>>(
    '/api/trading-parameters/origin',
    {
      signal,
    },
  );
  return body.data;
}

export function useParameterOrigin() {
  return useQuery({ queryKey: parameterKeys.origin(), queryFn: ({ signal }) => getParameterOrigin(signal) });
}

export async function undoApply(originId: number): Promise<ApplyResult & { message: string }> {
  const body = await apiRequest<z.infer<typeof applyResponseSchema>>('/api/trading-parameters/undo-apply', {
    method: 'POST',
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
