import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Exchange } from '../exchange';
import type { TraderFeed, TraderPosition } from '../trader-feed';
import { hashInts } from './random';

/** The simulated leaderboard's shape (docs/signals.md, "Trader tracker"). */
export const SIMULATED_LEADERBOARD = {
  traders: 10,
  /** Each trader holds one position at a time, this long, then opens the next. */
  holdMinutes: 30,
  /** Trader k's positions open k × this many minutes after the hour grid, so openings are spread out. */
  staggerMinutes: 3,
  /** Every hour, the symbols in fashion: a trader picks one of them. */
  hotSymbols: 3,
  /** A trader goes with the symbol's move over this many minutes before opening (a momentum trader). */
  lookBackMinutes: 15,
} as const;

const HOUR_MS = 60 * MINUTE_MS;

/**
 * A leaderboard driven by the simulated market, deterministic per seed: trader k opens a position at every
 * `holdMinutes` step of the grid shifted by k × `staggerMinutes` and holds it until the next. Its symbol is one of
 * the hour's `hotSymbols` USDT perpetuals (chosen by hashing the seed and the hour); its direction follows the
 * symbol's move over the 15 minutes before the opening (LONG when it rose or stayed, SHORT when it fell).
 * Traders that open the same hot symbol at nearby times on the same move agree.
 */
export class SimulatedLeaderboard implements TraderFeed {
  constructor(
    private readonly exchange: Exchange,
    private readonly seed = 1,
  ) {}

  async listOpenPositions(at: number): Promise<TraderPosition[]> {
    const { traders, holdMinutes, staggerMinutes, hotSymbols, lookBackMinutes } = SIMULATED_LEADERBOARD;
    const symbols = (await this.exchange.listSymbols())
      .filter((entry) => entry.isUsdtPerpetual)
      .map((entry) => entry.symbol)
      .sort();
    if (symbols.length === 0) return [];
    const hold = holdMinutes * MINUTE_MS;
    const positions: TraderPosition[] = [];
    for (let k = 0; k < traders; k++) {
      const shift = k * staggerMinutes * MINUTE_MS;
      const openedAt = Math.floor((at - shift) / hold) * hold + shift;
      const hour = Math.floor(openedAt / HOUR_MS);
      const pick = hashInts(this.seed, hour, k, openedAt / MINUTE_MS) % hotSymbols;
      const symbol = symbols[hashInts(this.seed, hour, pick) % symbols.length]!;
      const candles = await this.exchange.fetchKlines(
        symbol,
        openedAt - lookBackMinutes * MINUTE_MS,
        openedAt,
        'futures',
      );
      let first = -1;
      let last = -1;
      for (let i = 0; i < candles.length; i++) {
        if (candles.present[i] !== 1) continue;
        if (first < 0) first = i;
        last = i;
      }
      if (first < 0) continue; // no market before the opening: the trader waits
      const rose = candles.close[last]! >= candles.open[first]!;
      positions.push({
        traderId: `sim-trader-${String(k + 1).padStart(2, '0')}`,
        symbol,
        direction: rose ? 'LONG' : 'SHORT',
        openedAt,
      });
    }
    return positions;
  }
}
