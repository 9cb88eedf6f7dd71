import { backtestRunIdParamsSchema } from '../backtest-runs';
import {
  applyPreviewResponseSchema,
  applyRequestSchema,
  applyResponseSchema,
  parameterOriginResponseSchema,
  sweepCellParamsSchema,
  undoApplyRequestSchema,
} from '../parameter-apply';
import { endpoint, errorAnswers } from './endpoint';

const errors = errorAnswers(400, 403, 404, 409);

/** Apply a run or a sweep's cell to live, and its undo (docs/trading-parameters.md, "Apply a run to live"). */
export const parameterApplyEndpoints = {
  runApplyPreview: endpoint({
    method: 'GET',
    path: '/api/backtesting/runs/:id/apply-preview',
    access: 'admin1',
    summary: 'What applying a run to live would change, field by field.',
    params: backtestRunIdParamsSchema,
    response: { 200: applyPreviewResponseSchema, ...errors },
  }),
  applyRun: endpoint({
    method: 'POST',
    path: '/api/backtesting/runs/:id/apply',
    access: 'admin1',
    summary: "Writes a run's linked values to the live trading parameters.",
    params: backtestRunIdParamsSchema,
    body: applyRequestSchema,
    response: { 200: applyResponseSchema, ...errors },
  }),
  sweepCellApplyPreview: endpoint({
    method: 'GET',
    path: '/api/backtesting/sweeps/:id/cells/:index/apply-preview',
    access: 'admin1',
    summary: "What applying a sweep's cell to live would change, field by field.",
    params: sweepCellParamsSchema,
    response: { 200: applyPreviewResponseSchema, ...errors },
  }),
  applySweepCell: endpoint({
    method: 'POST',
    path: '/api/backtesting/sweeps/:id/cells/:index/apply',
    access: 'admin1',
    summary: "Writes a sweep cell's linked values to the live trading parameters.",
    params: sweepCellParamsSchema,
    body: applyRequestSchema,
    response: { 200: applyResponseSchema, ...errors },
  }),
  parameterOrigin: endpoint({
    method: 'GET',
    path: '/api/trading-parameters/origin',
    access: 'admin1',
    summary: 'The latest apply not undone, and the keys changed by hand since.',
    response: { 200: parameterOriginResponseSchema },
  }),
  undoApply: endpoint({
    method: 'POST',
    path: '/api/trading-parameters/undo-apply',
    access: 'admin1',
    summary: "Writes back the latest apply's previous values.",
    body: undoApplyRequestSchema,
    response: { 200: applyResponseSchema, ...errors },
  }),
};
