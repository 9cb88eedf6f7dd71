import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions, tradingParameters } from '../../src/db/schema';
import { writeParameter } from '../../src/modules/trading-parameters/trading-parameters.repository';
import { startMonitorRig, T0 } from './monitor-fixture';

let rig: Awaited<ReturnType<typeof startMonitorRig>>;

beforeAll(async () => {
  rig = await startMonitorRig();
  rig.start();
});
afterAll(() => rig.close());
beforeEach(async () => {
  await rig.database.db.delete(positions);
  await rig.database.db.delete(tradingParameters);
  rig.clock.now = T0 + 60_000;
  await rig.monitor.refresh();
});

describe('position monitor', () => {
  it('subscribes to the price of each open position through the hub, once per symbol', async () => {
    await rig.store();
    await rig.store({ direction: 'SHORT', stopLoss: 103.9, tp1: 98.4, tp2: 96.8, tp3: 94.4 });
    expect(rig.exchange.upstreamCount('BTCUSDT')).toBe(1);
    expect(rig.monitor.stats()!.trackedPositions).toBe(2);
    expect(rig.monitor.isRunning()).toBe(true);
  });

  it('records TP1 with its profit, then closes at breakeven 1 (stop moved to −2.5 %)', async () => {
    const row = await rig.store();
    await rig.price('BTCUSDT', 101);
    expect((await rig.row(row.id)).hitTp1).toBe(false);
    await rig.price('BTCUSDT', 101.7);
    const afterTp1 = await rig.row(row.id);
    expect(afterTp1).toMatchObject({ hitTp1: true, hitTp2: false, status: 'open' });
    expect(afterTp1.tp1ProfitPercentage).toBeCloseTo(1.6, 10);
    // 97.6 is above the breakeven stop of 97.5: nothing; 97.5 touches it.
    await rig.price('BTCUSDT', 97.6);
    expect((await rig.row(row.id)).status).toBe('open');
    rig.clock.now = T0 + 30 * 60_000;
    await rig.price('BTCUSDT', 97.5);
    const closed = await rig.row(row.id);
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'BREAKEVEN_1',
      exitPrice: 97.5,
      hitTp1: true,
    });
    expect(closed.closedAt!.getTime()).toBe(T0 + 30 * 60_000);
    // 0.15 × 1.6 + 0.85 × (−2.5) = 0.24 − 2.125
    expect(closed.finalProfitPercentage).toBeCloseTo(-1.885, 10);
    expect(rig.exchange.upstreamCount('BTCUSDT')).toBe(0);
  });

  it('closes a SHORT at its stop loss, at the live price when it jumped beyond the stop', async () => {
    const row = await rig.store({ direction: 'SHORT', stopLoss: 103.9, tp1: 98.4, tp2: 96.8, tp3: 94.4 });
    await rig.price('BTCUSDT', 103.8);
    await rig.price('BTCUSDT', 104.1);
    const closed = await rig.row(row.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'SL', exitPrice: 104.1, hitTp1: false });
    expect(closed.finalProfitPercentage).toBeCloseTo(-4.1, 10);
  });

  it('closes at TP3 when one price passes every target: 0.15 × 1.6 + 0.6 × 3.2 + 0.25 × 5.6 = 3.56 %', async () => {
    const row = await rig.store();
    await rig.price('BTCUSDT', 106);
    const closed = await rig.row(row.id);
    expect(closed).toMatchObject({
      closeReason: 'TP3',
      exitPrice: 105.6,
      hitTp1: true,
      hitTp2: true,
      hitTp3: true,
    });
    expect(closed.tp2ProfitPercentage).toBeCloseTo(3.2, 10);
    expect(closed.finalProfitPercentage).toBeCloseTo(3.56, 10);
  });

  it('moves the stop to the entry after TP2 and closes BREAKEVEN_2 there', async () => {
    const row = await rig.store();
    await rig.price('BTCUSDT', 103.3);
    expect(await rig.row(row.id)).toMatchObject({ hitTp1: true, hitTp2: true, status: 'open' });
    await rig.price('BTCUSDT', 99.9);
    const closed = await rig.row(row.id);
    expect(closed).toMatchObject({ closeReason: 'BREAKEVEN_2', exitPrice: 99.9 });
    // 0.24 + 1.92 + 0.25 × (−0.1)
    expect(closed.finalProfitPercentage).toBeCloseTo(2.135, 10);
  });

  it('closes TIMEOUT at the first price at or after the maximum duration, read from the parameters', async () => {
    await writeParameter(rig.database.db, 'MAX_POSITION_DURATION_HOURS', '1', new Date());
    const row = await rig.store();
    rig.clock.now = T0 + 59 * 60_000;
    await rig.price('BTCUSDT', 100.5);
    expect((await rig.row(row.id)).status).toBe('open');
    rig.clock.now = T0 + 60 * 60_000;
    await rig.price('BTCUSDT', 100.8);
    const closed = await rig.row(row.id);
    expect(closed).toMatchObject({ closeReason: 'TIMEOUT', exitPrice: 100.8 });
    expect(closed.finalProfitPercentage).toBeCloseTo(0.8, 10);
  });

  it('follows the breakeven switch of the parameters: off, a dip after TP1 waits for the stop loss', async () => {
    await writeParameter(rig.database.db, 'ENABLE_BREAKEVEN_1', 'false', new Date());
    const row = await rig.store();
    await rig.price('BTCUSDT', 102);
    await rig.price('BTCUSDT', 97);
    expect((await rig.row(row.id)).status).toBe('open');
    await rig.price('BTCUSDT', 96);
    expect(await rig.row(row.id)).toMatchObject({ closeReason: 'SL', exitPrice: 96 });
  });

  it('resumes a position whose TP1 was recorded before a restart with the stop at breakeven 1', async () => {
    const row = await rig.store({ hitTp1: true, tp1ProfitPercentage: 1.6 });
    await rig.price('BTCUSDT', 97.4);
    expect(await rig.row(row.id)).toMatchObject({ closeReason: 'BREAKEVEN_1', exitPrice: 97.4 });
  });

  it('leaves alone a position an admin closed, and follows a reopened one from its new entry', async () => {
    const row = await rig.store({ shouldWork: false });
    // The admin reopens at 110 (levels moved); the monitor must not judge 106 against the old TP3 of 105.6.
    await rig.database.db.update(positions).set({
      entryPrice: 110,
      stopLoss: 105.71,
      tp1: 111.76,
      tp2: 113.52,
      tp3: 116.16,
      shouldWork: true,
      reopenedAt: new Date(T0 + 60_000),
    });
    await rig.monitor.refresh();
    await rig.price('BTCUSDT', 106);
    expect((await rig.row(row.id)).status).toBe('open');
    await rig.price('BTCUSDT', 105.7);
    expect(await rig.row(row.id)).toMatchObject({ closeReason: 'SL', exitPrice: 105.7 });
  });
});
