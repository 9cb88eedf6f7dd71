import { createHash } from 'node:crypto';
import { getMaxListeners, setMaxListeners } from 'node:events';
import { eq, inArray, lt } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { BacktestPool } from '../backtest-pool/backtest-pool';
import type { BacktestTask, TaskCandles } from '../backtest-pool/backtest-task';
import type { SweepBatchTask } from '../backtest-pool/sweep-batch-task';
import type { DatabaseHandle } from '../db/client';
import { PG_BOSS_CONNECTIONS } from '../db/connection-budget';
import { jobClaims, jobPayloads } from '../db/schema';
import { type InstanceSession, instanceSessionOf } from '../lib/instance-session';
import {
  fromJobError,
  type JobError,
  type JobKind,
  type JobOutcomes,
  type JobPayloads,
  type JobQueue,
  toJobError,
} from './job-queue';

/**
 * Backtest runs and sweep batches as pg-boss jobs on PostgreSQL (docs/job-queue.md). Every instance both sends
 * jobs (the one that took the request follows them) and takes jobs for its own worker pool, as many at once as it
 * has workers. A job's output travels back through pg-boss's job table; a NOTIFY wakes the sender at once, and a
 * slow poll catches a lost one. Each job taken is claimed in `job_claims` with the taker's instance id: when that
 * instance dies (its liveness lock is gone, lib/instance-session.ts) the supervision of any other instance hands
 * its jobs on at its next tick; a job active past its expiry (an instance alive but stuck) is handed on too.
 * Either way a sweep still ends with every cell.
 */

export interface PgBossJobQueueOptions {
  connectionString: string;
  database: DatabaseHandle;
  /** This instance's worker pool: the jobs it takes compute there. */
  local: BacktestPool;
  workers: number;
  /** A backtest longer than this is stopped by the pool; a job active for longer than that plus a margin is lost. */
  timeoutMs: number;
  /** How often the supervision looks for lost jobs (JOB_QUEUE_SUPERVISE_SECONDS). */
  superviseSeconds: number;
  /** This instance's candle folder: a job's candles are read here (one shared volume, docs/job-queue.md). */
  candleDir?: string;
  /** Seconds beyond the time limit before an active job counts as lost (default 10; tests make it short). */
  expiryMarginSeconds?: number;
  onError?: (error: unknown) => void;
}

type JobOutput = { ok: true; value: unknown } | { ok: false; error: JobError };

/**
 * A sweep batch as it is stored: the signals, the same for every batch of a sweep, are stored once aside;
 * `batchKey` names the batch (its sweep, metric and configurations), so a sweep taken over finds it.
 */
type StoredSweepBatch = Omit<SweepBatchTask, 'signalsJson' | 'resume'> & {
  signalsKey: string;
  batchKey: string;
};

const QUEUE_NAMES: Record<JobKind, string> = { 'backtest-run': 'backtest-run', 'sweep-batch': 'sweep-batch' };
/** Runs are taken before sweep batches: a single run queued during a sweep gets the next free worker. */
const TAKE_ORDER: JobKind[] = ['backtest-run', 'sweep-batch'];
const DONE_CHANNEL = 'signaldesk_job_done';
const READY_CHANNEL = 'signaldesk_job_ready';
/** Fallback polls, for a NOTIFY lost with a connection. */
const POLL_MS = 1_000;
/** Beyond the pool's own time limit, before an active job counts as lost with its instance. */
const EXPIRY_MARGIN_SECONDS = 10;
/** A lost job is taken again at most this many times. */
const RETRY_LIMIT = 3;
/** Stored sweep signals are deleted after this long (a sweep ends long before). */
const PAYLOAD_KEPT_MS = 24 * 3_600_000;
/** Stored signals kept in memory by a taking instance. */
const PAYLOAD_CACHE_SIZE = 4;
/** Sweep batches a sender keeps in the queue at once. */
const SWEEP_BATCHES_IN_FLIGHT = 32;
/** pg-boss's archive (completed jobs after an hour) and deletion (after a day) run at most this often, ms. */
const MAINTENANCE_EVERY_MS = 10 * 60_000;
/** The output of a job handed on because the instance computing it died. */
const LOST_WITH_INSTANCE = { message: 'the instance computing it stopped' };

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  readonly sweepBatchesInFlight = SWEEP_BATCHES_IN_FLIGHT;
  private readonly boss: PgBoss;
  private readonly session: InstanceSession;
  private lastMaintenance = 0;
  private readonly waiters = new Map<string, Waiter>();
  private readonly signalsKeys: { json: string; key: string }[] = [];
  private readonly payloadCache = new Map<string, string>();
  private readonly computing = new Set<Promise<void>>();
  private stopListening: (() => Promise<void>)[] = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private taking = false;
  private takeAgain = false;
  private stopped = false;
  private abandoned = false;
  /** Jobs this instance computed, by kind (tests and the bench read it). */
  readonly taken: Record<JobKind, number> = { 'backtest-run': 0, 'sweep-batch': 0 };

  private constructor(private readonly options: PgBossJobQueueOptions) {
    this.session = instanceSessionOf(options.database);
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      max: PG_BOSS_CONNECTIONS,
      schedule: false,
      // Our own supervision (supervise below): pg-boss's runs only when more than its interval has passed since
      // the last one of any instance, so with the usual timer drift every second tick was skipped.
      supervise: false,
      // A job's output may hold a whole backtest result: read at once by its sender, kept an hour, gone after a day.
      archiveCompletedAfterSeconds: 3_600,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (error) => options.onError?.(error));
  }

  /** Starts pg-boss (creating its schema on first use), the queues, and taking jobs. */
  static async start(options: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
    const queue = new PgBossJobQueue(options);
    // The liveness lock first: the jobs this instance claims must never look like a dead instance's.
    await queue.session.start();
    await queue.boss.start();
    const queueOptions = {
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds:
        Math.ceil(options.timeoutMs / 1000) + (options.expiryMarginSeconds ?? EXPIRY_MARGIN_SECONDS),
    };
    for (const name of Object.values(QUEUE_NAMES)) {
      if (await queue.boss.getQueue(name)) await queue.boss.updateQueue(name, { name, ...queueOptions });
      else {
        // Another instance starting at the same moment may create it first.
        await queue.boss.createQueue(name, { name, ...queueOptions }).catch(async (error) => {
          if (!(await queue.boss.getQueue(name))) throw error;
        });
      }
    }
    await options.database.db
      .delete(jobPayloads)
      .where(lt(jobPayloads.createdAt, new Date(Date.now() - PAYLOAD_KEPT_MS)));
    queue.stopListening = [
      await options.database.listen(DONE_CHANNEL, (id) => void queue.settle([id])),
      await options.database.listen(READY_CHANNEL, () => queue.take()),
    ];
    queue.pollTimer = setInterval(() => {
      queue.take();
      if (queue.waiters.size) void queue.settle([...queue.waiters.keys()]);
    }, POLL_MS);
    queue.pollTimer.unref();
    queue.take();
    return queue;
  }

  async run<K extends JobKind>(
    kind: K,
    payload: JobPayloads[K],
    signal: AbortSignal,
  ): Promise<JobOutcomes[K]> {
    signal.throwIfAborted();
    // Candles already read into memory (a memory store, in tests) cannot cross to another instance.
    if (kind === 'backtest-run' && (payload as BacktestTask).candles.kind === 'columns') {
      return this.options.local.run(async () => payload as BacktestTask, signal) as Promise<JobOutcomes[K]>;
    }
    if (kind === 'sweep-batch' && (payload as SweepBatchTask).candles.kind === 'columns') {
      return this.options.local.runSweepBatch(payload as SweepBatchTask, signal) as Promise<JobOutcomes[K]>;
    }
    const data = kind === 'sweep-batch' ? await this.storeSweepBatch(payload as SweepBatchTask) : payload;
    const name = QUEUE_NAMES[kind];
    // A batch of a sweep taken over may be queued or done already: it is waited for, not sent again.
    const found =
      kind === 'sweep-batch' && (payload as SweepBatchTask).resume
        ? await this.findBatch((data as StoredSweepBatch).batchKey)
        : null;
    const id = found ?? (await this.boss.send(name, data as object));
    if (!id) throw new Error(`The ${kind} job was not queued`);
    if (signal.aborted) {
      // Aborted while it was being queued: no listener would hear it any more.
      await this.boss.cancel(name, id);
      throw signal.reason;
    }
    const done = new Promise<unknown>((resolve, reject) => this.waiters.set(id, { resolve, reject }));
    // It may be rejected (a cancel) before it is awaited below.
    done.catch(() => undefined);
    const onAbort = () => {
      const waiter = this.waiters.get(id);
      this.waiters.delete(id);
      // A job already computing finishes there; its output is not read.
      this.boss.cancel(name, id).catch((error) => this.options.onError?.(error));
      waiter?.reject(signal.reason);
    };
    // A sweep's one signal follows all its batches in flight.
    if (getMaxListeners(signal) < SWEEP_BATCHES_IN_FLIGHT + 10)
      setMaxListeners(SWEEP_BATCHES_IN_FLIGHT + 10, signal);
    signal.addEventListener('abort', onAbort, { once: true });
    if (found) void this.settle([id]);
    else await this.notify(READY_CHANNEL, name);
    try {
      return (await done) as JobOutcomes[K];
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Every `superviseSeconds`, in every instance: the jobs claimed by instances whose liveness lock is gone go back
   * to the queue at once (a killed process), then pg-boss's expiry hands on those active past `expireInSeconds`
   * (an instance alive but stuck), and now and then its archive and deletion run. The worst case for a lost job is
   * thus `superviseSeconds` after PostgreSQL saw its instance's connection close, and `expireInSeconds +
   * superviseSeconds` for a stuck one (docs/job-queue.md, An instance that stops).
   */
  supervise(): () => Promise<void> {
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      running = running.then(() =>
        this.superviseOnce().then(
          () => undefined,
          (error: unknown) => {
            if (!this.stopped) this.options.onError?.(error);
          },
        ),
      );
    };
    tick();
    const timer = setInterval(tick, this.options.superviseSeconds * 1000);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  /** One supervision; answers how many jobs of dead instances it handed on. */
  async superviseOnce(): Promise<number> {
    if (this.stopped) return 0;
    const live = [...(await this.session.liveInstances())];
    const { rows } = await this.options.database.withConnection((query) =>
      query(
        `SELECT c.job_id AS id, j.name FROM job_claims c
         JOIN pgboss.job j ON j.id = c.job_id AND j.state = 'active'
         WHERE NOT (c.instance_id = ANY($1::int[]))`,
        [live],
      ),
    );
    const lost = rows as { id: string; name: string }[];
    for (const { id, name } of lost) await this.boss.fail(name, id, LOST_WITH_INSTANCE);
    // Claims of dead instances, and of jobs no longer active (cancelled, or completed by a taker that died then).
    await this.options.database.withConnection((query) =>
      query(
        `DELETE FROM job_claims c
         WHERE NOT (c.instance_id = ANY($1::int[]))
            OR NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = c.job_id AND j.state = 'active')`,
        [live],
      ),
    );
    if (Date.now() - this.lastMaintenance >= MAINTENANCE_EVERY_MS) {
      this.lastMaintenance = Date.now();
      // Expiry, archive and deletion.
      await this.boss.maintain();
    } else {
      await this.boss.expire();
    }
    if (lost.length) this.take();
    return lost.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    await Promise.all(this.computing);
    await this.close();
  }

  /**
   * Stops as a killed process would: jobs computing here are never completed (pg-boss hands them to another
   * instance once they expire). For tests of a lost instance.
   */
  async abandon(): Promise<void> {
    this.abandoned = true;
    this.stopped = true;
    clearInterval(this.pollTimer);
    await this.close();
    // Its liveness lock goes with its session, as PostgreSQL drops it when a process dies.
    await this.session.close();
  }

  private async close(): Promise<void> {
    for (const stop of this.stopListening) await stop();
    this.stopListening = [];
    await this.boss.stop({ graceful: false, wait: true, close: true });
    for (const waiter of this.waiters.values()) waiter.reject(new Error('The server is stopping'));
    this.waiters.clear();
  }

  /** Stores the signals of a sweep once (keyed by their hash); the batch job holds the key. */
  private async storeSweepBatch(task: SweepBatchTask): Promise<StoredSweepBatch> {
    const { signalsJson, resume: _resume, ...rest } = task;
    const batchKey = createHash('sha1')
      .update(`${task.dataKey}\n${task.metric}\n${JSON.stringify(task.configs)}`)
      .digest('hex');
    let known = this.signalsKeys.find((entry) => entry.json === signalsJson);
    if (!known) {
      const key = `${task.dataKey}:${createHash('sha1').update(signalsJson).digest('hex')}`;
      await this.options.database.db
        .insert(jobPayloads)
        .values({ key, body: signalsJson })
        .onConflictDoNothing({ target: jobPayloads.key });
      known = { json: signalsJson, key };
      this.signalsKeys.unshift(known);
      this.signalsKeys.length = Math.min(this.signalsKeys.length, PAYLOAD_CACHE_SIZE);
    }
    return { ...rest, signalsKey: known.key, batchKey };
  }

  /** The job of a sweep batch already queued, computing or done, if any. */
  private async findBatch(batchKey: string): Promise<string | null> {
    const { rows } = await this.options.database.withConnection((query) =>
      query(
        `SELECT id FROM pgboss.job
         WHERE name = $1 AND data->>'batchKey' = $2 AND state IN ('created', 'retry', 'active', 'completed')
         ORDER BY created_on DESC LIMIT 1`,
        [QUEUE_NAMES['sweep-batch'], batchKey],
      ),
    );
    return (rows[0] as { id: string } | undefined)?.id ?? null;
  }

  private async loadSignals(key: string): Promise<string> {
    const cached = this.payloadCache.get(key);
    if (cached !== undefined) return cached;
    const [row] = await this.options.database.db
      .select({ body: jobPayloads.body })
      .from(jobPayloads)
      .where(eq(jobPayloads.key, key));
    if (!row) throw new Error('The sweep data of this batch is gone');
    this.payloadCache.set(key, row.body);
    if (this.payloadCache.size > PAYLOAD_CACHE_SIZE) {
      this.payloadCache.delete(this.payloadCache.keys().next().value!);
    }
    return row.body;
  }

  private async notify(channel: string, payload: string): Promise<void> {
    await this.options.database.withConnection((query) =>
      query('SELECT pg_notify($1, $2)', [channel, payload]),
    );
  }

  /** Resolves the waiters whose jobs ended. */
  private async settle(ids: string[]): Promise<void> {
    const mine = ids.filter((id) => this.waiters.has(id));
    if (!mine.length || this.stopped) return;
    try {
      const { rows } = await this.options.database.withConnection((query) =>
        query(
          `SELECT id, state, output FROM pgboss.job
           WHERE id = ANY($1::uuid[]) AND state IN ('completed', 'failed', 'cancelled')`,
          [mine],
        ),
      );
      for (const row of rows as { id: string; state: string; output: JobOutput | null }[]) {
        const waiter = this.waiters.get(row.id);
        if (!waiter) continue;
        this.waiters.delete(row.id);
        if (row.state === 'completed' && row.output?.ok) waiter.resolve(row.output.value);
        else if (row.state === 'completed' && row.output && !row.output.ok)
          waiter.reject(fromJobError(row.output.error));
        else
          waiter.reject(
            new Error(`The backtest job was lost ${RETRY_LIMIT + 1} times with the instances computing it`),
          );
      }
    } catch (error) {
      if (!this.stopped) this.options.onError?.(error);
    }
  }

  /** Takes jobs while this instance has free workers. */
  private take(): void {
    if (this.stopped) return;
    if (this.taking) {
      this.takeAgain = true;
      return;
    }
    this.taking = true;
    void this.takeWhileFree()
      .catch((error) => {
        if (!this.stopped) this.options.onError?.(error);
      })
      .finally(() => {
        this.taking = false;
        if (this.takeAgain) {
          this.takeAgain = false;
          this.take();
        }
      });
  }

  private async takeWhileFree(): Promise<void> {
    for (;;) {
      const free = this.options.workers - this.computing.size;
      if (free <= 0 || this.stopped) return;
      let jobs: PgBoss.Job<object>[] = [];
      let kind: JobKind = 'backtest-run';
      for (kind of TAKE_ORDER) {
        jobs = await this.boss.fetch<object>(QUEUE_NAMES[kind], { batchSize: free });
        if (jobs.length) break;
      }
      if (!jobs.length || this.stopped) return;
      await this.options.database.db
        .insert(jobClaims)
        .values(jobs.map((job) => ({ jobId: job.id, instanceId: this.session.id })))
        .onConflictDoUpdate({
          target: jobClaims.jobId,
          set: { instanceId: this.session.id, claimedAt: new Date() },
        });
      for (const job of jobs) {
        const computing = this.compute(kind, job).finally(() => {
          this.computing.delete(computing);
          this.take();
        });
        this.computing.add(computing);
      }
    }
  }

  private async compute(kind: JobKind, job: PgBoss.Job<object>): Promise<void> {
    let output: JobOutput;
    try {
      const never = new AbortController().signal;
      let value: unknown;
      if (kind === 'backtest-run') {
        const task = job.data as BacktestTask;
        const local = { ...task, candles: this.localCandles(task.candles) };
        value = await this.options.local.run(async () => local, never);
      } else {
        const { signalsKey, batchKey: _batchKey, ...stored } = job.data as StoredSweepBatch;
        const task: SweepBatchTask = {
          ...stored,
          signalsJson: await this.loadSignals(signalsKey),
          candles: this.localCandles(stored.candles),
        };
        value = await this.options.local.runSweepBatch(task, never);
      }
      output = { ok: true, value };
    } catch (error) {
      output = { ok: false, error: toJobError(error) };
    }
    if (this.abandoned) return;
    this.taken[kind]++;
    try {
      await this.boss.complete(QUEUE_NAMES[kind], job.id, output);
      await this.notify(DONE_CHANNEL, job.id);
      await this.options.database.db.delete(jobClaims).where(inArray(jobClaims.jobId, [job.id]));
    } catch (error) {
      if (!this.abandoned) this.options.onError?.(error);
    }
  }

  /** A job's candle files are read from this instance's own candle folder (the same volume, mounted here). */
  private localCandles(candles: TaskCandles): TaskCandles {
    if (candles.kind !== 'store-files' || !this.options.candleDir) return candles;
    return { ...candles, dir: this.options.candleDir };
  }
}
