import {
  type BacktestConfig,
  type BacktestConfigKey,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearStoredConfig, loadStoredConfig, saveStoredConfig } from '../utils/stored-config';

export type SetConfigField = <K extends BacktestConfigKey>(key: K, value: BacktestConfig[K]) => void;

export interface BacktestConfigState {
  config: BacktestConfig;
  setField: SetConfigField;
  /** Replaces the whole configuration (an imported file); auto-saved like any change. */
  replaceConfig: (config: BacktestConfig) => void;
  /** Restores the defaults and clears the stored copy (the caller asks for confirmation first). */
  resetConfig: () => void;
}

/**
 * The screen's configuration: restored from browser storage on load, auto-saved on every change
 * (docs/backtesting-screen.md, Browser storage).
 */
export function useBacktestConfig(): BacktestConfigState {
  const [config, setConfig] = useState<BacktestConfig>(loadStoredConfig);
  // Set by changes, cleared by a reset: a reset must leave the store empty, not hold the defaults.
  const pendingSave = useRef(false);

  useEffect(() => {
    if (!pendingSave.current) return;
    pendingSave.current = false;
    saveStoredConfig(config);
  }, [config]);

  const setField = useCallback<SetConfigField>((key, value) => {
    pendingSave.current = true;
    setConfig((current) => (current[key] === value ? current : { ...current, [key]: value }));
  }, []);

  const replaceConfig = useCallback((next: BacktestConfig) => {
    pendingSave.current = true;
    setConfig(next);
  }, []);

  const resetConfig = useCallback(() => {
    pendingSave.current = false;
    setConfig({ ...DEFAULT_BACKTEST_CONFIG });
    clearStoredConfig();
  }, []);

  return { config, setField, replaceConfig, resetConfig };
}
