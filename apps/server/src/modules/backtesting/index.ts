/** The backtesting module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { BacktestInputError, parseConfigJson, parseSignalsJson } from './backtest-input-files';
export { findRun } from './backtest-runs.repository';
export { findSweep, type StoredSweepResult } from './backtest-sweeps.repository';
export { backtestingRoutes } from './backtesting.routes';
export { type Caller, callerOf } from './caller';
