import { type BacktestBreakdowns, computeBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import { computeRiskMetrics, type RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import type { BacktestResult, BacktestTrade } from '@signaldesk/core/backtest/types';
import { significantPriceDecimals } from '@signaldesk/core/market/price-decimals';
import type { Formatter, Translate } from '../../../i18n';
import type { Sheet, SheetColumn } from '../../../lib/spreadsheet';

/**
 * The result's downloads (docs/backtesting-screen.md, "Export"): the trades as a spreadsheet (CSV and XLSX, through
 * the console's one export, docs/console.md, Exports) and the whole result as JSON.
 */

/**
 * The trades' export: one row per trade, headers in the operator's language, P&L in USD to the cent, prices to
 * their shown precision, times as the screen shows them with the zone named, TP hits joined by spaces.
 */
export function tradesSheet(
  trades: readonly BacktestTrade[],
  t: Translate,
  format: Formatter,
): Sheet<BacktestTrade> {
  const price = (trade: BacktestTrade) => significantPriceDecimals(trade.entryPrice);
  const columns: SheetColumn<BacktestTrade>[] = [
    {
      header: t('exports.trades.positionId'),
      kind: 'number',
      decimals: 0,
      value: (trade) => trade.positionId,
    },
    { header: t('exports.trades.symbol'), kind: 'text', value: (trade) => trade.symbol },
    { header: t('exports.trades.category'), kind: 'text', value: (trade) => trade.category },
    { header: t('exports.trades.direction'), kind: 'text', value: (trade) => trade.direction },
    { header: t('exports.trades.exitReason'), kind: 'text', value: (trade) => trade.exitReason },
    {
      header: t('exports.trades.profitLoss'),
      kind: 'number',
      decimals: 2,
      value: (trade) => trade.profitLoss,
    },
    {
      header: t('exports.trades.entryPrice'),
      kind: 'number',
      decimals: price,
      value: (trade) => trade.entryPrice,
    },
    {
      header: t('exports.trades.exitPrice'),
      kind: 'number',
      decimals: price,
      value: (trade) => trade.exitPrice,
    },
    { header: t('exports.trades.signalTime'), kind: 'date', value: (trade) => trade.initialOpportunityTime },
    { header: t('exports.trades.entryTime'), kind: 'date', value: (trade) => trade.entryTime },
    { header: t('exports.trades.exitTime'), kind: 'date', value: (trade) => trade.exitTime },
    { header: t('exports.trades.duration'), kind: 'number', decimals: 0, value: (trade) => trade.duration },
    { header: t('exports.trades.tpsHit'), kind: 'text', value: (trade) => trade.tpsHit.join(' ') },
  ];
  return { columns, rows: trades, format };
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

/** `backtest-trades-YYYY-MM-DDTHH-MM` (the spreadsheet's extension follows) / `backtest-result-….json`, UTC. */
export function resultFileName(kind: 'trades' | 'result', now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(':', '-');
  return kind === 'trades' ? `backtest-trades-${stamp}` : `backtest-result-${stamp}.json`;
}
