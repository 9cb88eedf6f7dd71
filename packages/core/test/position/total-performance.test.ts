import { describe, expect, it } from 'vitest';
import {
  type PerformancePosition,
  totalPerformance,
  weightedProfitPercentage,
} from '../../src/position/performance';

function position(overrides: Partial<PerformancePosition>): PerformancePosition {
  return {
    symbol: 'BTCUSDT',
    direction: 'LONG',
    entryPrice: 100,
    tp3: 105.6,
    tp1Size: 15,
    tp2Size: 60,
    hitTp1: false,
    hitTp2: false,
    hitTp3: false,
    tp1ProfitPercentage: null,
    tp2ProfitPercentage: null,
    shouldWork: true,
    ...overrides,
  };
}

// Hand-checked: LONG 100 → 102 after TP1 (15 % at +1.6 %): 0.15 × 1.6 + 0.85 × 2 = 0.24 + 1.7 = 1.94
const longAfterTp1 = position({ symbol: 'AAAUSDT', hitTp1: true, tp1ProfitPercentage: 1.6 });
// SHORT 200 → 190, no TP: (200 − 190) / 200 × 100 = 5
const shortNoTp = position({ symbol: 'BBBUSDT', direction: 'SHORT', entryPrice: 200 });
// SHORT 50 → 51 after TP1 (15 % at +1.6) and TP2 (60 % at +3.2): 0.24 + 1.92 + 0.25 × (−2) = 1.66
const shortAfterTp2 = position({
  symbol: 'CCCUSDT',
  direction: 'SHORT',
  entryPrice: 50,
  hitTp1: true,
  hitTp2: true,
  tp1ProfitPercentage: 1.6,
  tp2ProfitPercentage: 3.2,
});
// A tracked signal not worked: LONG 10 → 20 would add +100 if it counted.
const notWorked = position({ symbol: 'DDDUSDT', entryPrice: 10, shouldWork: false });

const prices: Record<string, number> = { AAAUSDT: 102, BBBUSDT: 190, CCCUSDT: 51, DDDUSDT: 20 };

describe('weighted profit of one position', () => {
  it('LONG after TP1 weighs the realised TP1 portion and the remaining 85 %', () => {
    expect(weightedProfitPercentage(longAfterTp1, 102)).toBeCloseTo(1.94, 10);
  });
  it('SHORT without TP is the plain profit at the current price', () => {
    expect(weightedProfitPercentage(shortNoTp, 190)).toBeCloseTo(5, 10);
  });
  it('SHORT after TP1 and TP2 with the price gone against the remaining 25 %', () => {
    expect(weightedProfitPercentage(shortAfterTp2, 51)).toBeCloseTo(1.66, 10);
  });
  it('after TP3 the remainder is closed at tp3 whatever the price: 0.24 + 1.92 + 0.25 × 5.6 = 3.56', () => {
    const allHit = position({
      hitTp1: true,
      hitTp2: true,
      hitTp3: true,
      tp1ProfitPercentage: 1.6,
      tp2ProfitPercentage: 3.2,
    });
    expect(weightedProfitPercentage(allHit, 90)).toBeCloseTo(3.56, 10);
  });
  it('without a price only the realised portions count', () => {
    expect(weightedProfitPercentage(longAfterTp1, undefined)).toBeCloseTo(0.24, 10);
  });
});

describe('total performance', () => {
  it('sums worked positions and leaves the not-worked one out: 1.94 + 5 + 1.66 = 8.6', () => {
    const total = totalPerformance([longAfterTp1, shortNoTp, shortAfterTp2, notWorked], (s) => prices[s]);
    expect(total).toBeCloseTo(8.6, 10);
  });
  it('is 0 when nothing is worked', () => {
    expect(totalPerformance([notWorked], (s) => prices[s])).toBe(0);
  });
});
