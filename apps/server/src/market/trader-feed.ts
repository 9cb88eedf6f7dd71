/**
 * Followed traders' open positions (docs/signals.md, "Trader tracker"). Binance's leaderboard has no public API,
 * so production has no real feed yet: this interface is where an adapter would plug in. Demo mode has the
 * simulated leaderboard (simulated/simulated-leaderboard.ts).
 */
export interface TraderPosition {
  traderId: string;
  symbol: string;
  direction: 'LONG' | 'SHORT';
  /** When the trader opened it, ms since epoch. */
  openedAt: number;
}

export interface TraderFeed {
  /** The positions the followed traders hold at `at` (ms), one list over all of them. */
  listOpenPositions(at: number): Promise<TraderPosition[]>;
}
