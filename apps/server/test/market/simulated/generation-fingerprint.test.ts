import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SimulatedExchange } from '../../../src/market/simulated';
import { SIMULATED_SYMBOLS } from '../../../src/market/simulated/catalogue';
import { SimulatedDayGenerator } from '../../../src/market/simulated/day-generator';
import { SeededRandom } from '../../../src/market/simulated/random';

const REFERENCE_DAY = Date.UTC(2026, 0, 1) / 86_400_000;
/** The first three 32-bit outputs after seeding (before the first optimisation). */
const DRAWS_SEED_1 = [24724473, 838574162, 2522700496];
const DRAWS_SEED_HIGH = [1994525484, 2230615910, 2204851857];
const COLUMNS = ['open', 'high', 'low', 'close', 'volume', 'quoteVolume', 'takerBuyVolume'] as const;

describe('simulated market generation, pinned', () => {
  // Speed work on the generator must not move a single bit: these figures come from the generator as it was
  // before the first optimisation (sfc32 state in object fields), and every later version must reproduce them.
  it('generates bit for bit the candles of the first version, for near, far and tiny-priced days', () => {
    const generator = new SimulatedDayGenerator();
    const hash = createHash('sha256');
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'GALAUSDT', '1000PEPEUSDT', 'TAOUSDT']) {
      const spec = SIMULATED_SYMBOLS.find((entry) => entry.symbol === symbol)!;
      for (const day of [REFERENCE_DAY, REFERENCE_DAY + 324, REFERENCE_DAY - 3000, REFERENCE_DAY + 20000]) {
        const candles = generator.generate(spec, day);
        for (const key of COLUMNS) hash.update(new Uint8Array(candles[key].buffer));
      }
    }
    expect(hash.digest('hex')).toBe('2daca7fa697cf13cf53154896a5fa6558de93d59375fa493241761e4f8bc04b5');
  });

  it('draws the same sfc32 sequence, seeds above 2^31 included', () => {
    const draws = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 3 }, () => random.uniform() * 4294967296 - 0.5);
    };
    expect(draws(1)).toEqual(DRAWS_SEED_1);
    expect(draws(0xfedcba98)).toEqual(DRAWS_SEED_HIGH);
  });

  it('joins a long range generated in parts by two workers into the calling thread’s candles', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 30);
    const from = Date.UTC(2026, 9, 29, 5, 17);
    const inline = new SimulatedExchange({ clock: () => now, generatorThreads: 0 });
    const threaded = new SimulatedExchange({ clock: () => now, generatorThreads: 2 });
    try {
      // 23 days and a bit, ending after "now": the parts are cut at day boundaries, the last one at the clock.
      const to = now + 3 * 3_600_000;
      const [a, b] = await Promise.all([
        inline.fetchKlines('WIFUSDT', from, to),
        threaded.fetchKlines('WIFUSDT', from, to),
      ]);
      expect(b.startTime).toBe(a.startTime);
      expect(b.length).toBe(a.length);
      for (const key of [...COLUMNS, 'present'] as const)
        expect(Array.from(b[key])).toEqual(Array.from(a[key]));
      expect(a.present[a.length - 1]).toBe(0);
    } finally {
      await threaded.close();
    }
  });
});
