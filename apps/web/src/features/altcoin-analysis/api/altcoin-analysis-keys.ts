/** The feature's one query-key factory. */
export const altcoinAnalysisKeys = {
  all: ['altcoin-analysis'] as const,
  overview: () => [...altcoinAnalysisKeys.all, 'overview'] as const,
  report: () => [...altcoinAnalysisKeys.all, 'overview', 'with-report'] as const,
};
