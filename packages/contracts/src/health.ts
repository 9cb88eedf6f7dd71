import { z } from 'zod';

/**
 * The states of a background job in the readiness answer (docs/operations.md, Background jobs):
 * - `starting`: being started; `running`: runs in this instance (a job of every instance);
 * - `leading` / `standby`: a job of one instance at a time, run here / waiting for the lock;
 * - `off`: not run in this configuration (the detail says why); `failed`: could not start (the log says why);
 * - `stopping` / `stopped`: the server is shutting down.
 */
export const JOB_STATES = [
  'starting',
  'running',
  'leading',
  'standby',
  'off',
  'failed',
  'stopping',
  'stopped',
] as const;
export type JobState = (typeof JOB_STATES)[number];

export const backgroundJobStatusSchema = z.object({
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** The leader lock's name (one instance at a time), null for a job of every instance. */
  lock: z.string().nullable(),
  detail: z.string().nullable(),
});
export type BackgroundJobStatus = z.infer<typeof backgroundJobStatusSchema>;

/** `GET /api/health`: the process is alive and answers (liveness). */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('alive'),
  uptimeSeconds: z.number().nonnegative(),
});

const readyCheckSchema = z.object({ ok: z.boolean(), detail: z.string() });

/** `GET /api/ready`: 200 when this instance can serve, 503 otherwise, with each check and each job. */
export const readyResponseSchema = z.object({
  success: z.boolean(),
  ready: z.boolean(),
  /** This instance's id among those sharing the database (null on the embedded database). */
  instance: z.number().int().nullable(),
  checks: z.object({
    database: readyCheckSchema,
    migrations: readyCheckSchema,
    jobs: readyCheckSchema,
  }),
  jobs: z.array(backgroundJobStatusSchema),
  /** The request pool on PostgreSQL: its size, connections open, idle, and requests waiting for one. */
  pool: z
    .object({
      size: z.number().int(),
      open: z.number().int(),
      idle: z.number().int(),
      waiting: z.number().int(),
    })
    .nullable(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
