import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { parseSignalText } from '@signaldesk/core/signals/parse-signal-text';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signalSources, signals } from '../../src/db/schema';
import { DemoRandom } from '../../src/demo/demo-random';
import { silentLogger } from '../../src/market/market-logger';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';
import {
  SIMULATED_CHANNEL_RULES,
  simulatedCall,
  simulatedChannelStep,
} from '../../src/modules/signals/jobs/simulated-channel';
import { clearSignals } from '../support/signals-test-app';
import { useSimulatedTestApp } from '../support/simulated-test-app';

const START = Date.UTC(2026, 0, 5, 9, 0);

const app = useSimulatedTestApp(START);
beforeEach(() => clearSignals(app.t));

const intake = () => ({
  db: app.t.database.db,
  exchange: app.exchange,
  now: () => app.t.clock.now,
  rateLimit: new SourceRateLimit(250, 500),
});

describe('simulatedCall', () => {
  // Up from 100 to 200: LONG, zone 200 ± 0.2 %, targets +1.2/+2.4/+4 %, stop -3 %; down to 50: SHORT, mirrored.
  it.each([
    { to: 200, direction: 'LONG', entries: [199.6, 200.4], targets: [202.4, 204.8, 208], stopLoss: 194 },
    { to: 50, direction: 'SHORT', entries: [49.9, 50.1], targets: [49.4, 48.8, 48], stopLoss: 51.5 },
  ])('calls the move of the last minutes from 100 to $to with levels on its sides', ({ to, ...call }) => {
    expect(simulatedCall('BTCUSDT', 100, to, new DemoRandom(1))).toMatchObject(call);
  });
});

describe('the simulated Telegram channel', () => {
  it('posts on some minutes, each post read as a Telegram signal of the source it made', async () => {
    const step = simulatedChannelStep({ intake: intake(), exchange: app.exchange, logger: silentLogger });
    let posted = 0;
    for (let minute = 1; minute <= 40; minute++) {
      app.t.clock.now = START + minute * MINUTE_MS + 1_500;
      if (await step()) posted++;
    }
    const sources = await app.t.database.db.select().from(signalSources);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ kind: 'telegram', channelIds: ['@signaldesk_demo'] });
    const stored = await app.t.database.db.select().from(signals);
    expect(posted).toBeGreaterThan(0);
    expect(stored).toHaveLength(posted);
    for (const row of stored) {
      // What was stored is what the parser reads in the post kept with it.
      const reading = parseSignalText(row.text!);
      expect(reading.ok && reading.signal.symbol).toBe(row.symbol);
      expect(reading.ok && reading.signal.direction).toBe(row.direction);
    }
  });

  it('posts at its first minute after a start, even a minute it would keep quiet afterwards', async () => {
    // A minute whose seeded chance says no post (about 85 % of them do).
    let minute = 1;
    while (
      new DemoRandom((START + minute * MINUTE_MS) / MINUTE_MS).chance(SIMULATED_CHANNEL_RULES.postChance)
    )
      minute++;
    const quietAt = START + minute * MINUTE_MS + 1_500;
    app.t.clock.now = quietAt;
    const started = simulatedChannelStep({ intake: intake(), exchange: app.exchange, logger: silentLogger });
    expect(await started()).toBe(true);
    // Once it has posted, that same minute's chance rules again: a second channel started earlier keeps quiet.
    expect(await started()).toBe(false);
    expect(await app.t.database.db.select().from(signals)).toHaveLength(1);
  });

  it('is not read once its source is revoked, as a channel no source names', async () => {
    const step = simulatedChannelStep({ intake: intake(), exchange: app.exchange, logger: silentLogger });
    let minute = 1;
    const postOnce = async () => {
      while (!(await step())) app.t.clock.now = START + ++minute * MINUTE_MS + 1_500;
      app.t.clock.now = START + ++minute * MINUTE_MS + 1_500;
    };
    app.t.clock.now = START + minute * MINUTE_MS + 1_500;
    await postOnce();
    const [source] = await app.t.database.db.select().from(signalSources);
    await app.t.database.db
      .update(signalSources)
      .set({ revokedAt: new Date(app.t.clock.now) })
      .where(eq(signalSources.id, source!.id));
    const before = (await app.t.database.db.select().from(signals)).length;
    await postOnce();
    expect(await app.t.database.db.select().from(signals)).toHaveLength(before);
    expect(await app.t.database.db.select().from(signalSources)).toHaveLength(1);
  });
});
