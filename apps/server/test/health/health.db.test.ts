import type { BackgroundJobStatus } from '@signaldesk/contracts/health';
import { readyResponseSchema } from '@signaldesk/contracts/health';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildTestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/* GET /api/health and GET /api/ready (docs/api.md; docs/operations.md, Health and readiness). */
const onPostgres = process.env.TEST_DB === 'postgres';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** One app for the first checks; its jobs say what each test sets. */
let jobsNow: { started: boolean; statuses: BackgroundJobStatus[] } = { started: true, statuses: [] };
let shared: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  shared = await buildTestApp({ readiness: { jobs: () => jobsNow } });
});
afterAll(() => shared?.close());

async function appWithJobs(
  jobs: () => { started: boolean; statuses: BackgroundJobStatus[] },
  database?: DatabaseHandle,
) {
  const t = await buildTestApp({ readiness: { jobs }, database });
  closers.push(t.close);
  return t;
}

const monitor: BackgroundJobStatus = {
  name: 'Position monitor',
  state: 'leading',
  lock: 'positionMonitor',
  detail: null,
};

describe('health and readiness', () => {
  it('answers liveness without a session, and readiness with each check and each job', async () => {
    jobsNow = {
      started: true,
      statuses: [
        monitor,
        { name: 'Telegram intake', state: 'off', lock: 'telegramIntake', detail: 'no token' },
      ],
    };
    const t = shared;
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, status: 'alive' });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const body = readyResponseSchema.parse(ready.json());
    expect(body).toMatchObject({
      success: true,
      ready: true,
      checks: {
        database: { ok: true },
        migrations: { ok: true, detail: expect.stringMatching(/^(\d+) applied, \1 in this build$/) },
        jobs: { ok: true, detail: '1 started' },
      },
      jobs: [monitor, { name: 'Telegram intake', state: 'off' }],
    });
    expect(body.instance === null).toBe(!onPostgres);
    expect(body.pool === null).toBe(!onPostgres);
  });

  it('answers 503 with Retry-After while the jobs are starting, and when one failed to start', async () => {
    const t = shared;
    jobsNow = { started: false, statuses: [] };
    const starting = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['retry-after']).toBe('5');
    expect(starting.json()).toMatchObject({
      ready: false,
      checks: { jobs: { ok: false, detail: 'starting' } },
    });
    jobsNow = {
      started: true,
      statuses: [monitor, { name: 'Signal Manager', state: 'failed', lock: 'signalManager', detail: 'x' }],
    };
    const failed = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().checks.jobs).toEqual({ ok: false, detail: 'failed to start: Signal Manager' });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const database = await openTestDatabase();
    const t = await appWithJobs(() => ({ started: true, statuses: [] }), database);
    await database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      ready: false,
      checks: { database: { ok: false }, migrations: { ok: false }, jobs: { ok: true } },
    });
    // The process itself still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
