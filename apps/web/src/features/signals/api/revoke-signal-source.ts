import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

export async function revokeSignalSource(id: number): Promise<SignalSource> {
  const answer = await callEndpoint(endpoints.revokeSignalSource, { params: { id } });
  return answer.data;
}

export function useRevokeSignalSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSignalSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.sources() }),
  });
}
