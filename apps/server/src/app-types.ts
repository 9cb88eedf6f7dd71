import type { AdminType } from '@signaldesk/contracts/auth';
import type { RouteAccess } from '@signaldesk/contracts/endpoints';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BacktestPool } from './backtest-pool/backtest-pool';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { BackgroundJob } from './lib/background-jobs';
import type { CandleStore } from './market/candle-store';
import type { Exchange } from './market/exchange';
import type { PriceHub } from './market/price-hub';
import type { LiveSessions } from './modules/auth';
import type { SubscriberAccess, SubscriberBilling } from './modules/users';

export interface SessionContext {
  adminId: number;
  username: string;
  adminType: AdminType;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: its registry entry's access (http/route.ts). */
    access?: RouteAccess;
    /** The schema of a body the handler reads itself, for the OpenAPI document only (http/openapi.ts). */
    documentedBody?: import('zod').ZodType;
  }
  interface FastifyRequest {
    /** The signed-in admin, set by the auth hook; null without a valid session. */
    session: SessionContext | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
    /** Validated sessions cached briefly, and the price sockets tied to each (see session-hook.ts). */
    liveSessions: LiveSessions;
    /** Telegram group access for subscribers (buildApp's `subscriberAccess`, a no-op when none is given). */
    subscriberAccess: SubscriberAccess;
    /** Billing's part of a subscriber's page (billing/subscriber-billing.ts, wired by buildApp). */
    subscriberBilling: SubscriberBilling;
    /**
     * Background jobs the app's modules hold (the sweep collector): server.ts starts them with its own list
     * (docs/operations.md, Background jobs); tests start the ones they need.
     */
    backgroundJobs: BackgroundJob[];
    /** Every route the app registered, as Fastify saw it (the fuzz test over every route reads it). */
    routeTable: RegisteredRoute[];
  }
}

/** A route as registered: its method, URL, declared access and request schemas (zod, from packages/contracts). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

/**
 * What the app is built from: every service is required, so no route has to handle a missing one. server.ts
 * builds the real ones; tests build the same app with small real or fake ones (test/support/test-deps.ts).
 */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** The clock, injectable for tests. */
  now: () => number;
  /** The market (simulated in demo mode, Binance in production): prices and listed symbols. */
  exchange: Exchange;
  /** Live prices fanned out from the exchange (the position monitor and `/ws`). */
  priceHub: PriceHub;
  /** 1-minute candles with their fetch times (the backtest reads them; cache-only runs read nothing else). */
  candleStore: CandleStore;
  /** Worker threads running backtests (created by `createBacktestPool(config.backtest)`). */
  backtestPool: BacktestPool;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
