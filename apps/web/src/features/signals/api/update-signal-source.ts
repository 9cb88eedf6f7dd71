import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SignalSource, UpdateSignalSource } from '@signaldesk/contracts/signal-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { signalKeys } from './query-keys';

export async function updateSignalSource(id: number, body: UpdateSignalSource): Promise<SignalSource> {
  const answer = await callEndpoint(endpoints.updateSignalSource, { params: { id }, body });
  return answer.data;
}

export function useUpdateSignalSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSignalSource }) => updateSignalSource(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.sources() }),
  });
}
