import { endpoints } from '@signaldesk/contracts/endpoints';
import type { ReopenPositionResponse } from '@signaldesk/contracts/positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { changeOpenPositions } from './get-open-positions';

export function reopenPosition(positionId: number): Promise<ReopenPositionResponse> {
  return callEndpoint(endpoints.reopenPosition, {
    body: { positionId },
  });
}

/**
 * Reopens a tracked signal and replaces its row with the position the server returns (docs/positions.md,
 * Overview).
 */
export function useReopenPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenPosition,
    onSuccess: (response, positionId) =>
      changeOpenPositions(queryClient, (positions) =>
        positions?.map((p) => (p.id === positionId ? response.data : p)),
      ),
  });
}
