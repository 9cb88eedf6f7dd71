import type { SweepStart, SweepState, SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { METRIC_BETTER } from '@signaldesk/core/backtest/run-metrics';
import {
  axisValues,
  cellConfig,
  type SweepAxis,
  type SweepCellFigures,
  sweepBest,
  sweepGrid,
} from '@signaldesk/core/backtest/sweep';
import { type BacktestPool, BacktestQueueFullError } from '../../backtest-pool/backtest-pool';
import type { SweepBatchTask } from '../../backtest-pool/sweep-batch-task';
import type { StoredSweepResult } from './backtest-sweeps.repository';
import { loadSweepData, type SweepData, type SweepDataDeps } from './sweep-data';

/**
 * One sweep computing on the server (docs/backtest.md, Sweeps): the grid in batches on every worker of the pool,
 * progress to listeners, cancel, and once ended the stored result. It does not depend on any request: closing
 * the page leaves it running.
 */

/** Progress events are sent at most this often. */
const PROGRESS_EVERY_MS = 250;
/** A batch refused because the pool's line is full is tried again after this long. */
const RETRY_BUSY_MS = 200;

export interface SweepRequest extends Omit<SweepStart, 'config' | 'inSampleShare'> {
  config: BacktestConfig;
  inSampleShare?: number | null;
}

export interface SweepEnd {
  state: Exclude<SweepState, 'running'>;
  error: string | null;
  result: StoredSweepResult | null;
}

/** How many combinations each batch holds: about 50 batches a sweep, so progress moves and single runs interleave. */
export function batchSize(total: number): number {
  return Math.min(10, Math.max(1, Math.ceil(total / 50)));
}

export class SweepRun {
  readonly axes: SweepAxis[];
  private readonly cells: SweepCellFigures[];
  private readonly controller = new AbortController();
  private readonly listeners = new Set<(status: SweepStatus, ended: boolean) => void>();
  private done = 0;
  private positions = 0;
  private state: SweepState = 'running';
  private error: string | null = null;
  private finishedAt: number | null = null;
  private lastProgress = 0;
  /** Resolves with the end once the sweep stopped (done, cancelled or failed). */
  readonly ended: Promise<SweepEnd>;

  constructor(
    readonly id: number,
    readonly adminId: number,
    readonly username: string,
    readonly request: SweepRequest,
    private readonly startedAt: number,
    private readonly deps: SweepDataDeps & { pool: BacktestPool; workers: number },
    /** Taken over from an instance that died: the queue collects the batches it finds instead of sending them. */
    private readonly resume = false,
  ) {
    this.axes = request.axes.map((spec) => ({ field: spec.field, values: axisValues(spec) }));
    this.cells = sweepGrid(this.axes).map((cell) => ({ ...cell, metric: null, trades: 0 }));
    this.ended = this.run();
  }

  get total(): number {
    return this.cells.length;
  }

  status(viewerId: number): SweepStatus {
    const end = this.finishedAt ?? this.deps.now();
    const elapsedMs = end - this.startedAt;
    return {
      id: this.id,
      owner: this.username,
      mine: viewerId === this.adminId,
      state: this.state,
      done: this.done,
      total: this.total,
      elapsedMs,
      remainingMs:
        this.state === 'running' && this.done > 0 ? (elapsedMs / this.done) * (this.total - this.done) : null,
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: this.finishedAt === null ? null : new Date(this.finishedAt).toISOString(),
      error: this.error,
      axes: this.request.axes,
      metric: this.request.metric,
      inSampleShare: this.request.inSampleShare ?? null,
      positions: this.positions,
    };
  }

  /** Hears every progress step and the end (the listener is dropped after the end). */
  subscribe(listener: (status: SweepStatus, ended: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  cancel(): void {
    if (this.state === 'running') this.controller.abort(new Error('cancelled'));
  }

  get running(): boolean {
    return this.state === 'running';
  }

  /** The figures so far, as the result stores them. */
  partialResult(): StoredSweepResult {
    return {
      axes: this.axes,
      cells: this.cells.map((cell) => ({ ...cell })),
      // Cells not computed (a cancelled sweep) hold no metric: the best is among the computed ones.
      best: sweepBest(this.cells, METRIC_BETTER[this.request.metric]),
      outOfSample: null,
    };
  }

  private notify(ended: boolean): void {
    const now = this.deps.now();
    if (!ended && now - this.lastProgress < PROGRESS_EVERY_MS) return;
    this.lastProgress = now;
    for (const listener of this.listeners) listener(this.status(-1), ended);
  }

  private async run(): Promise<SweepEnd> {
    const signal = this.controller.signal;
    let end: SweepEnd;
    try {
      const data = await loadSweepData(
        this.deps,
        this.request.config,
        this.axes,
        this.request.inSampleShare ?? null,
        signal,
      );
      this.positions = data.inSample.length + data.outOfSample.length;
      await this.computeGrid(data, signal);
      end = { state: 'done', error: null, result: await this.withOutOfSample(data, signal) };
    } catch (error) {
      end = signal.aborted
        ? { state: 'cancelled', error: null, result: this.partialResult() }
        : { state: 'failed', error: (error as Error).message, result: null };
    }
    this.state = end.state;
    this.error = end.error;
    this.finishedAt = this.deps.now();
    this.notify(true);
    this.listeners.clear();
    return end;
  }

  private batchTask(data: SweepData, signalsJson: string, configs: BacktestConfig[]): SweepBatchTask {
    return {
      dataKey: `sweep:${this.id}:${this.startedAt}`,
      signalsJson,
      candles: data.candles,
      configs,
      metric: this.request.metric,
      now: this.startedAt,
      ...(this.resume ? { resume: true } : {}),
    };
  }

  /** One batch through the pool; a full line is waited out rather than failing the sweep. */
  private async runBatch(task: SweepBatchTask, signal: AbortSignal) {
    for (;;) {
      try {
        const outcome = await this.deps.pool.runSweepBatch(task, signal);
        if (!outcome.ok) throw new Error(outcome.message);
        return outcome.cells;
      } catch (error) {
        if (!(error instanceof BacktestQueueFullError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_BUSY_MS));
        signal.throwIfAborted();
      }
    }
  }

  /** The grid in batches, as many at once as the pool computes (its workers, or the queue's suggestion); cells are filled in grid order per batch. */
  private async computeGrid(data: SweepData, signal: AbortSignal): Promise<void> {
    const size = batchSize(this.total);
    const inSampleJson = JSON.stringify(data.inSample);
    let next = 0;
    const stream = async () => {
      while (next < this.total) {
        signal.throwIfAborted();
        const from = next;
        next = Math.min(this.total, next + size);
        const slice = this.cells.slice(from, next);
        const configs = slice.map((cell) => cellConfig(this.request.config, this.axes, cell.values));
        const figures = await this.runBatch(this.batchTask(data, inSampleJson, configs), signal);
        for (const [index, cell] of slice.entries()) Object.assign(cell, figures[index]);
        this.done += slice.length;
        this.notify(false);
      }
    };
    const streams = this.deps.pool.sweepBatchesInFlight ?? this.deps.workers;
    await Promise.all(Array.from({ length: Math.max(1, streams) }, stream));
  }

  /** The result; with a split, the best in-sample cell is run once more on the out-of-sample positions. */
  private async withOutOfSample(data: SweepData, signal: AbortSignal): Promise<StoredSweepResult> {
    const result = { ...this.partialResult() };
    if (this.request.inSampleShare == null || !result.best) return result;
    const best = result.best;
    const config = cellConfig(this.request.config, this.axes, best.values);
    const [outside] = await this.runBatch(
      this.batchTask(data, JSON.stringify(data.outOfSample), [config]),
      signal,
    );
    return {
      ...result,
      outOfSample: {
        inSamplePositions: data.inSample.length,
        outOfSamplePositions: data.outOfSample.length,
        splitAt: data.outOfSample[0] ? new Date(data.outOfSample[0].openedAt).toISOString() : null,
        inSampleMetric: best.metric,
        inSampleTrades: best.trades,
        outOfSampleMetric: outside!.metric,
        outOfSampleTrades: outside!.trades,
      },
    };
  }
}
