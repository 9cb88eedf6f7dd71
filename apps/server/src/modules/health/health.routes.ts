import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { BackgroundJobStatus, ReadyResponse } from '@signaldesk/contracts/health';
import type { AppInstance } from '../../app-types';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { databaseRefusal } from '../../db/connection-errors';
import { route } from '../../http/route';
import { instanceSessionOf } from '../../lib/instance-session';
import { withinTime } from '../../lib/time-bound';

/** Where the background jobs stand, from server.ts (docs/operations.md, Health and readiness). */
export interface ReadinessSource {
  jobs(): { started: boolean; statuses: BackgroundJobStatus[] };
}

/** An app without a job list (tests): nothing to wait for. */
const NO_JOBS: ReadinessSource = { jobs: () => ({ started: true, statuses: [] }) };

/** How long the readiness check waits for the database, ms. */
const DATABASE_CHECK_MS = 2_000;
/** Seconds a 503 of readiness tells the caller to wait. */
const NOT_READY_RETRY_SECONDS = 5;

/** The migrations this build knows (the journal's entries). */
const KNOWN_MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Liveness and readiness for load balancers and orchestrators (docs/api.md; docs/operations.md, Health and
 * readiness). Both are public and read no session.
 * - `GET /api/health`: 200 while the process answers; it touches nothing else, so a busy database never makes a
 *   live process look dead.
 * - `GET /api/ready`: 200 when the database answers within 2 s, has every migration of this build, and the
 *   background jobs are started (none failed); 503 with `Retry-After` and the same body otherwise.
 */
export async function healthRoutes(app: AppInstance, options: { readiness?: ReadinessSource }) {
  const readiness = options.readiness ?? NO_JOBS;
  const database = app.deps.database;
  const session = instanceSessionOf(database);

  route(app, endpoints.health, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true as const, status: 'alive' as const, uptimeSeconds: process.uptime() };
  });

  route(app, endpoints.ready, async (_request, reply) => {
    const checks: ReadyResponse['checks'] = {
      database: { ok: false, detail: '' },
      migrations: { ok: false, detail: 'not read: the database did not answer' },
      jobs: { ok: false, detail: '' },
    };
    const started = performance.now();
    try {
      const { rows } = await withinTime(
        database.withConnection((query) =>
          query('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations'),
        ),
        { name: 'the readiness check of the database', limitMs: DATABASE_CHECK_MS },
        app.log,
      );
      checks.database = { ok: true, detail: `answered in ${Math.round(performance.now() - started)} ms` };
      const applied = (rows[0] as { applied: number }).applied;
      checks.migrations = {
        ok: applied >= KNOWN_MIGRATIONS,
        detail: `${applied} applied, ${KNOWN_MIGRATIONS} in this build`,
      };
    } catch (error) {
      const refused = databaseRefusal(error);
      checks.database = {
        ok: false,
        detail: refused
          ? refused.message
          : `no answer within ${DATABASE_CHECK_MS / 1000} s, or an error (see the log)`,
      };
      if (!refused) app.log.warn({ err: error }, 'the readiness check of the database failed');
    }
    const jobs = readiness.jobs();
    const failed = jobs.statuses.filter((job) => job.state === 'failed').map((job) => job.name);
    checks.jobs = !jobs.started
      ? { ok: false, detail: 'starting' }
      : failed.length
        ? { ok: false, detail: `failed to start: ${failed.join(', ')}` }
        : { ok: true, detail: `${jobs.statuses.filter((job) => job.state !== 'off').length} started` };
    const ready = checks.database.ok && checks.migrations.ok && checks.jobs.ok;
    reply.header('Cache-Control', 'no-store');
    if (!ready) reply.code(503).header('Retry-After', String(NOT_READY_RETRY_SECONDS));
    return {
      success: ready,
      ready,
      instance: database.kind === 'postgres' ? session.id : null,
      checks,
      jobs: jobs.statuses,
      pool: database.poolStats(),
    };
  });
}
