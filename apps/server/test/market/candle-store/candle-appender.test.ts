import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minuteSeries } from '../../../../../packages/core/test/support/candle-series';
import { appendClosedMinutes } from '../../../src/market/candle-store/candle-appender';
import { FileCandleStore } from '../../../src/market/candle-store/file-candle-store';
import { ScriptedExchange } from '../../support/scripted-exchange';

const START = Date.UTC(2026, 0, 5, 9, 0);
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sd-appender-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The candle appender (docs/market-data.md, The candle appender): each closed minute, and the gap after a downtime. */
describe('the candle appender', () => {
  it('appends each minute as it closes, fetching only that minute, and repairs a downtime on its next step', async () => {
    const clock = { now: START };
    const exchange = new ScriptedExchange(() => clock.now).listPerpetuals(['ETHUSDT', 'SOLUSDT']);
    for (const symbol of ['ETHUSDT', 'SOLUSDT'])
      exchange.bars.set(
        symbol,
        minuteSeries(START - 2 * 86_400_000, 3 * 1440, (i) => 100 + (i % 7)),
      );
    const store = new FileCandleStore({ dir, durable: false });
    const step = (minute: number) => {
      clock.now = START + minute * MINUTE_MS + 2_000;
      return appendClosedMinutes({ exchange, store, now: () => clock.now });
    };
    const present = async (symbol: string, from: number, to: number) => {
      const stored = await store.read(symbol, from, to);
      return stored.present.reduce((sum, flag) => sum + flag, 0);
    };

    // The first step fills the day before; each next step fetches the one minute that closed.
    await step(1);
    expect(await present('ETHUSDT', START + MINUTE_MS - 86_400_000, START + MINUTE_MS)).toBe(1440);
    for (let minute = 2; minute <= 10; minute++) {
      const appended = await step(minute);
      expect(appended.fetchedCandles).toBe(2);
    }
    expect(await present('SOLUSDT', START, START + 10 * MINUTE_MS)).toBe(10);
    // The minute not closed yet is not stored.
    expect(await present('SOLUSDT', START + 10 * MINUTE_MS, START + 11 * MINUTE_MS)).toBe(0);

    // 40 minutes without the server: the first step after repairs the gap, every minute of both symbols.
    await step(51);
    expect(await present('ETHUSDT', START, START + 51 * MINUTE_MS)).toBe(51);
    expect(await present('SOLUSDT', START, START + 51 * MINUTE_MS)).toBe(51);
    const stored = await store.read('ETHUSDT', START + 30 * MINUTE_MS, START + 31 * MINUTE_MS);
    const expected = exchange.bars.get('ETHUSDT')!;
    expect(stored.close[0]).toBe(expected.close[(START + 30 * MINUTE_MS - expected.startTime) / MINUTE_MS]);
  });
});
