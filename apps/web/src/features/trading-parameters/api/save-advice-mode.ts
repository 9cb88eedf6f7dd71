import type { AdviceMode } from '@signaldesk/contracts/auth';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Saves the admin's header advice mode on the server, so it follows them (docs/console.md, "Trading day and hour"). */
export async function saveAdviceMode(adviceMode: AdviceMode): Promise<void> {
  await callEndpoint(endpoints.setAdviceMode, { body: { adviceMode } });
}
