import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalSources, signals } from '../../src/db/schema';
import { SimulatedExchange } from '../../src/market/simulated/simulated-exchange';
import { SimulatedLeaderboard } from '../../src/market/simulated/simulated-leaderboard';
import { OpportunityScanner } from '../../src/modules/signals/opportunity-scanner';
import { SignalManager } from '../../src/modules/signals/signal-manager';
import { SourceRateLimit } from '../../src/modules/signals/source-rate-limit';
import { DEMO_SCANNER_SCORE_FLOOR } from '../../src/modules/signals/start-signal-jobs';
import { TraderTracker } from '../../src/modules/signals/trader-tracker';
import { databaseParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildTestApp, type TestApp } from '../support/test-app';

const START = Date.UTC(2026, 0, 5, 9, 0);
const MINUTES = 180;

let t: TestApp;
let exchange: SimulatedExchange;

beforeAll(async () => {
  const clock = { now: START };
  exchange = new SimulatedExchange({ clock: () => clock.now, generatorThreads: 0 });
  t = await buildTestApp({ deps: { exchange } });
  t.clock.now = START;
  Object.defineProperty(clock, 'now', { get: () => t.clock.now });
});
afterAll(async () => {
  await t.close();
  await exchange.close();
});

/**
 * The demo's live intake (docs/signals.md, "Demo"): three hours of the simulated market, minute by minute, with
 * the default parameters, the scanner at the demo's score floor, the simulated leaderboard and the Signal Manager,
 * as `npm start` runs them.
 */
describe('the demo', () => {
  it('receives a signal every one to three minutes on average, and some enter', async () => {
    const intake = {
      db: t.database.db,
      exchange,
      now: () => t.clock.now,
      rateLimit: new SourceRateLimit(250, 500),
    };
    const parameters = databaseParameters(t.database.db);
    const scanner = new OpportunityScanner({
      intake,
      exchange,
      parameters,
      scoreFloor: DEMO_SCANNER_SCORE_FLOOR,
    });
    const tracker = new TraderTracker({ intake, feed: new SimulatedLeaderboard(exchange), parameters });
    const manager = new SignalManager({ db: t.database.db, exchange, parameters, now: intake.now });
    for (let minute = 1; minute <= MINUTES; minute++) {
      t.clock.now = START + minute * MINUTE_MS + 2_000;
      await scanner.step();
      await tracker.step();
      await manager.step();
    }
    const stored = await t.database.db.select().from(signals);
    const sources = await t.database.db.select().from(signalSources);
    const kindOf = new Map(sources.map((source) => [source.id, source.kind]));
    const count = (kind: string) => stored.filter((row) => kindOf.get(row.sourceId) === kind).length;
    const states = (state: string) => stored.filter((row) => row.state === state).length;
    // Printed for docs/signals.md, Demo.
    console.info(
      `demo, ${MINUTES} min: ${stored.length} signals (scanner ${count('scanner')}, traders ${count('trader')}), ` +
        `entered ${states('entered')}, ignored ${states('ignored')}, waiting ${states('waiting')}`,
    );
    expect(MINUTES / stored.length).toBeGreaterThanOrEqual(1);
    expect(MINUTES / stored.length).toBeLessThanOrEqual(3);
    expect(count('scanner')).toBeGreaterThan(0);
    expect(count('trader')).toBeGreaterThan(0);
    expect(states('entered')).toBeGreaterThan(0);
  }, 240_000);
});
