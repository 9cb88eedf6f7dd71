import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signalKeys } from './query-keys';

export async function revokeSignalSource(id: number): Promise<SignalSource> {
  const answer = await apiRequest<{ data: SignalSource }>(`/api/signal-sources/${id}`, { method: 'DELETE' });
  return answer.data;
}

export function useRevokeSignalSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSignalSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.sources() }),
  });
}
