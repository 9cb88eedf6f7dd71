import { isGoodTradingDay, isGoodTradingHour } from './trading-calendar';

/**
 * The header's good/poor advice (docs/console.md, "Trading day and hour"): by default the spec's fixed schedule
 * (trading-calendar.ts); in the mode "from my history" the sign of the hour's (or the UTC day's) average profit per
 * trade against the overall average, from the closed history's figures as Advanced Analytics computes them; neutral
 * below HISTORY_ADVICE_MIN_TRADES trades or on an exact tie. Pure: the caller passes the moment and the figures.
 */

export const ADVICE_MODES = ['schedule', 'history'] as const;
export type AdviceMode = (typeof ADVICE_MODES)[number];

export type AdviceVerdict = 'good' | 'poor' | 'neutral';

/** Fewer closed trades than this in an hour or a day say nothing: the verdict is neutral. */
export const HISTORY_ADVICE_MIN_TRADES = 30;

/** A group of the closed history: as Advanced Analytics answers it (percent; averageProfit per trade). */
export interface HistoryGroup {
  count: number;
  winRate: number;
  averageProfit: number;
}

/** The figures the advice reads: Advanced Analytics' answer over the whole closed history. */
export interface HistoryFigures {
  totalPositions: number;
  winRate: number;
  averageProfit: number;
  byHour: readonly (HistoryGroup & { hour: number })[];
  byWeekday: readonly (HistoryGroup & { day: number })[];
}

/** The sign of the group's average profit per trade against the overall average. */
export function historyVerdict(group: HistoryGroup, overallAverage: number): AdviceVerdict {
  if (group.count < HISTORY_ADVICE_MIN_TRADES) return 'neutral';
  const difference = group.averageProfit - overallAverage;
  if (difference > 0) return 'good';
  if (difference < 0) return 'poor';
  return 'neutral';
}

export interface AdviceSide {
  verdict: AdviceVerdict;
  /** The hour's (UTC) or the day's (UTC weekday) own figures, when the history is known. */
  group: HistoryGroup | null;
}

export interface TradingAdvice {
  hour: AdviceSide & { utcHour: number };
  day: AdviceSide & { utcDay: number };
  /** The whole history's figures (its average is what each group is set against), when known. */
  overall: HistoryGroup | null;
}

/**
 * The advice at `at`: the schedule's verdicts (the local day, the UTC hour) or the history's (the UTC hour and the
 * UTC weekday); the figures of the hour and the day go with either, so the operator can check them.
 */
export function tradingAdvice(
  mode: AdviceMode,
  at: Date | number,
  figures: HistoryFigures | null,
): TradingAdvice {
  const moment = new Date(at);
  const utcHour = moment.getUTCHours();
  const utcDay = moment.getUTCDay();
  const hourGroup = figures?.byHour.find((group) => group.hour === utcHour) ?? null;
  const dayGroup = figures?.byWeekday.find((group) => group.day === utcDay) ?? null;
  const overall = figures
    ? { count: figures.totalPositions, winRate: figures.winRate, averageProfit: figures.averageProfit }
    : null;
  const fromHistory = (group: HistoryGroup | null): AdviceVerdict =>
    group && overall ? historyVerdict(group, overall.averageProfit) : 'neutral';
  if (mode === 'history') {
    return {
      hour: { utcHour, verdict: fromHistory(hourGroup), group: hourGroup },
      day: { utcDay, verdict: fromHistory(dayGroup), group: dayGroup },
      overall,
    };
  }
  return {
    hour: { utcHour, verdict: isGoodTradingHour(moment) ? 'good' : 'poor', group: hourGroup },
    day: { utcDay, verdict: isGoodTradingDay(moment) ? 'good' : 'poor', group: dayGroup },
    overall,
  };
}
