import { endpoints } from '@signaldesk/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** Asks Telegram group access for a fresh one-time invite link; answers the link. */
export async function resendInvite(id: number): Promise<string> {
  return (await callEndpoint(endpoints.resendInvite, { params: { id } })).data.inviteLink;
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: (_link, id) => queryClient.invalidateQueries({ queryKey: userKeys.telegram(id) }),
  });
}
