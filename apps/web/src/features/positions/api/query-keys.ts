/** The one query-key factory of the positions feature: keys are never retyped elsewhere. */
export const positionKeys = {
  all: ['positions'] as const,
  open: () => [...positionKeys.all, 'open'] as const,
  closed: () => [...positionKeys.all, 'closed'] as const,
  summaries: () => [...positionKeys.all, 'summaries'] as const,
  lastPrices: (symbols: readonly string[]) =>
    [...positionKeys.all, 'last-prices', symbols.join(',')] as const,
  tickSizes: () => [...positionKeys.all, 'tick-sizes'] as const,
  candles: (chart: { market: string; symbol: string; interval: string; from: number; to: number }) =>
    [
      ...positionKeys.all,
      'candles',
      chart.market,
      chart.symbol,
      chart.interval,
      chart.from,
      chart.to,
    ] as const,
  breakevenRules: () => [...positionKeys.all, 'breakeven-rules'] as const,
};
