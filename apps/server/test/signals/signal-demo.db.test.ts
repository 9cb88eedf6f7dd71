import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { positions, signalSources, signals } from '../../src/db/schema';
import { silentLogger } from '../../src/market/market-logger';
import { SimulatedLeaderboard } from '../../src/market/simulated/simulated-leaderboard';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';
import { OpportunityScanner } from '../../src/modules/signals/jobs/opportunity-scanner';
import { simulatedChannelStep } from '../../src/modules/signals/jobs/simulated-channel';
import { DEMO_SCANNER_SCORE_FLOOR } from '../../src/modules/signals/jobs/start-signal-jobs';
import { TraderTracker } from '../../src/modules/signals/jobs/trader-tracker';
import { SignalManager } from '../../src/modules/signals/manager/signal-manager';
import { databaseParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { useSimulatedTestApp } from '../support/simulated-test-app';

const START = Date.UTC(2026, 0, 5, 9, 0);
const MINUTES = 180;

const app = useSimulatedTestApp(START);

/**
 * The demo's live intake (docs/signals.md, "Demo"): three hours of the simulated market, minute by minute, with
 * the default parameters, the scanner at the demo's score floor, the simulated leaderboard and the Signal Manager,
 * as `npm start` runs them.
 */
describe('the demo', () => {
  it('receives a signal every one to three minutes on average, and some enter', async () => {
    const intake = {
      db: app.t.database.db,
      exchange: app.exchange,
      now: () => app.t.clock.now,
      rateLimit: new SourceRateLimit(250, 500),
    };
    const parameters = databaseParameters(app.t.database.db);
    const scanner = new OpportunityScanner({
      intake,
      exchange: app.exchange,
      parameters,
      scoreFloor: DEMO_SCANNER_SCORE_FLOOR,
    });
    const tracker = new TraderTracker({ intake, feed: new SimulatedLeaderboard(app.exchange), parameters });
    const manager = new SignalManager({
      db: app.t.database.db,
      exchange: app.exchange,
      parameters,
      now: intake.now,
    });
    const channel = simulatedChannelStep({ intake, exchange: app.exchange, logger: silentLogger });
    for (let minute = 1; minute <= MINUTES; minute++) {
      app.t.clock.now = START + minute * MINUTE_MS + 2_000;
      await scanner.step();
      await tracker.step();
      await channel();
      await manager.step();
    }
    const stored = await app.t.database.db.select().from(signals);
    const sources = await app.t.database.db.select().from(signalSources);
    const kindOf = new Map(sources.map((source) => [source.id, source.kind]));
    const count = (kind: string) => stored.filter((row) => kindOf.get(row.sourceId) === kind).length;
    const states = (state: string) => stored.filter((row) => row.state === state).length;
    // Printed for docs/signals.md, Demo.
    console.info(
      `demo, ${MINUTES} min: ${stored.length} signals (scanner ${count('scanner')}, traders ${count('trader')}, ` +
        `channel ${count('telegram')}), ` +
        `entered ${states('entered')}, ignored ${states('ignored')}, waiting ${states('waiting')}`,
    );
    expect(MINUTES / stored.length).toBeGreaterThanOrEqual(1);
    expect(MINUTES / stored.length).toBeLessThanOrEqual(3);
    expect(count('scanner')).toBeGreaterThan(0);
    expect(count('trader')).toBeGreaterThan(0);
    expect(count('telegram')).toBeGreaterThan(0);
    // The channel's posts are read as Telegram signals: their positions say so.
    const channelEntries = stored.filter((row) => kindOf.get(row.sourceId) === 'telegram' && row.positionId);
    const opened = await app.t.database.db.select().from(positions);
    for (const row of channelEntries) {
      expect(opened.find((position) => position.id === row.positionId)?.isSignalFromTelegram).toBe(true);
    }
    expect(states('entered')).toBeGreaterThan(0);
  }, 240_000);
});
