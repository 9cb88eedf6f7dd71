import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { SIGNAL_ENTRY_FIELDS } from '../trading-parameters/signal-entry-parameters';
import type {
  ParameterValues,
  PositionManagerSettings,
} from '../trading-parameters/trading-parameters.service';

/**
 * The Position Manager settings of a position the Signal Manager opens (docs/signals.md, "Scalping"): the
 * parameters as they are, or with SCALPING_ENABLED a scalp: TP1 at SCALPING_TP_PERCENT from the entry and the whole
 * position closed there (TP1 size 100 %, TP2 size 0 %). TP2 and TP3 stay the Position Manager's when they lie beyond
 * that TP1, else they are spread beyond it (a third and two thirds of the way to 100 %): levels stay in order,
 * and no part of the position is left to reach them.
 */
export function tradedPositionManager(values: ParameterValues): PositionManagerSettings {
  const manager = values.positionManager();
  if (!values.boolean('SCALPING_ENABLED')) return manager;
  const tp1Percent = values.number('SCALPING_TP_PERCENT');
  const beyond = manager.tp2Percent > tp1Percent;
  return {
    ...manager,
    tp1Percent,
    tp2Percent: beyond ? manager.tp2Percent : tp1Percent + (100 - tp1Percent) / 3,
    tp3Percent: beyond ? manager.tp3Percent : tp1Percent + ((100 - tp1Percent) * 2) / 3,
    tp1SizePercent: 100,
    tp2SizePercent: 0,
  };
}

/**
 * The backtest configuration the Signal Manager runs live (docs/signals.md, "The live configuration"): the
 * backtest's defaults, with the trading parameters that are the same quantities in their place, so a backtest
 * with these values replays what the manager does.
 */
export function liveBacktestConfig(values: ParameterValues): BacktestConfig {
  const manager = tradedPositionManager(values);
  const entryRules: Record<string, unknown> = {};
  for (const { key, field } of SIGNAL_ENTRY_FIELDS) {
    const text = values.text(key);
    const fieldDefault = DEFAULT_BACKTEST_CONFIG[field];
    entryRules[field] =
      typeof fieldDefault === 'number'
        ? Number(text)
        : typeof fieldDefault === 'boolean'
          ? text === 'true'
          : text;
  }
  return {
    ...DEFAULT_BACKTEST_CONFIG,
    ...(entryRules as Partial<BacktestConfig>),
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
