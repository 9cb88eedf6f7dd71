import { afterAll, beforeAll, beforeEach } from 'vitest';
import { auditLog, parameterOrigin, positions, signalSources, signals } from '../../src/db/schema';
import { ScriptedExchange } from './scripted-exchange';
import { buildTestApp, type TestApp } from './test-app';

/** Empties the signal tables (and what entries wrote: positions, audit rows, and the applies that name them). */
export async function clearSignals(t: TestApp): Promise<void> {
  await t.database.db.delete(parameterOrigin);
  await t.database.db.delete(auditLog);
  await t.database.db.delete(signals);
  await t.database.db.delete(positions);
  await t.database.db.delete(signalSources);
}

/**
 * A test app over a ScriptedExchange that reads the app's clock, for the signal tests: built before the file's
 * tests, closed after them, its signals, positions, audit rows and candles cleared before each test.
 */
export function useSignalsTestApp(): { readonly t: TestApp; readonly exchange: ScriptedExchange } {
  const context = {} as { t: TestApp; exchange: ScriptedExchange };
  beforeAll(async () => {
    const clock = { now: 0 };
    context.exchange = new ScriptedExchange(() => clock.now);
    context.t = await buildTestApp({ deps: { exchange: context.exchange } });
    Object.defineProperty(clock, 'now', { get: () => context.t.clock.now });
  });
  afterAll(() => context.t.close());
  beforeEach(async () => {
    await clearSignals(context.t);
    context.exchange.bars.clear();
  });
  return context;
}
