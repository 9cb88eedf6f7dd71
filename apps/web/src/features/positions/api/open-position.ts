import { endpoints } from '@signaldesk/contracts/endpoints';
import type { OpenPositionRequest, OpenPositionResponse } from '@signaldesk/contracts/positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { changeOpenPositions } from './get-open-positions';
import { positionKeys } from './query-keys';

export function openPosition(request: OpenPositionRequest): Promise<OpenPositionResponse> {
  return callEndpoint(endpoints.openPosition, { body: request });
}

/** Opens a position and puts the server's answer at the top of the open list (newest first). */
export function useOpenPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPosition,
    onSuccess: async (response) => {
      await changeOpenPositions(queryClient, (positions) => [
        response.data,
        ...(positions ?? []).filter((p) => p.id !== response.data.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: positionKeys.open() });
    },
  });
}
