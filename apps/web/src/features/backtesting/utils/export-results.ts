import { type BacktestBreakdowns, computeBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import { computeRiskMetrics, type RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import type { BacktestResult, BacktestTrade } from '@signaldesk/core/backtest/types';
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * The result's downloads (docs/backtesting-screen.md, "Export"): the trades as CSV and the whole result as
 * JSON. Text cells that a spreadsheet would read as a formula are neutralised with a leading apostrophe.
 */

const TRADE_COLUMNS = [
  'positionId',
  'symbol',
  'category',
  'direction',
  'exitReason',
  'profitLoss',
  'entryPrice',
  'exitPrice',
  'initialOpportunityTime',
  'entryTime',
  'exitTime',
  'duration',
  'tpsHit',
] as const satisfies readonly (keyof BacktestTrade)[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell starting like a formula (= + - @, tab, carriage return) gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: BacktestTrade[keyof BacktestTrade]): string | number {
  if (typeof value === 'number') return value;
  return neutraliseFormula(Array.isArray(value) ? value.join(' ') : value);
}

/** One header row, then one row per trade; numbers unrounded, TP hits joined by spaces. */
export function tradesToCsv(trades: readonly BacktestTrade[]): string {
  return stringify(
    trades.map((trade) => TRADE_COLUMNS.map((column) => cell(trade[column]))),
    { header: true, columns: [...TRADE_COLUMNS], record_delimiter: '\n' },
  );
}

export interface ExportedResult extends BacktestResult {
  riskMetrics: RiskMetrics;
  breakdowns: BacktestBreakdowns;
}

/** The API's result with the figures the screen derives from it, pretty-printed. */
export function resultToJson(
  result: BacktestResult,
  derived?: Omit<ExportedResult, keyof BacktestResult>,
): string {
  const exported: ExportedResult = {
    ...result,
    riskMetrics: derived?.riskMetrics ?? computeRiskMetrics(result.trades, result.config.initialBalance),
    breakdowns: derived?.breakdowns ?? computeBreakdowns(result.trades),
  };
  return `${JSON.stringify(exported, null, 2)}\n`;
}

/** `backtest-trades-YYYY-MM-DDTHH-MM.csv` / `backtest-result-….json`, the UTC time of the export. */
export function resultFileName(kind: 'trades' | 'result', now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(':', '-');
  return kind === 'trades' ? `backtest-trades-${stamp}.csv` : `backtest-result-${stamp}.json`;
}
