/**
 * A counter that moves whenever open positions may have changed, for the answers kept by OpenPositionsCache.
 * Moved by this process's own writes (positions.repository), at once, and by the NOTIFY that a trigger on the
 * positions table sends after every committed change, from any process (migration 0003). One counter per process:
 * several apps in one process (tests) only refresh a little more often.
 */
let version = 0;
let lastPayload = '';

/** The channel of the positions table's trigger. */
export const POSITIONS_CHANGED_CHANNEL = 'signaldesk_positions_changed';

/** Called by this process's writes (no payload) and by each NOTIFY on the channel (with its payload). */
export function openPositionsChanged(payload = ''): void {
  version++;
  lastPayload = payload;
}

/** The payload of the last change seen: a test sends its own NOTIFY to know that every earlier one arrived. */
export function lastPositionsChangePayload(): string {
  return lastPayload;
}

export function openPositionsVersion(): number {
  return version;
}
