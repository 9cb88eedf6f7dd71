import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { DemoRandom } from './demo-random';

/** What a demo signal is before the market decides its outcome. */
export interface PlannedSignal {
  symbol: string;
  /** Open time of the entry candle: the position enters at its close. */
  entryMinute: number;
  /** The drawn side; the replay may follow the recent trend instead (see demo-replay). */
  coin: number;
  isSpot: boolean;
  shouldWork: boolean;
  isGolden: boolean;
  openByAdmin: boolean;
  isSignalFromTelegram: boolean;
  isOpportunity: boolean;
  traderId: string | null;
  /**
   * When set, the position is closed by hand (an admin, or the followed trader exiting) this many minutes after
   * entry if the exit rules have not closed it before: reason TRADERS_EXIT at that candle's close.
   */
  manualCloseAfterMinutes: number | null;
  /** Uniform draws the replay turns into the scores, so they depend on the plan's seed only. */
  draws: [number, number, number, number, number];
}

export const DEMO_SEED = 0x5eed_d3a0;
const GOLDEN_TRADERS = 12;

/**
 * Draws `count` signals spread over [fromMs, toMs) across `symbols`, with the category mix of a running service:
 * about 12 % golden (copied from one of twelve leaderboard traders), 8 % opened by an admin, 20 % from Telegram,
 * 20 % opportunities, the rest regular; flags overlap now and then (the category goes by precedence). About three
 * quarters are worked (shouldWork), the rest tracked only. The result is sorted by entry time.
 */
export function planDemoSignals(options: {
  symbols: readonly string[];
  count: number;
  fromMs: number;
  toMs: number;
  seed?: number;
}): PlannedSignal[] {
  const random = new DemoRandom(options.seed ?? DEMO_SEED);
  const traders = Array.from({ length: GOLDEN_TRADERS }, () => random.hex(32));
  const firstMinute = Math.ceil(options.fromMs / MINUTE_MS);
  const lastMinute = Math.floor(options.toMs / MINUTE_MS) - 1;
  const signals: PlannedSignal[] = [];
  for (let i = 0; i < options.count; i++) {
    const category = random.next();
    const isGolden = category < 0.12;
    const openByAdmin = (category >= 0.12 && category < 0.2) || (isGolden && random.chance(0.1));
    const isSignalFromTelegram = (category >= 0.2 && category < 0.4) || random.chance(0.05);
    const isOpportunity = (category >= 0.4 && category < 0.6) || random.chance(0.05);
    signals.push({
      symbol: random.pick(options.symbols),
      entryMinute: random.integer(firstMinute, lastMinute) * MINUTE_MS,
      coin: random.next(),
      isSpot: random.chance(0.25),
      shouldWork: openByAdmin || random.chance(0.72),
      isGolden,
      openByAdmin,
      isSignalFromTelegram,
      isOpportunity,
      traderId: isGolden ? random.pick(traders) : null,
      manualCloseAfterMinutes:
        (openByAdmin && random.chance(0.4)) || (isGolden && random.chance(0.35))
          ? random.integer(30, 48 * 60)
          : null,
      draws: [random.next(), random.next(), random.next(), random.next(), random.next()],
    });
  }
  return signals.sort((a, b) => a.entryMinute - b.entryMinute);
}
