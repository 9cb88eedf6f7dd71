/** The one query-key factory of the trading parameters feature. */
export const parameterKeys = {
  all: ['trading-parameters'] as const,
  list: () => [...parameterKeys.all, 'list'] as const,
  changes: () => [...parameterKeys.all, 'changes'] as const,
  origin: () => [...parameterKeys.all, 'origin'] as const,
};
