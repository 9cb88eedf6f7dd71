import { describe, expect, it } from 'vitest';
import {
  HISTORY_ADVICE_MIN_TRADES,
  type HistoryFigures,
  historyVerdict,
  tradingAdvice,
} from '../../src/market/trading-advice';

const group = (count: number, averageProfit: number) => ({ count, winRate: 50, averageProfit });

/** 24 hours and 7 days at the overall average, with a few set apart. */
function figures(overrides: {
  hours?: Record<number, [number, number]>;
  days?: Record<number, [number, number]>;
}) {
  const answer: HistoryFigures = {
    totalPositions: 4424,
    winRate: 52.1,
    averageProfit: 0.1,
    byHour: Array.from({ length: 24 }, (_, hour) => {
      const [count, average] = overrides.hours?.[hour] ?? [100, 0.1];
      return { hour, ...group(count, average) };
    }),
    byWeekday: Array.from({ length: 7 }, (_, day) => {
      const [count, average] = overrides.days?.[day] ?? [600, 0.1];
      return { day, ...group(count, average) };
    }),
  };
  return answer;
}

describe('the verdict from the history', () => {
  it('is the sign of the average per trade against the overall average, from 30 trades', () => {
    expect(historyVerdict(group(30, 0.2), 0.1)).toBe('good');
    expect(historyVerdict(group(30, -0.45), 0.1)).toBe('poor');
    expect(historyVerdict(group(30, 0.1), 0.1)).toBe('neutral');
    expect(historyVerdict(group(HISTORY_ADVICE_MIN_TRADES - 1, 5), 0.1)).toBe('neutral');
  });
});

describe('tradingAdvice', () => {
  // 2026-11-23 is a Monday; 05:30 UTC.
  const MONDAY_0530 = Date.UTC(2026, 10, 23, 5, 30);
  const history = figures({ hours: { 5: [210, -0.45], 9: [190, 0.4] }, days: { 1: [640, -0.2] } });

  it('follows the schedule by default, with the hour and the UTC day figures beside it', () => {
    const advice = tradingAdvice('schedule', MONDAY_0530, history);
    expect(advice.hour).toMatchObject({
      utcHour: 5,
      verdict: 'good',
      group: { count: 210, averageProfit: -0.45 },
    });
    expect(advice.day).toMatchObject({ utcDay: 1, group: { count: 640, averageProfit: -0.2 } });
    expect(advice.overall).toEqual({ count: 4424, winRate: 52.1, averageProfit: 0.1 });
    expect(tradingAdvice('schedule', Date.UTC(2026, 10, 23, 9, 0), history).hour.verdict).toBe('poor');
  });

  it('follows the history in the mode "from my history": hour 05 and Monday poor, 09 good', () => {
    const advice = tradingAdvice('history', MONDAY_0530, history);
    expect(advice.hour.verdict).toBe('poor');
    expect(advice.day.verdict).toBe('poor');
    expect(tradingAdvice('history', Date.UTC(2026, 10, 23, 9, 0), history).hour.verdict).toBe('good');
    // An hour at the overall average, or with too few trades, says nothing.
    expect(tradingAdvice('history', Date.UTC(2026, 10, 23, 12, 0), history).hour.verdict).toBe('neutral');
    const thin = figures({ hours: { 5: [12, -3] } });
    expect(tradingAdvice('history', MONDAY_0530, thin).hour.verdict).toBe('neutral');
  });

  it('is neutral from the history while the figures are unknown, and keeps the schedule without them', () => {
    expect(tradingAdvice('history', MONDAY_0530, null).hour).toMatchObject({
      verdict: 'neutral',
      group: null,
    });
    expect(tradingAdvice('schedule', MONDAY_0530, null).hour).toMatchObject({ verdict: 'good', group: null });
  });
});
