import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';

export const RUN_BACKTEST_PATH = '/api/backtesting/run';

/** GET /api/backtesting/run with every configuration field as a query parameter (docs/backtest.md, API). */
export function runBacktest(config: BacktestConfig, signal?: AbortSignal): Promise<BacktestResult> {
  return apiRequest<BacktestResult>(RUN_BACKTEST_PATH, { query: backtestConfigToQuery(config), signal });
}

export type BacktestRunState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number }
  | { status: 'success'; result: BacktestResult }
  | { status: 'error'; message: string };

/**
 * The run of docs/backtesting-screen.md, The request: idle, then running (error and previous result cleared),
 * then a result or an error. A new run, or leaving the screen, aborts the one under way.
 */
export function useRunBacktest() {
  const [state, setState] = useState<BacktestRunState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (config: BacktestConfig) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', startedAt: Date.now() });
    try {
      const result = await runBacktest(config, current.signal);
      if (!current.signal.aborted) setState({ status: 'success', result });
    } catch (error) {
      if (!current.signal.aborted)
        setState({ status: 'error', message: getErrorMessage(error, 'Unknown error') });
    }
  }, []);

  return { state, run, isRunning: state.status === 'running' };
}
