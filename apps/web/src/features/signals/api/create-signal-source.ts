import { endpoints } from '@signaldesk/contracts/endpoints';
import type { CreatedSignalSource, CreateSignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

export async function createSignalSource(body: CreateSignalSource): Promise<CreatedSignalSource> {
  const answer = await callEndpoint(endpoints.createSignalSource, {
    body,
  });
  return answer.data;
}

export function useCreateSignalSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignalSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.sources() }),
  });
}
