/** The query parameter a link to one position carries (`/dashboard?position=42`), e.g. from the Signals feed. */
export const POSITION_LINK_PARAM = 'position';

/**
 * Where a link to a position goes: the Overview while it is open, the Analytics history once closed; either screen
 * opens the position's details (docs/signals.md, "The Signals screen").
 */
export function positionLink(positionId: number, closed: boolean): string {
  return `${closed ? '/dashboard/analytics' : '/dashboard'}?${POSITION_LINK_PARAM}=${positionId}`;
}
