import type { ApplyTarget } from './apply-to-live';
import type { RunsRequest } from './backtest-runs';

/** The one query-key factory of the backtesting feature's server data (runs and sweeps). */
export const backtestKeys = {
  runs: ['backtest-runs'] as const,
  runList: (query: RunsRequest) => [...backtestKeys.runs, 'list', query] as const,
  runDetail: (id: number) => [...backtestKeys.runs, 'detail', id] as const,
  compare: (ids: readonly number[]) => [...backtestKeys.runs, 'compare', ids] as const,
  sweeps: ['backtest-sweeps'] as const,
  sweepList: () => [...backtestKeys.sweeps, 'list'] as const,
  sweepStatus: (id: number) => [...backtestKeys.sweeps, 'status', id] as const,
  sweepResult: (id: number) => [...backtestKeys.sweeps, 'result', id] as const,
  applyPreview: (target: ApplyTarget | null) => ['apply-preview', target] as const,
};
