import {
  parameterChangesQuerySchema,
  parameterChangesResponseSchema,
  parameterKeyParamsSchema,
  tradingParametersResponseSchema,
  updateParameterRequestSchema,
  updateParameterResponseSchema,
} from '../trading-parameters';
import { endpoint, errorAnswers } from './endpoint';

/** The live trading parameters and their history (docs/trading-parameters.md). */
export const tradingParametersEndpoints = {
  tradingParameters: endpoint({
    method: 'GET',
    path: '/api/trading-parameters',
    access: 'admin1',
    summary: 'Every trading parameter with its rule; secrets masked.',
    response: { 200: tradingParametersResponseSchema },
  }),
  parameterChanges: endpoint({
    method: 'GET',
    path: '/api/trading-parameters/changes',
    access: 'admin1',
    summary: 'The history of changes to live, newest first.',
    query: parameterChangesQuerySchema,
    response: { 200: parameterChangesResponseSchema },
  }),
  updateParameter: endpoint({
    method: 'PUT',
    path: '/api/trading-parameters/:key',
    access: 'admin1',
    summary: "Saves a trading parameter's value.",
    params: parameterKeyParamsSchema,
    body: updateParameterRequestSchema,
    response: { 200: updateParameterResponseSchema, ...errorAnswers(400, 404) },
  }),
};
