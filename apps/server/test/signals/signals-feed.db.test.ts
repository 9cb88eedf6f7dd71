import {
  type FeedSignal,
  signalSourcesResponseSchema,
  signalsFeedResponseSchema,
} from '@signaldesk/contracts/signal-sources';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions, signalSources, signals } from '../../src/db/schema';
import { SYSTEM_ACTOR } from '../../src/modules/audit/audit.repository';
import { insertSource } from '../../src/modules/signals/intake/signal-sources.repository';
import { insertSignal, type NewSignalRow } from '../../src/modules/signals/signals.repository';
import { updateParameter } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, storePosition } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let backtester: string;

beforeAll(async () => {
  ({ t, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());

const at = (time: string) => new Date(`2026-11-${time}Z`);

/** Ids of the world below, by name: signals, and the sources and the open position. */
let ids: Record<string, number> = {};
let other: Record<string, number> = {};

async function signal(name: string, values: Partial<NewSignalRow> & Pick<NewSignalRow, 'sourceId'>) {
  const row = await insertSignal(t.database.db, {
    symbol: 'BTCUSDT',
    direction: 'LONG',
    category: 'signal',
    receivedAt: at('24T10:00:00.000'),
    ...values,
  });
  ids[name] = row.id;
}

async function closedPosition(finalProfitPercentage: number) {
  const row = await storePosition(t, {
    status: 'closed',
    closedAt: at('24T12:00:00.000'),
    exitPrice: 101,
    finalProfitPercentage,
  });
  return row.id;
}

/**
 * Source "Calls" (webhook): 7 signals, 4 entered; of those, 3 positions closed at +2.5, -1.0 and +0.5 and one is
 * still open. Source "Channel" (telegram): 2 signals, none entered. Source "Empty": none.
 */
beforeEach(async () => {
  ids = {};
  other = {};
  const db = t.database.db;
  await db.delete(signals);
  await db.delete(signalSources);
  await db.delete(positions);
  const created = at('20T00:00:00.000');
  const calls = await insertSource(db, { name: 'Calls', kind: 'webhook', createdAt: created });
  const channel = await insertSource(db, {
    name: 'Channel',
    kind: 'telegram',
    channelIds: ['@channel'],
    createdAt: at('21T00:00:00.000'),
  });
  await insertSource(db, { name: 'Empty', kind: 'webhook', createdAt: at('22T00:00:00.000') });
  other.calls = calls.id;
  other.channel = channel.id;
  const win = await closedPosition(2.5);
  const loss = await closedPosition(-1);
  const small = await closedPosition(0.5);
  const open = (await storePosition(t)).id;
  other.openPosition = open;
  const entered = (positionId: number) => ({ state: 'entered' as const, positionId });
  await signal('win', { sourceId: calls.id, receivedAt: at('23T09:00:00.000'), ...entered(win) });
  await signal('loss', { sourceId: calls.id, receivedAt: at('23T10:00:00.000'), ...entered(loss) });
  await signal('small', { sourceId: calls.id, receivedAt: at('24T08:00:00.000'), ...entered(small) });
  await signal('open', { sourceId: calls.id, receivedAt: at('24T09:00:00.000'), ...entered(open) });
  await signal('ignored', {
    sourceId: calls.id,
    receivedAt: at('24T09:30:00.000'),
    state: 'ignored',
    ignoredReason: 'riskScore',
  });
  await signal('cancelled', { sourceId: calls.id, receivedAt: at('24T23:59:59.999'), state: 'cancelled' });
  await signal('waiting', {
    sourceId: calls.id,
    symbol: 'ETHUSDT',
    direction: 'SHORT',
    receivedAt: at('25T10:00:30.000'),
  });
  // Same time as "waiting": the later id comes first.
  await signal('tie', { sourceId: channel.id, receivedAt: at('25T10:00:30.000') });
  await signal('channelIgnored', {
    sourceId: channel.id,
    receivedAt: at('25T00:00:00.000'),
    state: 'ignored',
    ignoredReason: 'noEntry',
  });
});

async function feed(query = ''): Promise<FeedSignal[]> {
  const response = await get(t, `/api/signals${query}`, admin);
  expect(response.statusCode).toBe(200);
  return signalsFeedResponseSchema.parse(response.json()).data;
}

const names = (rows: FeedSignal[]) =>
  rows.map((row) => Object.entries(ids).find(([, id]) => id === row.id)?.[0]);

describe('GET /api/signals', () => {
  it('lists newest first (ties by id), with the source, the search deadline and the position', async () => {
    const rows = await feed();
    expect(names(rows)).toEqual([
      'tie',
      'waiting',
      'channelIgnored',
      'cancelled',
      'ignored',
      'open',
      'small',
      'loss',
      'win',
    ]);
    const waiting = rows[1]!;
    // Received 10:00:30: first candle 10:01, + 10 min of wait, + 150 min of pattern search (backtest defaults).
    expect(waiting).toMatchObject({
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      state: 'waiting',
      sourceName: 'Calls',
      sourceKind: 'webhook',
      waitEndsAt: '2026-11-25T10:11:00.000Z',
      searchEndsAt: '2026-11-25T12:41:00.000Z',
      positionStatus: null,
      positionProfit: null,
    });
    expect(rows[0]).toMatchObject({ sourceName: 'Channel', sourceKind: 'telegram' });
    expect(rows[4]).toMatchObject({
      state: 'ignored',
      ignoredReason: 'riskScore',
      waitEndsAt: null,
      searchEndsAt: null,
    });
    expect(rows[5]).toMatchObject({
      state: 'entered',
      positionId: other.openPosition,
      positionStatus: 'open',
      positionProfit: null,
    });
    expect(rows[7]).toMatchObject({ positionStatus: 'closed', positionProfit: -1 });
  });

  it('counts down with the live entry parameters: wait and search minutes as stored', async () => {
    const save = (key: string, value: string) =>
      updateParameter(t.database.db, SYSTEM_ACTOR, key, value, at('24T09:00:00.000'));
    await save('SIGNAL_WAIT_TIME_MINUTES', '0');
    await save('SIGNAL_PATTERN_SEARCH_MINUTES', '30');
    try {
      const waiting = (await feed('?state=waiting')).find((row) => row.id === ids.waiting)!;
      // Received 10:00:30: first candle 10:01, no wait, 30 minutes of search.
      expect(waiting).toMatchObject({
        waitEndsAt: '2026-11-25T10:01:00.000Z',
        searchEndsAt: '2026-11-25T10:31:00.000Z',
      });
    } finally {
      await save('SIGNAL_WAIT_TIME_MINUTES', '10');
      await save('SIGNAL_PATTERN_SEARCH_MINUTES', '150');
    }
  });

  it('filters by source, state and UTC day, together', async () => {
    expect(names(await feed(`?sourceId=${other.channel}`))).toEqual(['tie', 'channelIgnored']);
    expect(names(await feed('?state=ignored'))).toEqual(['channelIgnored', 'ignored']);
    expect(names(await feed('?day=2026-11-24'))).toEqual(['cancelled', 'ignored', 'open', 'small']);
    expect(names(await feed(`?day=2026-11-25&state=ignored&sourceId=${other.channel}`))).toEqual([
      'channelIgnored',
    ]);
    expect(await feed('?sourceId=999999')).toEqual([]);
  });

  it('pages with a keyset cursor: before the last id shown, limit rows', async () => {
    const first = await feed('?limit=4');
    expect(names(first)).toEqual(['tie', 'waiting', 'channelIgnored', 'cancelled']);
    const second = await feed(`?limit=4&before=${first[3]!.id}`);
    expect(names(second)).toEqual(['ignored', 'open', 'small', 'loss']);
    const third = await feed(`?limit=4&before=${second[3]!.id}`);
    expect(names(third)).toEqual(['win']);
    // The cursor between two signals of the same time.
    expect(names(await feed(`?limit=1&before=${ids.tie}`))).toEqual(['waiting']);
    // With a filter, the cursor continues within it.
    expect(names(await feed(`?state=entered&limit=2&before=${ids.open}`))).toEqual(['small', 'loss']);
    // An id that names no signal: an empty page.
    expect(await feed('?before=999999')).toEqual([]);
  });

  it('gives 50 rows without a limit and at most 200', async () => {
    const calls = other.calls!;
    for (let index = 0; index < 60; index++) {
      await signal(`bulk${index}`, {
        sourceId: calls,
        receivedAt: new Date(Date.UTC(2026, 10, 26, 0, index)),
      });
    }
    expect(await feed()).toHaveLength(50);
    expect(await feed('?limit=200')).toHaveLength(69);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=0x10', 'limit'],
    ['limit=', 'limit'],
    ['limit=1e999', 'limit'],
    ['before=abc', 'before'],
    ['before=9007199254740993', 'before'],
    ['before=%201%20', 'before'],
    ['sourceId=NaN', 'sourceId'],
    ['before=0', 'before'],
    ['sourceId=-1', 'sourceId'],
    ['state=open', 'state'],
    ['day=2026-13-01', 'day'],
    ['day=25/11/2026', 'day'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(t, `/api/signals?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    // Every issue names that parameter (a huge number may break two of its rules).
    expect(new Set(response.json().fields.map((issue: { path: string }) => issue.path))).toEqual(
      new Set([field]),
    );
  });

  it('is admin1 only: 403 for admin2, 401 without a session', async () => {
    expect((await get(t, '/api/signals', backtester)).statusCode).toBe(403);
    expect((await get(t, '/api/signals', '')).statusCode).toBe(401);
  });
});

describe('GET /api/signal-sources statistics', () => {
  it('counts signals, entered share, win rate and average P&L of the closed positions', async () => {
    const response = await get(t, '/api/signal-sources', admin);
    const sources = signalSourcesResponseSchema.parse(response.json()).data;
    const byName = Object.fromEntries(sources.map((source) => [source.name, source]));
    // Calls: 4 of 7 entered = 57.142857 %; closed +2.5, -1.0, +0.5 → 2 wins of 3 = 66.67 %, mean 2/3 = 0.6667 %.
    expect(byName.Calls).toMatchObject({ signals: 7, entered: 4, closed: 3 });
    expect(byName.Calls!.enteredPercent).toBeCloseTo(57.142857, 5);
    expect(byName.Calls!.winRate).toBeCloseTo(66.666667, 5);
    expect(byName.Calls!.averageProfit).toBeCloseTo(0.666667, 5);
    expect(byName.Calls!.lastSignalAt).toBe('2026-11-25T10:00:30.000Z');
    expect(byName.Channel).toMatchObject({
      signals: 2,
      entered: 0,
      enteredPercent: 0,
      closed: 0,
      winRate: null,
      averageProfit: null,
      lastSignalAt: '2026-11-25T10:00:30.000Z',
    });
    expect(byName.Empty).toMatchObject({
      signals: 0,
      entered: 0,
      enteredPercent: null,
      closed: 0,
      winRate: null,
      averageProfit: null,
      lastSignalAt: null,
    });
  });
});
