/**
 * A counter that moves whenever open positions may have changed, for the answers kept by OpenPositionsCache.
 * Moved by this process's own writes (positions.repository), at once, and by the NOTIFY that a trigger on the
 * positions table sends after every committed change, from any process (migration 0002). One counter per process:
 * several apps in one process (tests) only refresh a little more often.
 */
let version = 0;

/** The channel of the positions table's trigger. */
export const POSITIONS_CHANGED_CHANNEL = 'signaldesk_positions_changed';

export function openPositionsChanged(): void {
  version++;
}

export function openPositionsVersion(): number {
  return version;
}
