import type { SweepResult, SweepStart, SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { sweepCombinations, sweepIssues } from '@signaldesk/core/backtest/sweep';
import type { BacktestPool } from '../../backtest-pool/backtest-pool';
import type { StopJob } from '../../lib/background-jobs';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../../lib/errors';
import {
  failOrphanedSweep,
  findSweep,
  finishSweep,
  insertSweep,
  listSweeps,
  orphanedSweeps,
  type StoredSweepResult,
  type SweepRow,
  takeOverSweep,
} from './backtest-sweeps.repository';
import type { Caller } from './caller';
import type { SweepDataDeps } from './sweep-data';
import { type SweepRequest, SweepRun } from './sweep-runner';

/** Sweeps listed: the newest of every admin. */
const SWEEPS_LISTED = 50;
/** How often the collector looks for sweeps whose instance died, ms. */
export const COLLECT_EVERY_MS = 10_000;
/** A sweep whose followers died this many times is failed rather than taken over again (it may be the cause). */
export const MAX_TAKEOVERS = 3;

/** Which instance this is, and which are alive (lib/instance-session.ts). */
export interface SweepInstance {
  readonly id: number;
  liveInstances(): Promise<Set<number>>;
}

/**
 * The sweeps of this server (docs/backtest.md, Sweeps): the running ones in memory, every one in the database
 * with the instance that follows it. One running sweep per admin. A sweep whose instance died is taken over by
 * the collector of another (or of the same server started again): it is followed again from its stored request,
 * and on the job queue the batches already queued or computed are collected, not computed again.
 */
export class SweepService {
  private readonly live = new Map<number, SweepRun>();
  /** The database write of each ended sweep still in memory. */
  private readonly persisted = new Map<number, Promise<void>>();
  /** Set once the server stops: sweeps cut short stay `running` for another instance to take over. */
  private handingOver = false;

  constructor(
    private readonly deps: SweepDataDeps & {
      pool: BacktestPool;
      workers: number;
      instance: SweepInstance;
      /** Hears a failed write of an ended sweep (the database closing under a stopping server). */
      onStoreError: (error: unknown) => void;
      /** Hears a sweep taken over or failed by the collector. */
      onCollected?: (event: { id: number; from: number | null; outcome: 'taken over' | 'failed' }) => void;
    },
  ) {}

  /**
   * Takes over the running sweeps whose instance is gone: each is followed here from now on (at most
   * MAX_TAKEOVERS times; then it is failed). Answers how many it took.
   */
  async collect(): Promise<number> {
    const live = await this.deps.instance.liveInstances();
    let taken = 0;
    for (const row of await orphanedSweeps(this.deps.db, [...live])) {
      if (this.live.has(row.id) || this.handingOver) continue;
      if (row.takeovers >= MAX_TAKEOVERS) {
        await failOrphanedSweep(
          this.deps.db,
          row.id,
          row.ownerInstance,
          `The servers following this sweep stopped ${row.takeovers + 1} times`,
          new Date(this.deps.now()),
        );
        this.deps.onCollected?.({ id: row.id, from: row.ownerInstance, outcome: 'failed' });
        continue;
      }
      const claimed = await takeOverSweep(this.deps.db, row.id, row.ownerInstance, this.deps.instance.id);
      if (!claimed) continue;
      this.follow(claimed, true);
      this.deps.onCollected?.({ id: row.id, from: row.ownerInstance, outcome: 'taken over' });
      taken++;
    }
    return taken;
  }

  /**
   * The collector as a background job (docs/operations.md, Background jobs): collects at once, then every
   * COLLECT_EVERY_MS. Its stop also hands this server's running sweeps over: cut short by the stop, they stay
   * `running` in the table and the next collector (another instance, or this server started again) takes them.
   */
  startCollecting(everyMs = COLLECT_EVERY_MS, onError?: (error: unknown) => void): StopJob {
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = running.then(() => this.collect()).catch((error: unknown) => onError?.(error));
    };
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      this.handingOver = true;
      await running;
    };
  }

  async start(caller: Caller, request: SweepRequest): Promise<SweepStatus> {
    const issues = sweepIssues(request.config, request.axes);
    if (issues.length) throw new ValidationError(issues[0]!.message, issues);
    if ([...this.live.values()].some((run) => run.adminId === caller.adminId && run.running)) {
      throw new RateLimitError('You already have a sweep running: cancel it or wait for its end', 5).because(
        'sweep.alreadyRunning',
      );
    }
    const startedAt = this.deps.now();
    const row = await insertSweep(this.deps.db, {
      ...caller,
      total: sweepCombinations(request.axes),
      request: request as SweepStart,
      startedAt: new Date(startedAt),
      ownerInstance: this.deps.instance.id,
    });
    return this.follow(row, false).status(caller.adminId);
  }

  /** Computes a stored sweep here and stores its end (`resume`: taken over, its batches may exist already). */
  private follow(row: SweepRow, resume: boolean): SweepRun {
    const request = row.request as SweepRequest;
    const run = new SweepRun(
      row.id,
      row.adminId,
      row.username,
      request,
      row.startedAt.getTime(),
      this.deps,
      resume,
    );
    this.live.set(row.id, run);
    const persisted = run.ended.then(async (end) => {
      const status = run.status(row.adminId);
      try {
        // Cut short by a stopping server: left `running` for the next collector.
        if (this.handingOver && end.state === 'failed') return;
        await finishSweep(this.deps.db, row.id, this.deps.instance.id, {
          state: end.state,
          finishedAt: new Date(status.finishedAt!),
          done: status.done,
          elapsedMs: status.elapsedMs,
          positions: status.positions,
          error: end.error,
          result: end.result,
        });
      } catch (error) {
        // Left `running` in the table: a collector takes it over once this instance is gone.
        this.deps.onStoreError(error);
      } finally {
        this.live.delete(row.id);
        this.persisted.delete(row.id);
      }
    });
    this.persisted.set(row.id, persisted);
    return run;
  }

  /** A live sweep, or null when it is not computing on this server. */
  liveRun(id: number): SweepRun | null {
    return this.live.get(id) ?? null;
  }

  async status(caller: Caller, id: number): Promise<SweepStatus> {
    const run = this.live.get(id);
    if (run) return run.status(caller.adminId);
    return rowStatus(await this.row(id), caller);
  }

  async list(caller: Caller): Promise<SweepStatus[]> {
    const rows = await listSweeps(this.deps.db, SWEEPS_LISTED);
    return rows.map((row) => this.live.get(row.id)?.status(caller.adminId) ?? rowStatus(row, caller));
  }

  async cancel(caller: Caller, id: number): Promise<SweepStatus> {
    const run = this.live.get(id);
    const owner = run ? { adminId: run.adminId, username: run.username } : await this.row(id);
    if (owner.adminId !== caller.adminId)
      throw new ForbiddenError(`Sweep ${id} belongs to ${owner.username}`).because('sweep.notOwner', {
        id,
        owner: owner.username,
      });
    if (!run?.running)
      throw new ConflictError(`Sweep ${id} has already ended`).because('sweep.alreadyEnded', { id });
    run.cancel();
    await run.ended;
    const status = run.status(caller.adminId);
    await this.persisted.get(id);
    return status;
  }

  async result(caller: Caller, id: number): Promise<SweepResult> {
    const run = this.live.get(id);
    if (run?.running)
      throw new ConflictError(`Sweep ${id} is still running`).because('sweep.stillRunning', { id });
    await this.persisted.get(id);
    const row = await this.row(id);
    if (row.state === 'running')
      throw new ConflictError(`Sweep ${id} is still running`).because('sweep.stillRunning', { id });
    const request = row.request as SweepStart;
    const stored = row.result as StoredSweepResult | null;
    return {
      status: rowStatus(row, caller),
      config: request.config as SweepResult['config'],
      axes: stored?.axes ?? [],
      cells: stored?.cells ?? [],
      best: stored?.best ?? null,
      outOfSample: stored?.outOfSample ?? null,
    };
  }

  private async row(id: number): Promise<SweepRow> {
    const row = await findSweep(this.deps.db, id);
    if (!row) throw new NotFoundError(`Sweep ${id} not found`).because('sweep.notFound', { id });
    return row;
  }
}

function rowStatus(row: Omit<SweepRow, 'result'>, caller: Caller): SweepStatus {
  const request = row.request as SweepStart;
  return {
    id: row.id,
    owner: row.username,
    mine: row.adminId === caller.adminId,
    state: row.state,
    done: row.done,
    total: row.total,
    elapsedMs: row.elapsedMs,
    remainingMs: null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    axes: request.axes,
    metric: request.metric,
    inSampleShare: request.inSampleShare ?? null,
    positions: row.positions,
  };
}
