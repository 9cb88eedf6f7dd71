import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import type {
  BacktestRunAnswer,
  BacktestRunItem,
  BacktestRunMeta,
} from '@signaldesk/contracts/backtest-runs';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { getRunDetail } from './backtest-runs';

/**
 * GET /api/backtesting/run with every configuration field as a query parameter (docs/backtest.md, API), and
 * `keep=false` when the run is to stay out of the library.
 */
export function runBacktest(
  config: BacktestConfig,
  keep: boolean,
  signal?: AbortSignal,
): Promise<BacktestRunAnswer> {
  const query = { ...backtestConfigToQuery(config), ...(keep ? {} : { keep: 'false' }) };
  return callEndpoint(endpoints.runBacktest, { query, signal });
}

/** Where the shown result comes from: a run just made, or a kept run opened from the library. */
export type ResultOrigin = { kind: 'run'; run: BacktestRunMeta } | { kind: 'library'; item: BacktestRunItem };

export type BacktestRunState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number }
  | { status: 'opening'; runId: number }
  | { status: 'success'; result: BacktestResult; origin: ResultOrigin }
  | { status: 'error'; message: string };

/**
 * The run of docs/backtesting-screen.md, The request: idle, then running (error and previous result cleared),
 * then a result or an error. A new run, or leaving the screen, aborts the one under way. Opening a kept run
 * goes the same way, through `opening`.
 */
export function useRunBacktest(onKept?: () => void) {
  const [state, setState] = useState<BacktestRunState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const follow = useCallback(
    async (
      pending: BacktestRunState,
      load: (signal: AbortSignal) => Promise<BacktestRunState>,
      fallback: string,
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState(pending);
      try {
        const next = await load(current.signal);
        if (!current.signal.aborted) setState(next);
      } catch (error) {
        if (!current.signal.aborted) setState({ status: 'error', message: getErrorMessage(error, fallback) });
      }
    },
    [],
  );

  const run = useCallback(
    (config: BacktestConfig, keep = true) =>
      follow(
        { status: 'running', startedAt: Date.now() },
        async (signal) => {
          const { run: meta, ...result } = await runBacktest(config, keep, signal);
          if (meta.id !== null) onKept?.();
          return { status: 'success', result, origin: { kind: 'run', run: meta } };
        },
        'Unknown error',
      ),
    [follow, onKept],
  );

  const open = useCallback(
    (runId: number) =>
      follow(
        { status: 'opening', runId },
        async (signal) => {
          const { result, riskMetrics: _riskMetrics, ...item } = await getRunDetail(runId, signal);
          return { status: 'success', result, origin: { kind: 'library', item } };
        },
        'The run could not be loaded.',
      ),
    [follow],
  );

  return { state, run, open, isRunning: state.status === 'running' };
}
