import { describe, expect, it } from 'vitest';
import {
  type BacktestOutcome,
  differenceReason,
  type LiveOutcome,
  liveProfitLoss,
  sideFigures,
  tradesBySignal,
} from '../../src/signals/live-vs-backtest';

const T = Date.parse('2026-11-25T10:00:00.000Z');
const live = (position: Partial<NonNullable<LiveOutcome['position']>> | null = {}): LiveOutcome => ({
  signalId: 1,
  symbol: 'BTCUSDT',
  direction: 'LONG',
  receivedAt: T,
  state: position ? 'entered' : 'ignored',
  ignoredReason: position ? null : 'noEntry',
  position: position && {
    id: 9,
    entryPrice: 100,
    openedAt: T + 60_000,
    closedAt: T + 600_000,
    exitPrice: 101.6,
    closeReason: 'TP1',
    profitPercent: 1.6,
    ...position,
  },
});
const trade: BacktestOutcome = {
  kind: 'trade',
  entryPrice: 100,
  entryTime: T + 60_000,
  exitPrice: 101.6,
  exitTime: T + 600_000,
  exitReason: 'TP1',
  profitLoss: 16,
};

describe('live against backtest, one signal', () => {
  it('counts live P&L on the backtest notional: 1000 USD at 1.6 % is 16 USD', () => {
    expect(liveProfitLoss(live(), 1000)).toBeCloseTo(16, 12);
    expect(liveProfitLoss(live({ closedAt: null }), 1000)).toBeNull();
  });

  it('judges each reason in order', () => {
    const open: BacktestOutcome = { kind: 'open', entryPrice: 100, entryTime: T + 60_000 };
    expect(differenceReason(live(), trade)).toBe('same');
    expect(differenceReason({ ...live(null), state: 'waiting' }, trade)).toBe('stillWaiting');
    expect(differenceReason(live(), { kind: 'ignored', reason: 'data' })).toBe('missingCandle');
    expect(differenceReason(live(null), trade)).toBe('ignoredLiveEnteredBacktest');
    expect(differenceReason(live(null), open)).toBe('ignoredLiveEnteredBacktest');
    expect(differenceReason({ ...live(null), ignoredReason: 'lateEntry' }, trade)).toBe('enteredLate');
    expect(differenceReason(live(null), { kind: 'ignored', reason: 'noEntry' })).toBe('same');
    expect(
      differenceReason(
        { ...live(null), ignoredReason: 'repetition' },
        { kind: 'ignored', reason: 'pending' },
      ),
    ).toBe('ignoredDiffers');
    expect(differenceReason(live(), { kind: 'ignored', reason: 'repetition' })).toBe(
      'enteredLiveIgnoredBacktest',
    );
    expect(differenceReason(live({ openedAt: T + 180_000 }), trade)).toBe('enteredLate');
    expect(differenceReason({ ...live(), lateMinutes: 3 }, trade)).toBe('enteredLate');
    expect(differenceReason(live({ entryPrice: 100.1 }), trade)).toBe('entryDiffers');
    expect(differenceReason(live({ closedAt: null }), trade)).toBe('stillOpen');
    expect(differenceReason(live({ closeReason: 'TRADERS_EXIT' }), trade)).toBe('closedByHand');
    expect(differenceReason(live({ closeReason: 'SL' }), trade)).toBe('exitDiffers');
    expect(differenceReason(live(), open)).toBe('exitDiffers');
  });

  it('checks the entry of a position still open on both sides', () => {
    const open: BacktestOutcome = { kind: 'open', entryPrice: 100, entryTime: T + 60_000 };
    expect(differenceReason(live({ closedAt: null }), open)).toBe('stillOpen');
    expect(differenceReason(live({ closedAt: null, entryPrice: 100.2 }), open)).toBe('entryDiffers');
    expect(differenceReason(live({ closedAt: null, openedAt: T + 120_000 }), open)).toBe('enteredLate');
  });

  it('a closed trade is the same within the tick tolerance and inside the exit minute', () => {
    // A tick 0.05 % beyond the level, 20 s before the candle's close: the same exit.
    expect(differenceReason(live({ exitPrice: 101.6 * 1.0005, closedAt: T + 580_000 }), trade)).toBe('same');
    // 0.2 % away: another exit; a tick in the minute before: another exit.
    expect(differenceReason(live({ exitPrice: 101.6 * 1.002 }), trade)).toBe('exitDiffers');
    expect(differenceReason(live({ closedAt: T + 540_000 }), trade)).toBe('exitDiffers');
    expect(differenceReason(live({ closedAt: T + 600_001 }), trade)).toBe('exitDiffers');
    // The P&L follows from the prices: a hundredth of a percent less is still the same trade.
    expect(differenceReason(live({ profitPercent: 1.59 }), trade)).toBe('same');
  });
});

describe('the figures of a side', () => {
  it('counts closed trades only: 16, -8 and 4 USD are 3 trades, 2 wins, 66.67 %, 12 USD', () => {
    const figures = sideFigures([16, null, -8, 4]);
    expect(figures).toMatchObject({ trades: 3, wins: 2, profitLoss: 12 });
    expect(figures.winRate).toBeCloseTo(66.666_666_7, 6);
    expect(sideFigures([])).toEqual({ trades: 0, wins: 0, winRate: 0, profitLoss: 0 });
  });

  it('merges a reversal leg into its signal: first entry, last exit, the P&L summed', () => {
    const leg = (entryTime: string, exitTime: string, profitLoss: number, exitReason: 'SL' | 'TP1') => ({
      positionId: 4,
      symbol: 'BTCUSDT',
      category: 'signal' as const,
      direction: 'LONG' as const,
      exitReason,
      profitLoss,
      entryPrice: 100,
      exitPrice: 99,
      initialOpportunityTime: entryTime,
      entryTime,
      exitTime,
      duration: 1,
      tpsHit: [],
    });
    const merged = tradesBySignal([
      leg('2026-11-25T10:01:00.000Z', '2026-11-25T10:05:00.000Z', -39, 'SL'),
      leg('2026-11-25T10:35:00.000Z', '2026-11-25T10:50:00.000Z', 16, 'TP1'),
    ]).get(4);
    expect(merged).toMatchObject({
      entryTime: Date.parse('2026-11-25T10:01:00.000Z'),
      exitTime: Date.parse('2026-11-25T10:50:00.000Z'),
      exitReason: 'TP1',
      profitLoss: -23,
    });
  });
});
