import { backtestCandlesQuerySchema, backtestCandlesSchema } from '../backtest-candles';
import {
  backtestCompareQuerySchema,
  backtestCompareResponseSchema,
  backtestRunAnswerSchema,
  backtestRunDeletedResponseSchema,
  backtestRunDetailResponseSchema,
  backtestRunIdParamsSchema,
  backtestRunPatchSchema,
  backtestRunQuerySchema,
  backtestRunsQuerySchema,
  backtestRunsResponseSchema,
  backtestRunUpdatedResponseSchema,
} from '../backtest-runs';
import {
  sweepIdParamsSchema,
  sweepListResponseSchema,
  sweepResultResponseSchema,
  sweepStartSchema,
  sweepStatusResponseSchema,
} from '../backtest-sweeps';
import { endpoint, errorAnswers } from './endpoint';

const runErrors = errorAnswers(400, 403, 404);
const sweepErrors = errorAnswers(400, 403, 404, 409);

/** Backtests, the run library and sweeps, for any admin (docs/backtest.md). */
export const backtestingEndpoints = {
  runBacktest: endpoint({
    method: 'GET',
    path: '/api/backtesting/run',
    access: 'authenticated',
    summary: 'Runs a backtest of the closed positions with a configuration, kept in the run library.',
    query: backtestRunQuerySchema,
    response: { 200: backtestRunAnswerSchema, ...errorAnswers(400, 429, 504) },
  }),
  backtestCandles: endpoint({
    method: 'GET',
    path: '/api/backtesting/candles',
    access: 'authenticated',
    summary: 'The stored candles around one trade, for its chart.',
    query: backtestCandlesQuerySchema,
    response: { 200: backtestCandlesSchema, ...errorAnswers(400) },
  }),
  backtestRuns: endpoint({
    method: 'GET',
    path: '/api/backtesting/runs',
    access: 'authenticated',
    summary: 'The run library, a page at a time.',
    query: backtestRunsQuerySchema,
    response: { 200: backtestRunsResponseSchema, ...runErrors },
  }),
  compareBacktestRuns: endpoint({
    method: 'GET',
    path: '/api/backtesting/runs/compare',
    access: 'authenticated',
    summary: 'Two to four runs side by side.',
    query: backtestCompareQuerySchema,
    response: { 200: backtestCompareResponseSchema, ...runErrors },
  }),
  backtestRun: endpoint({
    method: 'GET',
    path: '/api/backtesting/runs/:id',
    access: 'authenticated',
    summary: 'One kept run with its result.',
    params: backtestRunIdParamsSchema,
    response: { 200: backtestRunDetailResponseSchema, ...runErrors },
  }),
  updateBacktestRun: endpoint({
    method: 'PATCH',
    path: '/api/backtesting/runs/:id',
    access: 'authenticated',
    summary: "Renames, notes or stars one's own run.",
    params: backtestRunIdParamsSchema,
    body: backtestRunPatchSchema,
    response: { 200: backtestRunUpdatedResponseSchema, ...runErrors },
  }),
  deleteBacktestRun: endpoint({
    method: 'DELETE',
    path: '/api/backtesting/runs/:id',
    access: 'authenticated',
    summary: "Deletes one's own run.",
    params: backtestRunIdParamsSchema,
    response: { 200: backtestRunDeletedResponseSchema, ...runErrors },
  }),
  startSweep: endpoint({
    method: 'POST',
    path: '/api/backtesting/sweeps',
    access: 'authenticated',
    summary: 'Starts a sweep of one or two configuration fields.',
    body: sweepStartSchema,
    response: { 202: sweepStatusResponseSchema, ...errorAnswers(429), ...sweepErrors },
  }),
  sweeps: endpoint({
    method: 'GET',
    path: '/api/backtesting/sweeps',
    access: 'authenticated',
    summary: 'The latest sweeps of every admin, newest first.',
    response: { 200: sweepListResponseSchema, ...sweepErrors },
  }),
  sweep: endpoint({
    method: 'GET',
    path: '/api/backtesting/sweeps/:id',
    access: 'authenticated',
    summary: "A sweep's status.",
    params: sweepIdParamsSchema,
    response: { 200: sweepStatusResponseSchema, ...sweepErrors },
  }),
  cancelSweep: endpoint({
    method: 'POST',
    path: '/api/backtesting/sweeps/:id/cancel',
    access: 'authenticated',
    summary: "Cancels one's own running sweep.",
    params: sweepIdParamsSchema,
    response: { 200: sweepStatusResponseSchema, ...sweepErrors },
  }),
  sweepResult: endpoint({
    method: 'GET',
    path: '/api/backtesting/sweeps/:id/result',
    access: 'authenticated',
    summary: "A sweep's cells, best cell and out-of-sample check.",
    params: sweepIdParamsSchema,
    response: { 200: sweepResultResponseSchema, ...sweepErrors },
  }),
  sweepEvents: endpoint({
    method: 'GET',
    path: '/api/backtesting/sweeps/:id/events',
    access: 'authenticated',
    summary: "A sweep's progress as server-sent events, then its end.",
    params: sweepIdParamsSchema,
    response: errorAnswers(404),
    produces: 'text/event-stream',
  }),
};
