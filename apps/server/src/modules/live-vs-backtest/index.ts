/** The live-vs-backtest module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { liveVsBacktestRoutes } from './live-vs-backtest.routes';
