import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { backtestConfigOf, type PositionManagerSettings } from '@signaldesk/core/rules/live-backtest-mapping';
import type { ParameterValues } from '../../trading-parameters';

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
    tp1ExitPercent: 100,
    tp2ExitPercent: 0,
  };
}

/**
 * The backtest configuration the Signal Manager runs live (docs/signals.md, "The live configuration"): the one
 * mapping of core (docs/trading-parameters.md, "Live and backtest: one table") read from the parameters, with the
 * scalp's levels in place when SCALPING_ENABLED, so a backtest with these values replays what the manager does.
 */
export function liveBacktestConfig(values: ParameterValues): BacktestConfig {
  // The Position Manager's settings carry the backtest's names: the scalp's replace the parameters' as they are.
  return { ...backtestConfigOf((key) => values.text(key)), ...tradedPositionManager(values) };
}
