import {
  advancedAnalyticsRequestSchema,
  advancedAnalyticsResponseSchema,
} from '@signaldesk/contracts/advanced-analytics';
import {
  altcoinOverviewResponseSchema,
  altcoinWithReportResponseSchema,
  bitcoinCandlesQuerySchema,
  bitcoinCandlesResponseSchema,
  bitcoinQuickResponseSchema,
  bitcoinWithReportResponseSchema,
} from '@signaldesk/contracts/analyses';
import {
  adviceModeRequestSchema,
  adviceModeResponseSchema,
  loginRequestSchema,
  okSchema,
  sessionInfoSchema,
} from '@signaldesk/contracts/auth';
import { backtestCandlesQuerySchema, backtestCandlesSchema } from '@signaldesk/contracts/backtest-candles';
import {
  backtestCompareQuerySchema,
  backtestCompareResponseSchema,
  backtestRunAnswerSchema,
  backtestRunDeletedResponseSchema,
  backtestRunDetailResponseSchema,
  backtestRunPatchSchema,
  backtestRunQuerySchema,
  backtestRunsQuerySchema,
  backtestRunsResponseSchema,
  backtestRunUpdatedResponseSchema,
} from '@signaldesk/contracts/backtest-runs';
import {
  sweepListResponseSchema,
  sweepResultResponseSchema,
  sweepStartSchema,
  sweepStatusResponseSchema,
} from '@signaldesk/contracts/backtest-sweeps';
import { matchCustomerRequestSchema, unmatchedCustomersResponseSchema } from '@signaldesk/contracts/billing';
import { liveVsBacktestResponseSchema } from '@signaldesk/contracts/live-vs-backtest';
import {
  lastPricesQuerySchema,
  lastPricesResponseSchema,
  marketCandlesQuerySchema,
  marketCandlesResponseSchema,
  tickSizesResponseSchema,
  topMoversResponseSchema,
} from '@signaldesk/contracts/market';
import {
  applyPreviewResponseSchema,
  applyRequestSchema,
  applyResponseSchema,
  parameterOriginResponseSchema,
  undoApplyRequestSchema,
} from '@signaldesk/contracts/parameter-apply';
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
} from '@signaldesk/contracts/positions';
import {
  createdSignalSourceResponseSchema,
  createSignalSourceSchema,
  revokedSignalSourceResponseSchema,
  signalCardResponseSchema,
  signalSourcesResponseSchema,
  signalsFeedResponseSchema,
  signalsQuerySchema,
  updateSignalSourceSchema,
} from '@signaldesk/contracts/signal-sources';
import {
  extendSubscriptionRequestSchema,
  grantPlanRequestSchema,
  resendInviteResponseSchema,
  setTelegramUsernameRequestSchema,
  subscriberActionResponseSchema,
  subscriberDetailResponseSchema,
  subscriberTelegramResponseSchema,
} from '@signaldesk/contracts/subscribers';
import {
  telegramDeliveriesQuerySchema,
  telegramDeliveriesResponseSchema,
  telegramStatusResponseSchema,
  telegramTestMessageRequestSchema,
  telegramTestMessageResponseSchema,
} from '@signaldesk/contracts/telegram';

import {
  parameterChangesQuerySchema,
  parameterChangesResponseSchema,
  tradingParametersResponseSchema,
  updateParameterRequestSchema,
  updateParameterResponseSchema,
} from '@signaldesk/contracts/trading-parameters';
import {
  userCountsResponseSchema,
  userExportQuerySchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@signaldesk/contracts/users';
import { z } from 'zod';

export interface EndpointSchemas {
  /** The JSON body the console must send. */
  body?: z.ZodType;
  /** The query string the console must send, as the server reads it. */
  query?: z.ZodType;
  /** The 200 answer. */
  answer: z.ZodType;
}

/**
 * Every call the console makes, with the contracts' schemas the server validates it with. The test stubs answer
 * through these, so a stubbed answer cannot drift from what the server sends. A new endpoint gets a line here.
 */
export const ENDPOINTS = {
  'GET /api/auth/verify': { answer: sessionInfoSchema },
  'POST /api/auth/loginAdmin': { body: loginRequestSchema, answer: sessionInfoSchema },
  'POST /api/auth/logout': { answer: okSchema },
  'PUT /api/auth/me/advice-mode': { body: adviceModeRequestSchema, answer: adviceModeResponseSchema },
  'GET /api/binance-top-movers': { answer: topMoversResponseSchema },
  'GET /api/market/last-prices': { query: lastPricesQuerySchema, answer: lastPricesResponseSchema },
  'GET /api/market/tick-sizes': { answer: tickSizesResponseSchema },
  'GET /api/market/candles': { query: marketCandlesQuerySchema, answer: marketCandlesResponseSchema },
  'GET /api/trader-tracker/openPositions': { answer: openPositionsResponseSchema },
  'GET /api/trader-tracker/closedPositions': {
    query: closedPositionsQuerySchema,
    answer: closedPositionsResponseSchema,
  },
  'GET /api/trader-tracker/summaries': { answer: positionSummariesResponseSchema },
  'POST /api/position-manager/open': { body: openPositionRequestSchema, answer: openPositionResponseSchema },
  'POST /api/position-manager/close': {
    body: closePositionRequestSchema,
    answer: closePositionResponseSchema,
  },
  'POST /api/position-manager/reopen': {
    body: reopenPositionRequestSchema,
    answer: reopenPositionResponseSchema,
  },
  'GET /api/backtesting/run': {
    query: backtestRunQuerySchema,
    answer: backtestRunAnswerSchema,
  },
  'GET /api/backtesting/runs': { query: backtestRunsQuerySchema, answer: backtestRunsResponseSchema },
  'GET /api/backtesting/runs/compare': {
    query: backtestCompareQuerySchema,
    answer: backtestCompareResponseSchema,
  },
  'GET /api/backtesting/runs/:id': { answer: backtestRunDetailResponseSchema },
  'PATCH /api/backtesting/runs/:id': {
    body: backtestRunPatchSchema,
    answer: backtestRunUpdatedResponseSchema,
  },
  'DELETE /api/backtesting/runs/:id': { answer: backtestRunDeletedResponseSchema },
  'POST /api/backtesting/sweeps': { body: sweepStartSchema, answer: sweepStatusResponseSchema },
  'GET /api/backtesting/sweeps': { answer: sweepListResponseSchema },
  'GET /api/backtesting/sweeps/:id': { answer: sweepStatusResponseSchema },
  'POST /api/backtesting/sweeps/:id/cancel': { answer: sweepStatusResponseSchema },
  'GET /api/backtesting/sweeps/:id/result': { answer: sweepResultResponseSchema },
  'GET /api/backtesting/runs/:id/apply-preview': { answer: applyPreviewResponseSchema },
  'POST /api/backtesting/runs/:id/apply': { body: applyRequestSchema, answer: applyResponseSchema },
  'GET /api/backtesting/sweeps/:id/cells/:index/apply-preview': { answer: applyPreviewResponseSchema },
  'POST /api/backtesting/sweeps/:id/cells/:index/apply': {
    body: applyRequestSchema,
    answer: applyResponseSchema,
  },
  'GET /api/trading-parameters/origin': { answer: parameterOriginResponseSchema },
  'POST /api/trading-parameters/undo-apply': { body: undoApplyRequestSchema, answer: applyResponseSchema },
  'GET /api/analytics/live-vs-backtest': { answer: liveVsBacktestResponseSchema },
  'GET /api/backtesting/candles': { query: backtestCandlesQuerySchema, answer: backtestCandlesSchema },
  'POST /api/admin/advanced-analytics': {
    body: advancedAnalyticsRequestSchema,
    answer: advancedAnalyticsResponseSchema,
  },
  'GET /api/users': { query: usersQuerySchema, answer: usersResponseSchema },
  'GET /api/users/counts': { answer: userCountsResponseSchema },
  // A file: the handler answers with the Response itself (CSV body and its headers).
  'GET /api/users/export-csv': { query: userExportQuerySchema, answer: z.instanceof(Response) },
  'GET /api/users/:id': { answer: subscriberDetailResponseSchema },
  'GET /api/users/:id/telegram': { answer: subscriberTelegramResponseSchema },
  'POST /api/users/:id/extend': {
    body: extendSubscriptionRequestSchema,
    answer: subscriberActionResponseSchema,
  },
  'POST /api/users/:id/end': { body: z.object({}), answer: subscriberActionResponseSchema },
  'POST /api/users/:id/plan': { body: grantPlanRequestSchema, answer: subscriberActionResponseSchema },
  'PUT /api/users/:id/telegram': {
    body: setTelegramUsernameRequestSchema,
    answer: subscriberActionResponseSchema,
  },
  'POST /api/users/:id/resend-invite': { body: z.object({}), answer: resendInviteResponseSchema },
  'GET /api/billing/unmatched': { answer: unmatchedCustomersResponseSchema },
  'POST /api/billing/unmatched/:customerId/match': {
    body: matchCustomerRequestSchema,
    answer: subscriberActionResponseSchema,
  },
  'GET /api/trading-parameters': { answer: tradingParametersResponseSchema },
  'GET /api/trading-parameters/changes': {
    query: parameterChangesQuerySchema,
    answer: parameterChangesResponseSchema,
  },
  'PUT /api/trading-parameters/:key': {
    body: updateParameterRequestSchema,
    answer: updateParameterResponseSchema,
  },
  'GET /api/bitcoin-analysis/quick': { answer: bitcoinQuickResponseSchema },
  'GET /api/bitcoin-analysis/with-report': { answer: bitcoinWithReportResponseSchema },
  'GET /api/bitcoin-analysis/candles': {
    query: bitcoinCandlesQuerySchema,
    answer: bitcoinCandlesResponseSchema,
  },
  'GET /api/altcoin-analysis/overview': { answer: altcoinOverviewResponseSchema },
  'GET /api/altcoin-analysis/overview/with-report': { answer: altcoinWithReportResponseSchema },
  'GET /api/signals': { query: signalsQuerySchema, answer: signalsFeedResponseSchema },
  'GET /api/signals/:id': { answer: signalCardResponseSchema },
  'GET /api/signal-sources': { answer: signalSourcesResponseSchema },
  'POST /api/signal-sources': { body: createSignalSourceSchema, answer: createdSignalSourceResponseSchema },
  'DELETE /api/signal-sources/:id': { answer: revokedSignalSourceResponseSchema },
  'PATCH /api/signal-sources/:id': {
    body: updateSignalSourceSchema,
    answer: revokedSignalSourceResponseSchema,
  },
  'GET /api/telegram/deliveries': {
    query: telegramDeliveriesQuerySchema,
    answer: telegramDeliveriesResponseSchema,
  },
  'GET /api/telegram/status': { answer: telegramStatusResponseSchema },
  'POST /api/telegram/test-message': {
    body: telegramTestMessageRequestSchema,
    answer: telegramTestMessageResponseSchema,
  },
} as const satisfies Record<string, EndpointSchemas>;

/** `'METHOD /path'` of a call the console makes. */
export type Endpoint = keyof typeof ENDPOINTS;

/** The 200 answer of an endpoint, as a test writes it (the schema's input). */
export type AnswerOf<E extends Endpoint> = z.input<(typeof ENDPOINTS)[E]['answer']>;

export function isEndpoint(key: string): key is Endpoint {
  return Object.hasOwn(ENDPOINTS, key);
}

/** True when `path` fits `pattern`, whose `:name` segments stand for any one segment. */
function fitsPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? given[index] !== '' : segment === given[index],
    )
  );
}

/** The endpoint a request `'METHOD /path'` reaches: an exact key, else a key with `:name` path parameters. */
export function endpointOf(request: string): Endpoint | undefined {
  if (isEndpoint(request)) return request;
  return (Object.keys(ENDPOINTS) as Endpoint[]).find((key) => key.includes(':') && fitsPattern(key, request));
}
