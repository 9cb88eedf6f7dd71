import type { SignalSource, UpdateSignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signalKeys } from './query-keys';

export async function updateSignalSource(id: number, body: UpdateSignalSource): Promise<SignalSource> {
  const answer = await apiRequest<{ data: SignalSource }>(`/api/signal-sources/${id}`, {
    method: 'PATCH',
    body,
  });
  return answer.data;
}

export function useUpdateSignalSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSignalSource }) => updateSignalSource(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.sources() }),
  });
}
