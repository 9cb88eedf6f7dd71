import type { ReopenPositionResponse } from '@signaldesk/contracts/positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { changeOpenPositions } from './get-open-positions';

export function reopenPosition(positionId: number): Promise<ReopenPositionResponse> {
  return apiRequest<ReopenPositionResponse>('/api/position-manager/reopen', {
    method: 'POST',
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
