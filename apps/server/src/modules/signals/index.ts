/** The signals module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { asBacktestSignal } from './backtest-signal';
export { startMinuteJob } from './minute-job';
export { signalsRoutes } from './signals.routes';
export { signalsParseRoutes } from './signals-parse.routes';
export { signalJobs } from './start-signal-jobs';
export { startSignalManager } from './start-signal-manager';
export { startTelegramIntake } from './telegram-intake';
