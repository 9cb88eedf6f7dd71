import {
  closedPositionsQuerySchema,
  closedPositionsResponseSchema,
  closePositionRequestSchema,
  closePositionResponseSchema,
  openPositionRequestSchema,
  openPositionResponseSchema,
  openPositionsResponseSchema,
  positionSummariesResponseSchema,
  reopenPositionRequestSchema,
  reopenPositionResponseSchema,
} from '../positions';
import { endpoint, errorAnswers } from './endpoint';

const errors = errorAnswers(400, 404, 409);

/** The trader-tracker reads and the position-manager actions (docs/positions-server.md, Calls). */
export const positionsEndpoints = {
  openPositions: endpoint({
    method: 'GET',
    path: '/api/trader-tracker/openPositions',
    access: 'admin1',
    summary: 'The open positions, newest first.',
    response: { 200: openPositionsResponseSchema },
  }),
  closedPositions: endpoint({
    method: 'GET',
    path: '/api/trader-tracker/closedPositions',
    access: 'admin1',
    summary: 'The closed positions, newest close first, a page at a time.',
    query: closedPositionsQuerySchema,
    response: { 200: closedPositionsResponseSchema },
  }),
  positionSummaries: endpoint({
    method: 'GET',
    path: '/api/trader-tracker/summaries',
    access: 'admin1',
    summary: "Each category's count, success rate, best and worst trade and average gain.",
    response: { 200: positionSummariesResponseSchema },
  }),
  openPosition: endpoint({
    method: 'POST',
    path: '/api/position-manager/open',
    access: 'admin1',
    summary: 'Opens a position by hand.',
    body: openPositionRequestSchema,
    response: { 200: openPositionResponseSchema, ...errors },
  }),
  closePosition: endpoint({
    method: 'POST',
    path: '/api/position-manager/close',
    access: 'admin1',
    summary: 'Closes an open position at a price.',
    body: closePositionRequestSchema,
    response: { 200: closePositionResponseSchema, ...errors },
  }),
  reopenPosition: endpoint({
    method: 'POST',
    path: '/api/position-manager/reopen',
    access: 'admin1',
    summary: 'Reopens a position at the current price.',
    body: reopenPositionRequestSchema,
    response: { 200: reopenPositionResponseSchema, ...errors },
  }),
};
