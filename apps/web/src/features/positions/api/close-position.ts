import { endpoints } from '@signaldesk/contracts/endpoints';
import {
  type ClosePositionRequest,
  type ClosePositionResponse,
  MANUAL_CLOSE_REASON,
} from '@signaldesk/contracts/positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { changeOpenPositions } from './get-open-positions';
import { positionKeys } from './query-keys';

export function closePosition(request: ClosePositionRequest): Promise<ClosePositionResponse> {
  return callEndpoint(endpoints.closePosition, { body: request });
}

/**
 * Closes a position from the dashboard: reason TRADERS_EXIT at the given exit price (the live price), then removes
 * the row from the open list (docs/positions.md, Overview). History and statistics are refreshed on their
 * next view.
 */
export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without an exit price the server closes at the exchange's last price (docs/positions.md, Overview).
    mutationFn: ({ positionId, exitPrice }: { positionId: number; exitPrice: number | undefined }) =>
      closePosition({ positionId, exitPrice, reason: MANUAL_CLOSE_REASON }),
    onSuccess: async (_response, { positionId }) => {
      void queryClient.invalidateQueries({ queryKey: positionKeys.closed() });
      void queryClient.invalidateQueries({ queryKey: positionKeys.summaries() });
      await changeOpenPositions(queryClient, (positions) => positions?.filter((p) => p.id !== positionId));
    },
  });
}
