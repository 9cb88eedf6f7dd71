import { analysesEndpoints } from './analyses';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { backtestingEndpoints } from './backtesting';
import { billingEndpoints } from './billing';
import type { EndpointShape } from './endpoint';
import { healthEndpoints } from './health';
import { marketEndpoints } from './market';
import { parameterApplyEndpoints } from './parameter-apply';
import { positionsEndpoints } from './positions';
import { signalsEndpoints } from './signals';
import { telegramEndpoints } from './telegram';
import { tradingParametersEndpoints } from './trading-parameters';
import { usersEndpoints } from './users';

export { ROUTE_ACCESS, type RouteAccess } from './access';
export type { AnswerSchemaOf, EndpointShape, HttpMethod } from './endpoint';

/**
 * Every endpoint of the API, by name (docs/architecture.md, Adding an endpoint). The server registers exactly
 * these routes (test/http/endpoint-registry.db.test.ts), the console calls them through its typed client.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...positionsEndpoints,
  ...analyticsEndpoints,
  ...marketEndpoints,
  ...analysesEndpoints,
  ...backtestingEndpoints,
  ...parameterApplyEndpoints,
  ...usersEndpoints,
  ...billingEndpoints,
  ...tradingParametersEndpoints,
  ...signalsEndpoints,
  ...telegramEndpoints,
} satisfies Record<string, EndpointShape>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type AnyEndpoint = Endpoints[EndpointName];
