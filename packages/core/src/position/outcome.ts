/**
 * What a closed position's outcome counts as, for every statistic over closed positions (the history screen's
 * blocks and the advanced analytics; see docs/advanced-analytics.md, Rules). The server turns these into SQL, so
 * both screens count the same way.
 */

/** A position wins when its final profit, percent, is strictly above this. */
export const WIN_ABOVE_PERCENT = 0;

export function isWinningProfit(profitPercent: number): boolean {
  return profitPercent > WIN_ABOVE_PERCENT;
}

/** The close reasons each close-reason share counts (a share of all the positions considered). */
export const CLOSE_REASON_SHARES = {
  breakevenRate: ['BREAKEVEN_1', 'BREAKEVEN_2'],
  tradersExitRate: ['TRADERS_EXIT'],
  slHitRate: ['SL'],
} as const satisfies Record<string, readonly string[]>;
export type CloseReasonShare = keyof typeof CLOSE_REASON_SHARES;

/** The share a close reason counts in, or null when it counts in none. */
export function closeReasonShare(reason: string | null): CloseReasonShare | null {
  if (reason === null) return null;
  for (const [share, reasons] of Object.entries(CLOSE_REASON_SHARES)) {
    if ((reasons as readonly string[]).includes(reason)) return share as CloseReasonShare;
  }
  return null;
}
