import type { BacktestRunAnswer } from '@signaldesk/contracts/backtest-runs';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import type { BacktestResult } from '@signaldesk/core/backtest/types';

/** A small result: two trades on two UTC days, a 10 000 USD start. */
export const SAMPLE_RESULT: BacktestResult = {
  config: { ...DEFAULT_BACKTEST_CONFIG },
  summary: {
    totalTrades: 2,
    winRate: 50,
    totalProfitLoss: 12.5,
    returnOnInvestment: 0.125,
    finalBalance: 10_012.5,
    averageDuration: 95.5,
    bestTrade: 52.5,
    worstTrade: -40,
    tp1Hits: 1,
    tp2Hits: 1,
    tp3Hits: 1,
    stopLossHits: 1,
    breakEven1Hits: 0,
    breakEven2Hits: 0,
    btcReversalHits: 0,
    ignoredPositions: 3,
    totalCapitalRisked: 200,
    ignoredReasons: {
      riskScore: 0,
      forcePercentage: 2,
      trendConfidence: 0,
      customFilter: 0,
      confirmation: 0,
      repetition: 0,
      data: 0,
      noEntry: 1,
      lateEntry: 0,
      pending: 0,
    },
    ambiguousCandles: 4,
  },
  trades: [
    {
      positionId: 11,
      symbol: 'ETHUSDT',
      category: 'golden',
      direction: 'LONG',
      exitReason: 'TP3',
      profitLoss: 52.5,
      entryPrice: 2500.123456,
      exitPrice: 2640.1,
      initialOpportunityTime: '2025-03-04T10:00:00.000Z',
      entryTime: '2025-03-04T10:16:00.000Z',
      exitTime: '2025-03-04T12:00:00.000Z',
      duration: 104,
      tpsHit: ['TP1', 'TP2', 'TP3'],
    },
    {
      positionId: 12,
      symbol: 'SOLUSDT',
      category: 'other',
      direction: 'SHORT',
      exitReason: 'SL',
      profitLoss: -40,
      entryPrice: 150,
      exitPrice: 155.85,
      initialOpportunityTime: '2025-03-06T08:00:00.000Z',
      entryTime: '2025-03-06T08:20:00.000Z',
      exitTime: '2025-03-06T09:47:00.000Z',
      duration: 87,
      tpsHit: [],
    },
  ],
};

/** SAMPLE_RESULT as GET /api/backtesting/run answers it: kept as run 41, computed for this request. */
export const SAMPLE_RUN_ANSWER: BacktestRunAnswer = {
  ...SAMPLE_RESULT,
  run: {
    id: 41,
    cached: false,
    computedAt: '2026-11-22T21:03:00.000Z',
    createdAt: '2026-11-22T21:03:00.000Z',
    durationMs: 84,
  },
};
