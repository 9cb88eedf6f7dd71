import type { ResendInviteResponse } from '@signaldesk/contracts/subscribers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** Asks Telegram group access for a fresh one-time invite link; answers the link. */
export async function resendInvite(id: number): Promise<string> {
  return (
    await apiRequest<ResendInviteResponse>(`/api/users/${id}/resend-invite`, { method: 'POST', body: {} })
  ).data.inviteLink;
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: (_link, id) => queryClient.invalidateQueries({ queryKey: userKeys.telegram(id) }),
  });
}
