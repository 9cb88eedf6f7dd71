import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Exchange } from '../exchange';
import type { TraderFeed, TraderPosition } from '../trader-feed';
import { hashInts } from './random';

/** The simulated leaderboard's shape (docs/signals.md, "Trader tracker"). */
export const SIMULATED_LEADERBOARD = {
  traders: 12,
  /** Each trader holds one position at a time, this long, then opens the next. */
  holdMinutes: 15,
  /** Trader k's positions open k × this many minutes after the grid of `holdMinutes`, so openings are spread out. */
  staggerMinutes: 2,
  /** The symbols in fashion, changing every `fashionMinutes`: a trader picks one of them. */
  hotSymbols: 2,
  fashionMinutes: 10,
  /** A trader goes with the symbol's move over this many minutes before opening (a momentum trader). */
  lookBackMinutes: 15,
} as const;

/**
 * A leaderboard driven by the simulated market, deterministic per seed: trader k opens a position at every
 * `holdMinutes` step of the grid shifted by k × `staggerMinutes` and holds it until the next. Its symbol is one of
 * the period's `hotSymbols` USDT perpetuals (chosen by hashing the seed and the `fashionMinutes` period of the
 * opening); its direction follows the
 * symbol's move over the 15 minutes before the opening (LONG when it rose or stayed, SHORT when it fell).
 * Traders that open the same hot symbol at nearby times on the same move agree.
 */
export class SimulatedLeaderboard implements TraderFeed {
  constructor(
    private readonly exchange: Exchange,
    private readonly seed = 1,
  ) {}

  async listOpenPositions(at: number): Promise<TraderPosition[]> {
    const { traders, holdMinutes, staggerMinutes, hotSymbols, fashionMinutes, lookBackMinutes } =
      SIMULATED_LEADERBOARD;
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
      const period = Math.floor(openedAt / (fashionMinutes * MINUTE_MS));
      const pick = hashInts(this.seed, period, k, openedAt / MINUTE_MS) % hotSymbols;
      const symbol = symbols[hashInts(this.seed, period, pick) % symbols.length]!;
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
