import { CLOSE_REASONS, type CloseReason } from '@signaldesk/contracts/positions';
import { translate } from './use-t';

function isCloseReason(reason: string): reason is CloseReason {
  return (CLOSE_REASONS as readonly string[]).includes(reason);
}

/**
 * A close reason in the operator's language (`closeReasons` of the catalogues); a reason outside the set (an older
 * row's free text) is shown as it is stored (docs/positions.md, closeReason).
 */
export function closeReasonLabel(reason: string): string {
  return isCloseReason(reason) ? translate(`closeReasons.${reason}`) : reason;
}
