/** The summary of a backtest over its trades (docs/backtest.md, 6. Money). */
import type { BacktestConfig } from './config';
import type { BacktestSummary, BacktestTrade, IgnoredReason } from './types';
import { BacktestConfigError } from './validate-config';

/**
 * Throws when a money figure overflowed (a huge positionSizeEuro times the leverage): the answer would carry
 * NaN or Infinity. Named after positionSizeEuro, the amount that scales every money figure.
 */
function assertFinite(summary: BacktestSummary): BacktestSummary {
  for (const [key, value] of Object.entries(summary)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new BacktestConfigError(
        'positionSizeEuro',
        `positionSizeEuro is too large: the summary figure ${key} is not a finite number (lower positionSizeEuro or leverage)`,
      );
    }
  }
  return summary;
}

export function summarizeTrades(
  trades: readonly BacktestTrade[],
  config: Pick<BacktestConfig, 'initialBalance' | 'positionSizeEuro'>,
  ignoredReasons: Record<IgnoredReason, number>,
  ambiguousCandles: number,
): BacktestSummary {
  let wins = 0;
  let totalProfitLoss = 0;
  let totalDuration = 0;
  let bestTrade = Number.NEGATIVE_INFINITY;
  let worstTrade = Number.POSITIVE_INFINITY;
  const hits = { TP1: 0, TP2: 0, TP3: 0 };
  const exits = { SL: 0, BREAKEVEN_1: 0, BREAKEVEN_2: 0, BTC_EMERGENCY: 0 };
  for (const trade of trades) {
    if (trade.profitLoss > 0) wins++;
    totalProfitLoss += trade.profitLoss;
    totalDuration += trade.duration;
    bestTrade = Math.max(bestTrade, trade.profitLoss);
    worstTrade = Math.min(worstTrade, trade.profitLoss);
    for (const target of trade.tpsHit) hits[target]++;
    if (trade.exitReason in exits) exits[trade.exitReason as keyof typeof exits]++;
  }
  const totalTrades = trades.length;
  const ignoredPositions = Object.values(ignoredReasons).reduce((sum, count) => sum + count, 0);
  return assertFinite({
    totalTrades,
    winRate: totalTrades === 0 ? 0 : (100 * wins) / totalTrades,
    totalProfitLoss,
    returnOnInvestment: (100 * totalProfitLoss) / config.initialBalance,
    finalBalance: config.initialBalance + totalProfitLoss,
    averageDuration: totalTrades === 0 ? 0 : totalDuration / totalTrades,
    bestTrade: totalTrades === 0 ? 0 : bestTrade,
    worstTrade: totalTrades === 0 ? 0 : worstTrade,
    tp1Hits: hits.TP1,
    tp2Hits: hits.TP2,
    tp3Hits: hits.TP3,
    stopLossHits: exits.SL,
    breakEven1Hits: exits.BREAKEVEN_1,
    breakEven2Hits: exits.BREAKEVEN_2,
    btcReversalHits: exits.BTC_EMERGENCY,
    ignoredPositions,
    totalCapitalRisked: totalTrades * config.positionSizeEuro,
    ignoredReasons,
    ambiguousCandles,
  });
}
