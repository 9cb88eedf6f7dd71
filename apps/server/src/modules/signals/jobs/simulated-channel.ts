import { MINUTE_MS } from '@signaldesk/core/market/candles';
import {
  CHANNEL_POST_STYLES,
  type ChannelSignal,
  channelPrice,
  writeChannelPost,
} from '@signaldesk/core/signals/channel-post';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { signalSources } from '../../../db/schema';
import { DemoRandom } from '../../../demo/demo-random';
import { LOCK_KEYS } from '../../../lib/lock-keys';
import type { Exchange } from '../../../market/exchange';
import type { MarketLogger } from '../../../market/market-logger';
import { ChannelPostReader } from '../intake/channel-post-reader';
import type { IntakeContext } from '../intake/signal-intake.service';
import { insertSource } from '../intake/signal-sources.repository';
import { startMinuteJob } from './minute-job';

/** The demo's simulated Telegram channel, as the Bot API would give its chat (docs/signals.md, "Demo"). */
export const SIMULATED_CHANNEL = {
  id: -1_009_990_001,
  username: 'signaldesk_demo',
  title: 'SignalDesk Demo Signals (simulated)',
} as const;

/** How the channel behaves: a post on about 15 % of the minutes (one every six or seven minutes, as busy channels post). */
export const SIMULATED_CHANNEL_RULES = {
  postChance: 0.15,
  /** The minutes whose move gives the call's direction. */
  trendMinutes: 15,
  entryZonePercent: 0.2,
  targetPercents: [1.2, 2.4, 4],
  stopPercent: 3,
  leverages: [5, 10, 20],
  /** The symbols it calls: liquid pairs, as signal channels do. */
  symbols: [
    'BTCUSDT',
    'ETHUSDT',
    'SOLUSDT',
    'BNBUSDT',
    'XRPUSDT',
    'DOGEUSDT',
    'ADAUSDT',
    'AVAXUSDT',
    'LINKUSDT',
  ],
} as const;

/**
 * What the channel posts for a symbol whose last closed minutes moved from `open` to `close`: the move's direction,
 * an entry zone around the price, three targets and a stop on their sides, in a style channels use.
 */
export function simulatedCall(
  symbol: string,
  open: number,
  close: number,
  random: DemoRandom,
): ChannelSignal {
  const rules = SIMULATED_CHANNEL_RULES;
  const direction = close >= open ? 'LONG' : 'SHORT';
  const sign = direction === 'LONG' ? 1 : -1;
  const at = (percent: number) => channelPrice(close * (1 + (sign * percent) / 100));
  const zone = [at(-rules.entryZonePercent), at(rules.entryZonePercent)].sort((a, b) => a - b);
  return {
    symbol,
    direction,
    entries: [zone[0]!, zone[1]!],
    targets: rules.targetPercents.map(at),
    stopLoss: at(-rules.stopPercent),
    leverage: random.pick(rules.leverages),
  };
}

/**
 * The source that names the simulated channel, made on the first post if no source ever named it. A revoked one
 * stays revoked: its posts are then not read, as for any channel no live source names.
 */
async function ensureChannelSource(intake: IntakeContext): Promise<void> {
  const handle = `@${SIMULATED_CHANNEL.username}`;
  const [named] = await intake.db
    .select({ id: signalSources.id })
    .from(signalSources)
    .where(
      sql`${signalSources.kind} = 'telegram' and ${signalSources.channelIds} @> ${JSON.stringify([handle])}::jsonb`,
    )
    .limit(1);
  if (!named) {
    await insertSource(intake.db, {
      name: 'Demo channel (simulated Telegram)',
      kind: 'telegram',
      channelIds: [handle],
      createdAt: new Date(intake.now()),
    });
  }
}

export interface SimulatedChannelOptions {
  intake: IntakeContext;
  exchange: Exchange;
  logger: MarketLogger;
}

/** One closed minute of the simulated channel: maybe one post, read by the intake as a bot's update would be. */
export function simulatedChannelStep(options: SimulatedChannelOptions): () => Promise<boolean> {
  const reader = new ChannelPostReader(options.intake, options.logger);
  const rules = SIMULATED_CHANNEL_RULES;
  // The first closed minute after a start always posts: a newcomer sees a signal within a minute of `npm start`,
  // not after the six or seven minutes a 15 % chance a minute takes on average (docs/signals.md, Demo).
  let postedSinceStart = false;
  return async () => {
    const at = Math.floor(options.intake.now() / MINUTE_MS) * MINUTE_MS;
    // Seeded by the minute: every machine's demo posts the same calls at the same minutes.
    const random = new DemoRandom(at / MINUTE_MS);
    if (!random.chance(rules.postChance) && postedSinceStart) return false;
    const symbol = random.pick(rules.symbols);
    const candles = await options.exchange.fetchKlines(
      symbol,
      at - rules.trendMinutes * MINUTE_MS,
      at,
      'futures',
    );
    // The grid marks a missing minute absent: the move runs from the first minute there to the last.
    const minutes = Array.from({ length: candles.length }, (_, i) => i).filter(
      (i) => candles.present[i] === 1,
    );
    if (minutes.length === 0) return false;
    const call = simulatedCall(symbol, candles.open[minutes[0]!]!, candles.close[minutes.at(-1)!]!, random);
    await ensureChannelSource(options.intake);
    await reader.read({
      message_id: at / MINUTE_MS,
      text: writeChannelPost(call, random.pick(CHANNEL_POST_STYLES)),
      chat: { ...SIMULATED_CHANNEL },
    });
    postedSinceStart = true;
    return true;
  };
}

/** Posts to the simulated channel each closed minute, in one instance only (docs/signals.md, "Demo"). */
export function startSimulatedChannel(
  options: SimulatedChannelOptions & { database: DatabaseHandle },
): () => Promise<void> {
  return startMinuteJob({
    database: options.database,
    logger: options.logger,
    now: options.intake.now,
    lockKey: LOCK_KEYS.simulatedChannel,
    name: 'Simulated Telegram channel',
    afterCloseMs: 1_500,
    stepOf: () => {
      const step = simulatedChannelStep(options);
      return async () => {
        await step();
      };
    },
  });
}
