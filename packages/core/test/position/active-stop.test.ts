import { describe, expect, it } from 'vitest';
import { activeStopLoss, type OpenPositionLevels } from '../../src/position/active-stop';

const LONG: OpenPositionLevels = {
  direction: 'LONG',
  entryPrice: 100,
  stopLoss: 96.1,
  tp1: 101.6,
  tp2: 103.2,
  tp3: 105,
  tp1Size: 15,
  tp2Size: 60,
  hitTp1: false,
  hitTp2: false,
};
const BOTH = { breakEvenPercent: 0.5, enableBreakeven1: true, enableBreakeven2: true };

describe('activeStopLoss: the stop a position holds now', () => {
  it('is the initial stop until TP1', () => {
    expect(activeStopLoss(LONG, BOTH)).toBe(96.1);
  });

  it('moves to the breakeven 1 level at TP1 and to the entry at TP2, when switched on', () => {
    expect(activeStopLoss({ ...LONG, hitTp1: true }, BOTH)).toBeCloseTo(100.5, 12);
    expect(activeStopLoss({ ...LONG, hitTp1: true, hitTp2: true }, BOTH)).toBe(100);
    const short = { ...LONG, direction: 'SHORT' as const, stopLoss: 103.9, tp1: 98.4, tp2: 96.8, tp3: 95 };
    expect(activeStopLoss({ ...short, hitTp1: true, hitTp2: true }, BOTH)).toBe(100);
    expect(activeStopLoss({ ...short, hitTp1: true }, BOTH)).toBeCloseTo(99.5, 12);
  });

  it('stays where it is when the breakevens are off', () => {
    const off = { breakEvenPercent: 0.5, enableBreakeven1: false, enableBreakeven2: false };
    expect(activeStopLoss({ ...LONG, hitTp1: true, hitTp2: true }, off)).toBe(96.1);
    expect(activeStopLoss({ ...LONG, hitTp1: true, hitTp2: true }, { ...off, enableBreakeven2: true })).toBe(
      100,
    );
  });
});
