import { eq } from 'drizzle-orm';
import { positions } from '../../src/db/schema';
import { silentLogger } from '../../src/market/market-logger';
import { PriceHub } from '../../src/market/price-hub';
import type { NewPositionRow, PositionRow } from '../../src/modules/positions/position-row';
import { insertPosition } from '../../src/modules/positions/positions.repository';
import { type PositionMonitorStop, startPositionMonitor } from '../../src/monitor/start-position-monitor';
import { testPositionValues } from '../positions/positions-fixture';
import { ScriptedExchange } from '../support/scripted-exchange';
import { openTestDatabase } from '../support/test-database';

export const T0 = Date.parse('2026-11-21T10:00:00.000Z');

/** A database, a scripted exchange driven tick by tick, the real price hub and a running monitor. */
export async function startMonitorRig() {
  const database = await openTestDatabase();
  const clock = { now: T0 };
  const exchange = new ScriptedExchange(() => clock.now).listPerpetuals(['BTCUSDT', 'ETHUSDT']);
  const hub = new PriceHub(exchange);
  let monitor: PositionMonitorStop | undefined;
  const rig = {
    database,
    clock,
    exchange,
    hub,
    start() {
      monitor = startPositionMonitor({
        database,
        priceHub: hub,
        logger: silentLogger,
        now: () => clock.now,
        refreshMs: 25,
        lockRetryMs: 50,
      });
      return monitor;
    },
    get monitor() {
      return monitor!;
    },
    /** Sends one live price (the best ask) for `symbol`, then waits for the writes it caused. */
    async price(symbol: string, askPrice: number) {
      exchange.tick(symbol, { askPrice, bidPrice: askPrice });
      await settle(rig);
    },
    async store(values: Partial<NewPositionRow> = {}): Promise<PositionRow> {
      const row = await insertPosition(
        database.db,
        testPositionValues({ openedAt: new Date(T0), ...values }),
      );
      await monitor?.refresh();
      return row;
    },
    async row(id: number): Promise<PositionRow> {
      const [row] = await database.db.select().from(positions).where(eq(positions.id, id));
      return row!;
    },
    async close() {
      await monitor?.();
      hub.close();
      await database.close();
    },
  };
  return rig;
}

/** Waits until the monitor's queued writes are done (refresh awaits them first). */
async function settle(rig: { monitor: PositionMonitorStop }) {
  await rig.monitor.refresh();
}
