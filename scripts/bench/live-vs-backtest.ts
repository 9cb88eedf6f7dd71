/**
 * Live against backtest (issue 24): GET /api/analytics/live-vs-backtest over 2 000 signals received since an apply
 * (the most one comparison replays), 40 symbols, a day of 1-minute candles each in the candle store, half of the
 * signals entered live with a closed position. Target: the panel loads in under a second.
 *
 * Alone: `node --import tsx scripts/bench/live-vs-backtest.ts`.
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  auditLog,
  parameterOrigin,
  positions,
  signalSources,
  signals,
} from '../../apps/server/src/db/schema';
import { startBenchApp } from './bench-app';
import { type BenchResult, median, timeRuns } from './bench-result';

const SIGNALS = 2_000;
const SYMBOLS = 40;
const MINUTES = 1_800;
const TARGET_MS = 1_000;
const START = Date.UTC(2026, 10, 24, 0, 0);
const NOW = START + MINUTES * MINUTE_MS;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function series(next: () => number): CandleColumns {
  const columns = emptyCandleColumns(START, MINUTES);
  let price = 10 + next() * 1000;
  for (let i = 0; i < MINUTES; i++) {
    const open = price;
    const close = open * (1 + (next() - 0.5) * 0.01);
    columns.open[i] = open;
    columns.close[i] = close;
    columns.high[i] = Math.max(open, close) * (1 + next() * 0.003);
    columns.low[i] = Math.min(open, close) * (1 - next() * 0.003);
    columns.volume[i] = 5 + next() * 20;
    columns.quoteVolume[i] = columns.volume[i]! * close;
    columns.takerBuyVolume[i] = columns.volume[i]! * next();
    columns.present[i] = 1;
    price = close;
  }
  return columns;
}

export async function benchLiveVsBacktest(): Promise<BenchResult[]> {
  const next = random(24);
  const database = await openDatabase({ dataDir: ':memory:' });
  const bench = await startBenchApp(database, {}, () => NOW);
  const db = database.db;
  for (let s = 0; s < SYMBOLS; s++) {
    await bench.services.candleStore.write(`S${s}USDT`, series(next), { fetchedAt: NOW + 3_600_000 });
  }
  const [audit] = await db
    .insert(auditLog)
    .values({
      username: 'admin',
      action: 'parameter.apply',
      entityType: 'backtest_run',
      entityId: '1',
      before: {},
      after: {},
      createdAt: new Date(START),
    })
    .returning();
  await db.insert(parameterOrigin).values({
    name: 'bench',
    runConfig: DEFAULT_BACKTEST_CONFIG,
    liveConfig: DEFAULT_BACKTEST_CONFIG,
    username: 'admin',
    appliedAt: new Date(START),
    auditId: audit!.id,
  });
  const [source] = await db
    .insert(signalSources)
    .values({ name: 'bench', kind: 'webhook', createdAt: new Date(START) })
    .returning();
  for (let i = 0; i < SIGNALS; i++) {
    const receivedAt = START + Math.floor(next() * (MINUTES - 300)) * MINUTE_MS;
    let positionId: number | null = null;
    if (i % 2 === 0) {
      const [position] = await db
        .insert(positions)
        .values({
          symbol: `S${i % SYMBOLS}USDT`,
          direction: 'LONG',
          entryPrice: 100,
          stopLoss: 96,
          tp1: 101,
          tp2: 102,
          tp3: 103,
          tp1Size: 15,
          tp2Size: 60,
          openedAt: new Date(receivedAt + 20 * MINUTE_MS),
          closedAt: new Date(receivedAt + 80 * MINUTE_MS),
          status: 'closed',
          exitPrice: 101,
          closeReason: 'TP1',
          finalProfitPercentage: 1,
        })
        .returning({ id: positions.id });
      positionId = position!.id;
    }
    await db.insert(signals).values({
      sourceId: source!.id,
      symbol: `S${i % SYMBOLS}USDT`,
      direction: next() < 0.5 ? 'LONG' : 'SHORT',
      category: 'signal',
      receivedAt: new Date(receivedAt),
      state: positionId ? 'entered' : 'ignored',
      ignoredReason: positionId ? null : 'noEntry',
      positionId,
    });
  }
  const call = async () => {
    const response = await bench.app.inject({
      method: 'GET',
      url: '/api/analytics/live-vs-backtest',
      headers: { cookie: bench.cookie },
    });
    if (response.statusCode !== 200)
      throw new Error(`live-vs-backtest: ${response.statusCode} ${response.body}`);
    return response.json() as { data: { signals: number; backtest: { trades: number } } };
  };
  const answer = await call();
  const ms = median(await timeRuns(call, 5, 1));
  await bench.close();
  await database.close();
  return [
    {
      name: `PGlite: live against backtest, ${answer.data.signals} signals on ${SYMBOLS} symbols (${answer.data.backtest.trades} backtest trades)`,
      median_ms: ms,
      unit_rate: `${Math.round(answer.data.signals / (ms / 1000)).toLocaleString('en-US')} signals/s`,
      target: `< ${TARGET_MS} ms`,
      pass: ms < TARGET_MS,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchLiveVsBacktest()) console.log(result);
}
