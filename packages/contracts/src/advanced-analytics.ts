import { POSITION_CATEGORIES } from '@signaldesk/core/position/category';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { z } from 'zod';
import { utcDayField } from './input-rules';

/**
 * POST /api/admin/advanced-analytics (docs/advanced-analytics.md): statistics of closed positions by the UTC date,
 * hour and weekday they were opened. Rates and profits are percent (62.5 = 62.5 %).
 */

export const UTC_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** 0 is Sunday, as JavaScript's getUTCDay. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A list of distinct integers in [min, max]; empty means all of them. */
function distinctList(label: string, min: number, max: number) {
  return z
    .array(
      z
        .number({ error: `each ${label} must be a whole number from ${min} to ${max}` })
        .int({ error: `each ${label} must be a whole number from ${min} to ${max}` })
        .min(min, { error: `each ${label} must be a whole number from ${min} to ${max}` })
        .max(max, { error: `each ${label} must be a whole number from ${min} to ${max}` }),
      { error: `must be a list of ${label}s from ${min} to ${max}` },
    )
    .refine((values) => new Set(values).size === values.length, { error: `must not repeat a ${label}` })
    .default([]);
}

const utcDay = utcDayField();

/** The filter. Dates are UTC days, both included; empty `hours` or `days` mean every hour or weekday. */
export const advancedAnalyticsRequestSchema = z
  .object({
    startDate: utcDay,
    endDate: utcDay,
    hours: distinctList('hour', 0, 23),
    days: distinctList('weekday', 0, 6),
  })
  .refine((filter) => filter.startDate <= filter.endDate, {
    path: ['endDate'],
    error: 'must be on or after startDate',
  });
export type AdvancedAnalyticsRequest = z.input<typeof advancedAnalyticsRequestSchema>;
export type AdvancedAnalyticsFilter = z.output<typeof advancedAnalyticsRequestSchema>;

/** Statistics of one group of positions: a cell of the hour × weekday grid, an hour, a weekday... */
export const analyticsGroupSchema = z.object({
  count: z.number().int().min(0),
  /** Percent of the group's positions with a winning profit; 0 when empty. */
  winRate: z.number(),
  /** Mean final profit, percent; 0 when empty. */
  averageProfit: z.number(),
  /** Sum of the final profits, percent. */
  totalProfit: z.number(),
});
export type AnalyticsGroup = z.infer<typeof analyticsGroupSchema>;

export const advancedAnalyticsDataSchema = z.object({
  totalPositions: z.number().int().min(0),
  winRate: z.number(),
  averageProfit: z.number(),
  totalProfit: z.number(),
  /** Percent of the positions that hit TP1 (TP2, TP3). */
  tp1HitRate: z.number(),
  tp2HitRate: z.number(),
  tp3HitRate: z.number(),
  /** Percent of the positions whose close reason is a breakeven (a manual exit, the stop loss). */
  breakevenRate: z.number(),
  tradersExitRate: z.number(),
  slHitRate: z.number(),
  longPositions: z.number().int().min(0),
  shortPositions: z.number().int().min(0),
  /** 24 entries, hour 0 to 23. */
  byHour: z.array(analyticsGroupSchema.extend({ hour: z.number().int() })),
  /** 7 entries, day 0 (Sunday) to 6. */
  byWeekday: z.array(analyticsGroupSchema.extend({ day: z.number().int() })),
  /** 168 entries, day-major: day 0 hours 0-23, then day 1... */
  grid: z.array(analyticsGroupSchema.extend({ day: z.number().int(), hour: z.number().int() })),
  /** One entry per precedence category, in precedence order. */
  byCategory: z.array(analyticsGroupSchema.extend({ category: z.enum(POSITION_CATEGORIES) })),
  /** LONG then SHORT. */
  byDirection: z.array(analyticsGroupSchema.extend({ direction: z.enum(DIRECTIONS) })),
});
export type AdvancedAnalytics = z.infer<typeof advancedAnalyticsDataSchema>;

export const advancedAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  data: advancedAnalyticsDataSchema,
});
export type AdvancedAnalyticsResponse = z.infer<typeof advancedAnalyticsResponseSchema>;
