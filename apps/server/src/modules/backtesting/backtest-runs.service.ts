import type {
  BacktestCompare,
  BacktestRunDetail,
  BacktestRunItem,
  BacktestRunPatch,
  BacktestRunsFilter,
} from '@signaldesk/contracts/backtest-runs';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { buildDailyPerformance } from '@signaldesk/core/backtest/daily';
import { computeRiskMetrics, type RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { compareFigures, configDifferences } from '@signaldesk/core/backtest/run-compare';
import type { BacktestSummary } from '@signaldesk/core/backtest/types';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import {
  type BacktestRunRow,
  deleteRun,
  findRun,
  findRunsWithResults,
  insertRun,
  listRuns,
  updateRun,
} from './backtest-runs.repository';
import type { RunOutcome } from './backtesting.service';
import type { Caller } from './caller';

/**
 * The run library (docs/backtest.md, Run library): every admin reads every run; only its owner renames, notes,
 * stars or deletes it.
 */

const iso = (date: Date) => date.toISOString();

function toItem(row: BacktestRunRow, caller: Caller): BacktestRunItem {
  const config = row.config as BacktestConfig;
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    starred: row.starred,
    owner: row.username,
    mine: row.adminId === caller.adminId,
    createdAt: iso(row.createdAt),
    durationMs: row.durationMs,
    cached: row.cached,
    computedAt: iso(row.computedAt),
    positionCount: config.positionCount,
    useDateRange: config.useDateRange,
    startDate: config.startDate,
    endDate: config.endDate,
    totalTrades: row.totalTrades,
    winRate: row.winRate,
    totalProfitLoss: row.totalProfitLoss,
    returnOnInvestment: row.returnOnInvestment,
    metrics: {
      totalPnl: row.totalProfitLoss,
      roi: row.returnOnInvestment,
      winRate: row.winRate,
      profitFactor: row.profitFactor,
      maxDrawdown: row.maxDrawdown,
      sharpe: row.sharpe,
    },
  };
}

/** Keeps a finished run in the caller's library; returns its id and creation time. */
export async function keepRun(
  db: Database,
  caller: Caller,
  outcome: RunOutcome & { durationMs: number },
  keep: number,
): Promise<{ id: number; createdAt: Date }> {
  const row = await insertRun(
    db,
    {
      ...caller,
      result: outcome.result,
      riskMetrics: computeRiskMetrics(outcome.result.trades, outcome.result.config.initialBalance),
      cached: outcome.cached,
      computedAt: new Date(outcome.computedAt),
      durationMs: outcome.durationMs,
      resultJson: JSON.stringify(outcome.result),
    },
    keep,
  );
  return { id: row.id, createdAt: row.createdAt };
}

export async function listRunItems(db: Database, caller: Caller, query: BacktestRunsFilter) {
  const { rows, total } = await listRuns(db, caller.adminId, query);
  return { items: rows.map((row) => toItem(row, caller)), total };
}

export async function runDetail(db: Database, caller: Caller, id: number): Promise<BacktestRunDetail> {
  const [row] = await findRunsWithResults(db, [id]);
  if (!row) throw new NotFoundError(`Backtest run ${id} not found`).because('backtestRun.notFound', { id });
  return { ...toItem(row, caller), result: row.result, riskMetrics: row.riskMetrics as RiskMetrics };
}

async function ownedRun(db: Database, caller: Caller, id: number): Promise<BacktestRunRow> {
  const row = await findRun(db, id);
  if (!row) throw new NotFoundError(`Backtest run ${id} not found`).because('backtestRun.notFound', { id });
  if (row.adminId !== caller.adminId)
    throw new ForbiddenError(`Backtest run ${id} belongs to ${row.username}`).because(
      'backtestRun.notOwner',
      {
        id,
        owner: row.username,
      },
    );
  return row;
}

/** An empty text clears the name or the note. */
export async function patchRun(
  db: Database,
  caller: Caller,
  id: number,
  patch: BacktestRunPatch,
): Promise<BacktestRunItem> {
  await ownedRun(db, caller, id);
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  const row = await updateRun(db, id, {
    name: text(patch.name),
    note: text(patch.note),
    starred: patch.starred,
  });
  if (!row) throw new NotFoundError(`Backtest run ${id} not found`).because('backtestRun.notFound', { id });
  return toItem(row, caller);
}

export async function removeRun(db: Database, caller: Caller, id: number): Promise<void> {
  await ownedRun(db, caller, id);
  await deleteRun(db, id);
}

/** Two to four runs side by side, in the order asked (docs/backtest.md, Run library). */
export async function compareRuns(
  db: Database,
  caller: Caller,
  ids: readonly number[],
): Promise<BacktestCompare> {
  const rows = await findRunsWithResults(db, ids);
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined)
    throw new NotFoundError(`Backtest run ${missing} not found`).because('backtestRun.notFound', {
      id: missing,
    });
  const configs = rows.map((row) => row.result.config);
  return {
    runs: rows.map((row) => ({ ...toItem(row, caller), summary: row.summary as BacktestSummary })),
    differences: configDifferences(configs),
    figures: compareFigures(
      rows.map((row) => ({ summary: row.summary as BacktestSummary, risk: row.riskMetrics as RiskMetrics })),
    ),
    equity: rows.map((row) => ({
      runId: row.id,
      initialBalance: row.result.config.initialBalance,
      points: buildDailyPerformance(row.result.trades, row.result.config.initialBalance).map((day) => ({
        date: day.date,
        balance: day.balance,
      })),
    })),
  };
}
