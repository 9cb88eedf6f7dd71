import { type LevelSources, levelIssues } from '@signaldesk/core/position/levels';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions, signals, tradingParameters, users } from '../../src/db/schema';
import { createSource } from '../../src/modules/signals/intake/signal-sources.service';
import {
  PARAMETER_CATALOGUE,
  parameterDefinition,
  parameterNumberRule,
  parameterValueCheck,
} from '../../src/modules/trading-parameters/trading-parameters.catalogue';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, resetTables } from '../positions/positions-fixture';
import type { ScriptedExchange } from '../support/scripted-exchange';
import type { TestApp } from '../support/test-app';

/**
 * docs/api.md, "Numbers": every numeric parameter and every numeric field of every state-changing route, sent the
 * extremes a tired operator or an attacker would try. Each answer is 2xx or a 4xx JSON error, nothing non-finite is
 * stored, and the lists the Overview and the history read keep answering 200.
 */

/** The extremes as JSON text: `1e999` is a legal JSON number that JSON.parse reads as Infinity. */
const JSON_EXTREMES = ['1e308', '-1e308', '5e-324', '-0', '9007199254740993', '1e999', '-1e999'];
/** The extremes as text: in a string field, a query string or a path. */
const TEXT_EXTREMES = [...JSON_EXTREMES, '0x10', ' 1 ', '1_000', 'NaN', 'Infinity', ''];
/** Both, as they can stand in a JSON body: bare numbers, and every text as a JSON string. */
const BODY_EXTREMES = [...JSON_EXTREMES, ...TEXT_EXTREMES.map((text) => JSON.stringify(text))];

const STORED: LevelSources = {
  stopLoss: { field: 'stopLoss', given: true },
  tp1: { field: 'tp1', given: true },
  tp2: { field: 'tp2', given: true },
  tp3: { field: 'tp3', given: true },
};

let t: TestApp;
let exchange: ScriptedExchange;
let admin: string;

beforeAll(async () => {
  ({ t, exchange, admin } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetTables(t);
  await seedTradingParameters(t.database.db, new Date());
  exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
});

const csrfHeaders = () => ({ cookie: admin, 'content-type': 'application/json' });

/** A request with its body as raw JSON text, so literals JSON.stringify cannot write (1e999) reach the server. */
async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: body === undefined ? { cookie: admin } : csrfHeaders(),
    payload: body,
  });
  return response;
}

/** 2xx, or 4xx with the JSON error shape; never a 5xx. */
function expectTruthfulAnswer(response: Awaited<ReturnType<typeof send>>, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    expect(body, what).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  }
}

/** What the Overview, the history and the analytics read all answer 200, and every stored number is sound. */
async function expectEverythingReadable(): Promise<void> {
  for (const url of [
    '/api/trader-tracker/openPositions',
    '/api/trader-tracker/closedPositions',
    '/api/trader-tracker/summaries',
    '/api/trading-parameters',
  ]) {
    const response = await get(t, url, admin);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  }
  const analytics = await send(
    'POST',
    '/api/admin/advanced-analytics',
    JSON.stringify({ startDate: '2020-01-01', endDate: '2030-12-31' }),
  );
  expect(analytics.statusCode, analytics.body).toBe(200);
  for (const row of await t.database.db.select().from(positions)) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value === 'number') expect(Number.isFinite(value), `${column} of ${row.id}`).toBe(true);
    }
    if (row.status === 'open') {
      expect(levelIssues(row.direction, row.entryPrice, row, STORED), `levels of ${row.id}`).toEqual([]);
    }
  }
  for (const row of await t.database.db.select().from(tradingParameters)) {
    const definition = parameterDefinition(row.key);
    if (definition)
      expect(parameterValueCheck(definition, row.value).ok, `${row.key}=${row.value}`).toBe(true);
  }
}

const NUMERIC_PARAMETERS = PARAMETER_CATALOGUE.filter(
  (definition) => parameterNumberRule(definition) !== null,
).map((definition) => definition.key);

const openBody = (field: string, literal: string) =>
  `{"symbol":"BTCUSDT","direction":"LONG","forceAdmin":"true","telegram":"false","isSpot":"false",` +
  `"customSL":null,"customTP1":null,"customTP2":null,"customTP3":null,"${field}":${literal}}`;

async function openOne(): Promise<number> {
  const response = await send('POST', '/api/position-manager/open', openBody('customSL', 'null'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe('the extremes on every numeric input', () => {
  it('numeric parameters: every extreme as the saved value', async () => {
    expect(NUMERIC_PARAMETERS.length).toBeGreaterThan(10);
    for (const key of NUMERIC_PARAMETERS) {
      for (const literal of BODY_EXTREMES) {
        const response = await send('PUT', `/api/trading-parameters/${key}`, `{"value":${literal}}`);
        expectTruthfulAnswer(response, `${key} = ${literal}`);
        // A position opened from whatever the parameters now hold.
        expectTruthfulAnswer(
          await send('POST', '/api/position-manager/open', openBody('customSL', 'null')),
          `open after ${key} = ${literal}`,
        );
      }
    }
    await expectEverythingReadable();
  });

  it('open: every extreme in each custom level', async () => {
    for (const field of ['customSL', 'customTP1', 'customTP2', 'customTP3']) {
      for (const literal of BODY_EXTREMES) {
        const response = await send('POST', '/api/position-manager/open', openBody(field, literal));
        expectTruthfulAnswer(response, `open ${field} = ${literal}`);
      }
    }
    await expectEverythingReadable();
  });

  it('close and reopen: every extreme as the position id and the exit price', async () => {
    for (const literal of BODY_EXTREMES) {
      expectTruthfulAnswer(
        await send(
          'POST',
          '/api/position-manager/close',
          `{"positionId":${literal},"reason":"TRADERS_EXIT"}`,
        ),
        `close positionId = ${literal}`,
      );
      expectTruthfulAnswer(
        await send('POST', '/api/position-manager/reopen', `{"positionId":${literal}}`),
        `reopen positionId = ${literal}`,
      );
      const id = await openOne();
      expectTruthfulAnswer(
        await send(
          'POST',
          '/api/position-manager/close',
          `{"positionId":${id},"exitPrice":${literal},"reason":"TRADERS_EXIT"}`,
        ),
        `close exitPrice = ${literal}`,
      );
    }
    await expectEverythingReadable();
  });

  it('advanced analytics: every extreme as an hour and a weekday', async () => {
    for (const literal of BODY_EXTREMES) {
      for (const field of ['hours', 'days']) {
        const response = await send(
          'POST',
          '/api/admin/advanced-analytics',
          `{"startDate":"2026-01-01","endDate":"2026-12-31","${field}":[${literal}]}`,
        );
        expectTruthfulAnswer(response, `analytics ${field} = ${literal}`);
      }
    }
  });

  it('sweeps: every extreme in the axis, the in-sample share and a numeric field of the base configuration', async () => {
    const axis = { field: 'tp1Percent', from: 1, to: 2, step: 1 };
    for (const literal of BODY_EXTREMES) {
      const bodies = [
        `{"config":{},"metric":"totalProfitLoss","axes":[{"field":"tp1Percent","from":${literal},"to":2,"step":1}]}`,
        `{"config":{},"metric":"totalProfitLoss","axes":[{"field":"tp1Percent","from":1,"to":${literal},"step":1}]}`,
        `{"config":{},"metric":"totalProfitLoss","axes":[{"field":"feePercent","from":0,"to":0.1,"step":${literal}}]}`,
        `{"config":{},"metric":"totalProfitLoss","axes":[${JSON.stringify(axis)}],"inSampleShare":${literal}}`,
        `{"config":{"leverage":${literal}},"metric":"totalProfitLoss","axes":[${JSON.stringify(axis)}]}`,
      ];
      for (const body of bodies) {
        expectTruthfulAnswer(await send('POST', '/api/backtesting/sweeps', body), `sweep ${body}`);
      }
    }
  });

  it('signals: every extreme in each numeric field of a webhook signal; stored signals stay finite', async () => {
    const { apiKey } = await createSource(t.database.db, { name: 'extremes', kind: 'webhook' }, new Date());
    for (const field of [
      'entry',
      'stopLoss',
      'tp1',
      'tp2',
      'tp3',
      'leverage',
      'riskScore',
      'forcePercentage',
    ]) {
      for (const literal of BODY_EXTREMES) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/signals',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          payload: `{"symbol":"BTCUSDT","direction":"LONG","${field}":${literal}}`,
        });
        expectTruthfulAnswer(response, `signal ${field} = ${literal}`);
      }
    }
    for (const row of await t.database.db.select().from(signals)) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'number')
          expect(Number.isFinite(value), `${column} of signal ${row.id}`).toBe(true);
      }
    }
    for (const text of TEXT_EXTREMES) {
      const response = await send('DELETE', `/api/signal-sources/${encodeURIComponent(text)}`);
      expectTruthfulAnswer(response, `revoke source ${text}`);
      const feed = await get(t, `/api/signals?limit=${encodeURIComponent(text)}`, admin);
      expect(feed.statusCode, `feed limit ${text}: ${feed.body}`).toBeLessThan(500);
    }
  });

  it('subscribers: every extreme as a subscriber id, a number of days and a matched subscriber id', async () => {
    const [subscriber] = await t.database.db
      .insert(users)
      .values({ email: 'extremes@example.com', username: 'x', subscriptionType: 'MONTHLY' })
      .returning();
    for (const literal of BODY_EXTREMES) {
      for (const [url, body] of [
        [`/api/users/${subscriber!.id}/extend`, `{"days":${literal}}`],
        [`/api/users/${subscriber!.id}/plan`, `{"plan":"MONTHLY","days":${literal}}`],
        ['/api/billing/unmatched/cus_x/match', `{"userId":${literal}}`],
      ] as const) {
        expectTruthfulAnswer(await send('POST', url, body), `${url} ${body}`);
      }
    }
    for (const text of TEXT_EXTREMES) {
      const value = encodeURIComponent(text);
      expectTruthfulAnswer(await send('POST', `/api/users/${value}/extend`, '{"days":1}'), `extend ${text}`);
      expectTruthfulAnswer(await send('POST', `/api/users/${value}/end`, '{}'), `end ${text}`);
      const page = await get(t, `/api/users/${value}`, admin);
      expect(page.statusCode, `subscriber ${text}: ${page.body}`).toBeLessThan(500);
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, subscriber!.id));
    expect(Number.isFinite(after!.subscriptionEndDate?.getTime() ?? 0)).toBe(true);
  });

  it('paths and queries: every extreme as a run id, a sweep id and a page or limit', async () => {
    for (const text of TEXT_EXTREMES) {
      const value = encodeURIComponent(text);
      expectTruthfulAnswer(
        await send('PATCH', `/api/backtesting/runs/${value}`, '{"starred":true}'),
        `run ${text}`,
      );
      expectTruthfulAnswer(await send('DELETE', `/api/backtesting/runs/${value}`), `delete run ${text}`);
      expectTruthfulAnswer(
        await send('POST', `/api/backtesting/sweeps/${value}/cancel`, '{}'),
        `cancel ${text}`,
      );
      for (const url of [
        `/api/trader-tracker/closedPositions?limit=${value}`,
        `/api/trader-tracker/closedPositions?beforeId=${value}`,
        `/api/trading-parameters/changes?limit=${value}`,
        `/api/backtesting/runs?page=${value}`,
        `/api/users?page=${value}`,
      ]) {
        const response = await get(t, url, admin);
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('random mixes of saves, opens and closes', () => {
  const extremeNumber = fc.constantFrom(...JSON_EXTREMES);
  const anyNumberText = fc.oneof(
    extremeNumber,
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
    fc.integer({ min: -200, max: 200 }).map(String),
  );
  const command = fc.oneof(
    fc.record({
      kind: fc.constant('save' as const),
      key: fc.constantFrom(...NUMERIC_PARAMETERS),
      value: fc.oneof(anyNumberText, fc.constantFrom(...TEXT_EXTREMES)),
    }),
    fc.record({
      kind: fc.constant('open' as const),
      field: fc.constantFrom('customSL', 'customTP1', 'customTP2', 'customTP3'),
      literal: fc.oneof(fc.constant('null'), anyNumberText),
      direction: fc.constantFrom('LONG', 'SHORT'),
    }),
    fc.record({ kind: fc.constant('close' as const), literal: anyNumberText }),
  );

  it('never answer 5xx nor store a number that breaks the Overview', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        await resetTables(t);
        await seedTradingParameters(t.database.db, new Date());
        for (const step of commands) {
          if (step.kind === 'save') {
            const response = await send(
              'PUT',
              `/api/trading-parameters/${step.key}`,
              JSON.stringify({ value: step.value }),
            );
            expectTruthfulAnswer(response, `${step.key} = ${step.value}`);
          } else if (step.kind === 'open') {
            const body = openBody(step.field, step.literal).replace('"LONG"', `"${step.direction}"`);
            expectTruthfulAnswer(await send('POST', '/api/position-manager/open', body), body);
          } else {
            const open = await get(t, '/api/trader-tracker/openPositions', admin);
            const id = open.json().data[0]?.id ?? 1;
            const body = `{"positionId":${id},"exitPrice":${step.literal},"reason":"TRADERS_EXIT"}`;
            expectTruthfulAnswer(await send('POST', '/api/position-manager/close', body), body);
          }
        }
        await expectEverythingReadable();
      }),
      { numRuns: 40 },
    );
  });
});
