import type { BacktestConfig, BacktestConfigKey } from './config';
import { backtestConfigIssues } from './config-rules';

export { utcDayStart } from './utc-date';

/** A backtest configuration that the engine cannot run; `field` names the offending field. */
export class BacktestConfigError extends Error {
  override readonly name = 'BacktestConfigError';
  constructor(
    readonly field: BacktestConfigKey,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a configuration at the engine's boundary against the rule table (config-rules.ts); throws
 * BacktestConfigError naming the first broken rule, in the same words as the API.
 */
export function validateBacktestConfig(config: BacktestConfig): void {
  const [first] = backtestConfigIssues(config as unknown as Record<string, unknown>);
  if (first) throw new BacktestConfigError(first.path, first.message);
}
