import { afterAll, beforeAll } from 'vitest';
import { SimulatedExchange } from '../../src/market/simulated/simulated-exchange';
import { buildTestApp, type TestApp } from './test-app';

/**
 * A test app over the simulated exchange (the demo's market), its clock at `start`, for the tests that run the
 * demo's own jobs minute by minute: built before the file's tests, closed after them.
 */
export function useSimulatedTestApp(start: number): {
  readonly t: TestApp;
  readonly exchange: SimulatedExchange;
} {
  const context = {} as { t: TestApp; exchange: SimulatedExchange };
  beforeAll(async () => {
    const clock = { now: start };
    context.exchange = new SimulatedExchange({ clock: () => clock.now, generatorThreads: 0 });
    context.t = await buildTestApp({ deps: { exchange: context.exchange } });
    context.t.clock.now = start;
    Object.defineProperty(clock, 'now', { get: () => context.t.clock.now });
  });
  afterAll(async () => {
    await context.t.close();
    await context.exchange.close();
  });
  return context;
}
