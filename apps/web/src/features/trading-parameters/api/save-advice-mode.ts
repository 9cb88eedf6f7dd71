import type { AdviceMode, AdviceModeRequest } from '@signaldesk/contracts/auth';
import { apiSend } from '../../../lib/api-client';

/** Saves the admin's header advice mode on the server, so it follows them (docs/console.md, "Trading day and hour"). */
export async function saveAdviceMode(adviceMode: AdviceMode): Promise<void> {
  const body: AdviceModeRequest = { adviceMode };
  await apiSend('/api/auth/me/advice-mode', { method: 'PUT', body });
}
