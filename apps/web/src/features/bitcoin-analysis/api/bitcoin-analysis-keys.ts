import type { ChartInterval } from '@signaldesk/contracts/analyses';

/** The feature's one query-key factory. */
export const bitcoinAnalysisKeys = {
  all: ['bitcoin-analysis'] as const,
  quick: () => [...bitcoinAnalysisKeys.all, 'quick'] as const,
  report: () => [...bitcoinAnalysisKeys.all, 'with-report'] as const,
  candles: (interval: ChartInterval) => [...bitcoinAnalysisKeys.all, 'candles', interval] as const,
};
