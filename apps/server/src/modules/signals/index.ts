/** The signals module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */

export { signalsRoutes } from './feed/signals.routes';
export { signalsParseRoutes } from './intake/signals-parse.routes';
export { startTelegramIntake } from './intake/telegram-intake';
export { startMinuteJob } from './jobs/minute-job';
export { signalJobs } from './jobs/start-signal-jobs';
export { asBacktestSignal } from './manager/backtest-signal';
export { startSignalManager } from './manager/start-signal-manager';
