import { DIRECTIONS } from '@signaldesk/core/position/profit';
import {
  ENTRY_CONDITIONS,
  MAX_SIGNAL_LEVERAGE,
  MAX_SIGNAL_TEXT_LENGTH,
  type SignalText,
} from '@signaldesk/core/signals/parse-signal-text';
import { z } from 'zod';

/** Wire shapes of the signal calls (docs/signals.md; docs/api.md). */

/** POST /api/signals/parse: a free-text signal message, as a channel posted it. */
export const parseSignalRequestSchema = z.object({
  text: z
    .string()
    .max(MAX_SIGNAL_TEXT_LENGTH, `text must be at most ${MAX_SIGNAL_TEXT_LENGTH} characters`)
    .refine((text) => text.trim().length > 0, { message: 'text must not be empty' }),
});
export type ParseSignalRequest = z.infer<typeof parseSignalRequestSchema>;

/** What the parser read from a message (core's SignalText, docs/signals.md "The reading"). */
export const parsedSignalSchema = z.object({
  /** Exchange symbol, base then quote: `BTCUSDT`. */
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  /** Entry prices as written (a range gives both ends); empty: enter at market. */
  entries: z.array(z.number()),
  /** Take-profit prices, TP1 first. */
  targets: z.array(z.number()),
  stopLoss: z.number().nullable(),
  leverage: z.number().int().min(1).max(MAX_SIGNAL_LEVERAGE).nullable(),
  /** A spot buy: no direction named, SPOT said or a `Buy:` label. */
  isSpot: z.boolean(),
  /** `at` the entries, or once the price crosses them (`above` / `below`: a breakout entry). */
  entryCondition: z.enum(ENTRY_CONDITIONS),
}) satisfies z.ZodType<SignalText>;
export type ParsedSignal = z.infer<typeof parsedSignalSchema>;

/** The 200 answer of POST /api/signals/parse. */
export const parseSignalResponseSchema = z.object({ success: z.literal(true), data: parsedSignalSchema });
export type ParseSignalResponse = z.infer<typeof parseSignalResponseSchema>;
