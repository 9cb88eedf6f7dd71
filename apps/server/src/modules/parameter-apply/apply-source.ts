import type { SweepStart } from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { cellConfig } from '@signaldesk/core/backtest/sweep';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { findRun, findSweep, type StoredSweepResult } from '../backtesting';

/** What an apply takes its configuration from: a kept run, or one cell of a finished sweep. */
export interface ApplySource {
  runId: number | null;
  sweepId: number | null;
  sweepCell: number | null;
  /** What the Settings screen shows: "from run <name>". */
  name: string;
  config: BacktestConfig;
}

/** A kept run of the library (any admin's): its configuration and its name (or "Run #id" when unnamed). */
export async function runSource(db: Database, id: number): Promise<ApplySource> {
  const row = await findRun(db, id);
  if (!row) throw new NotFoundError(`Run ${id} not found`).because('backtestRun.notFound', { id });
  return {
    runId: row.id,
    sweepId: null,
    sweepCell: null,
    name: row.name ?? `Run #${row.id}`,
    config: row.config as BacktestConfig,
  };
}

/**
 * A cell of a sweep (docs/backtest.md, Sweeps): the sweep's base configuration with the cell's values on the
 * axes' fields. `index` is the cell's place in the grid order of the sweep's result (the best cell's `index`).
 */
export async function sweepCellSource(db: Database, id: number, index: number): Promise<ApplySource> {
  const row = await findSweep(db, id);
  if (!row) throw new NotFoundError(`Sweep ${id} not found`).because('sweep.notFound', { id });
  const stored = row.result as StoredSweepResult | null;
  if (row.state === 'running' || !stored)
    throw new ConflictError(`Sweep ${id} has no result yet`).because('sweep.noResultYet', { id });
  const cell = stored.cells[index];
  if (!cell)
    throw new NotFoundError(`Sweep ${id} has no cell ${index}`).because('sweep.noCell', { id, index });
  const base = (row.request as SweepStart).config as BacktestConfig;
  const config = cellConfig(base, stored.axes, cell.values);
  const named = stored.axes.map((axis, i) => `${axis.field} ${cell.values[i]}`);
  return { runId: null, sweepId: id, sweepCell: index, name: `Sweep #${id}, ${named.join(', ')}`, config };
}
