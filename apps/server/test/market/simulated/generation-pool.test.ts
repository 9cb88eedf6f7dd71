import { describe, expect, it } from 'vitest';
import { SIMULATED_SYMBOLS } from '../../../src/market/simulated';
import { allocateDayCandles, SimulatedDayGenerator } from '../../../src/market/simulated/day-generator';
import { GenerationPool } from '../../../src/market/simulated/generation-pool';
import { DAY_MS } from '../../../src/market/simulated/model';

describe('generation pool', () => {
  it('generates whole days in a worker thread, equal to the calling thread’s, cut at the closed end', async () => {
    const pool = new GenerationPool(1);
    const spec = SIMULATED_SYMBOLS.find((entry) => entry.symbol === 'LINKUSDT')!;
    const day = Date.UTC(2026, 3, 7) / DAY_MS;
    try {
      const candles = await pool.generate(
        spec,
        day * DAY_MS,
        2 * 1440,
        day * DAY_MS + 1440 * 60_000 + 30 * 60_000,
      );
      const expected = new SimulatedDayGenerator().generate(spec, day, allocateDayCandles());
      expect(Array.from(candles.close.subarray(0, 1440))).toEqual(Array.from(expected.close));
      expect(Array.from(candles.takerBuyVolume.subarray(0, 1440))).toEqual(
        Array.from(expected.takerBuyVolume),
      );
      expect(candles.present.reduce((sum, value) => sum + value, 0)).toBe(1440 + 30);
    } finally {
      await pool.close();
    }
  });
});
