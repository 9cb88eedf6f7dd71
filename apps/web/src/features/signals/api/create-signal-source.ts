import type { CreatedSignalSource, CreateSignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signalKeys } from './query-keys';

export async function createSignalSource(body: CreateSignalSource): Promise<CreatedSignalSource> {
  const answer = await apiRequest<{ data: CreatedSignalSource }>('/api/signal-sources', {
    method: 'POST',
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
