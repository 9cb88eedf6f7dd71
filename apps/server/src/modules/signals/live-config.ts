import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import type { ParameterValues } from '../trading-parameters/trading-parameters.service';

/**
 * The backtest configuration the Signal Manager runs live (docs/signals.md, "The live configuration"): the
 * backtest's defaults, with the trading parameters that are the same quantities in their place, so a backtest
 * with these values replays what the manager does.
 */
export function liveBacktestConfig(values: ParameterValues): BacktestConfig {
  const manager = values.positionManager();
  return {
    ...DEFAULT_BACKTEST_CONFIG,
    stopLossPercent: manager.stopLossPercent,
    tp1Percent: manager.tp1Percent,
    tp2Percent: manager.tp2Percent,
    tp3Percent: manager.tp3Percent,
    breakEvenPercent: manager.breakEvenPercent,
    tp1ExitPercent: manager.tp1SizePercent,
    tp2ExitPercent: manager.tp2SizePercent,
    enableBreakeven1: manager.enableBreakeven1,
    enableBreakeven2: manager.enableBreakeven2,
    maximumTimePositionExecution: manager.maxDurationHours,
    forcePercentage: values.number('SIGNAL_MIN_FORCE_PERCENTAGE'),
    riskScore: values.number('SIGNAL_MAX_RISK_SCORE'),
  };
}
