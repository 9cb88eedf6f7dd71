export { BLOCK_MINUTES } from './block-summary';
export { BTC_FLAG, BTC_SYMBOL, btcFlagAt } from './btc-protection';
export { type CandleSpan, firstCandleTime, requiredCandleSpans } from './candle-span';
export {
  BACKTEST_CROSS_FIELD_RULES,
  BACKTEST_NUMBER_RULES,
  backtestConfigIssues,
  type ConfigIssue,
  isIntegerField,
} from './config-rules';
export { type BacktestRunOptions, runBacktest } from './engine';
export {
  createTradeState,
  describeStep,
  isQuietRange,
  type LevelPercents,
  levelsFromPercents,
  realizedProfitPercent,
  stepTrade,
  TRADE_EVENT,
  type TradeEvent,
  type TradeLevels,
  type TradeSetup,
  type TradeState,
  targetsHitNames,
  tradeProfitLoss,
  ZERO_PORTION,
} from './exits';
export { selectSignals } from './selection';
export { summarizeTrades } from './summary';
export { BacktestConfigError, validateBacktestConfig } from './validate-config';
