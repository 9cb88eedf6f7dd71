import type { SweepResult, SweepStart, SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { sweepCombinations, sweepIssues } from '@signaldesk/core/backtest/sweep';
import type { BacktestPool } from '../../backtest-pool/backtest-pool';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../../lib/errors';
import {
  failInterruptedSweeps,
  findSweep,
  finishSweep,
  insertSweep,
  listSweeps,
  type StoredSweepResult,
  type SweepRow,
} from './backtest-sweeps.repository';
import type { Caller } from './caller';
import type { SweepDataDeps } from './sweep-data';
import { type SweepRequest, SweepRun } from './sweep-runner';

/** Sweeps listed: the newest of every admin. */
const SWEEPS_LISTED = 50;

/**
 * The sweeps of this server (docs/backtest.md, Sweeps): the running ones in memory, every one in the database.
 * One running sweep per admin.
 */
export class SweepService {
  private readonly live = new Map<number, SweepRun>();
  /** The database write of each ended sweep still in memory. */
  private readonly persisted = new Map<number, Promise<void>>();

  constructor(
    private readonly deps: SweepDataDeps & {
      pool: BacktestPool;
      workers: number;
      /** Hears a failed write of an ended sweep (the database closing under a stopping server). */
      onStoreError: (error: unknown) => void;
    },
  ) {}

  /** Marks the sweeps a stopped process left running as failed; call once at start. */
  async recover(): Promise<void> {
    await failInterruptedSweeps(this.deps.db, new Date(this.deps.now()));
  }

  async start(caller: Caller, request: SweepRequest): Promise<SweepStatus> {
    const issues = sweepIssues(request.config, request.axes);
    if (issues.length) throw new ValidationError(issues[0]!.message, issues);
    if ([...this.live.values()].some((run) => run.adminId === caller.adminId && run.running)) {
      throw new RateLimitError('You already have a sweep running: cancel it or wait for its end', 5);
    }
    const startedAt = this.deps.now();
    const row = await insertSweep(this.deps.db, {
      ...caller,
      total: sweepCombinations(request.axes),
      request: request as SweepStart,
      startedAt: new Date(startedAt),
    });
    const run = new SweepRun(row.id, caller.adminId, caller.username, request, startedAt, this.deps);
    this.live.set(row.id, run);
    const persisted = run.ended.then(async (end) => {
      const status = run.status(caller.adminId);
      try {
        await finishSweep(this.deps.db, row.id, {
          state: end.state,
          finishedAt: new Date(status.finishedAt!),
          done: status.done,
          elapsedMs: status.elapsedMs,
          positions: status.positions,
          error: end.error,
          result: end.result,
        });
      } catch (error) {
        // Left `running` in the table: the next start marks it failed.
        this.deps.onStoreError(error);
      } finally {
        this.live.delete(row.id);
        this.persisted.delete(row.id);
      }
    });
    this.persisted.set(row.id, persisted);
    return run.status(caller.adminId);
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
      throw new ForbiddenError(`Sweep ${id} belongs to ${owner.username}`);
    if (!run?.running) throw new ConflictError(`Sweep ${id} has already ended`);
    run.cancel();
    await run.ended;
    const status = run.status(caller.adminId);
    await this.persisted.get(id);
    return status;
  }

  async result(caller: Caller, id: number): Promise<SweepResult> {
    const run = this.live.get(id);
    if (run?.running) throw new ConflictError(`Sweep ${id} is still running`);
    await this.persisted.get(id);
    const row = await this.row(id);
    if (row.state === 'running') throw new ConflictError(`Sweep ${id} is still running`);
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
    if (!row) throw new NotFoundError(`Sweep ${id} not found`);
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
