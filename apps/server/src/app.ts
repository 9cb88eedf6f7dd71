import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance, RegisteredRoute } from './app-types';
import { registerBodyEncodingHook } from './http/body-encoding-hook';
import { answerClientError, answerFrameworkError, handleWebsocketError } from './http/client-errors';
import { registerCompression } from './http/compression';
import { registerCsrfHook } from './http/csrf-hook';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionHook } from './http/session-hook';
import type { BackgroundJob } from './lib/background-jobs';
import { HttpError, NotFoundError, ValidationError } from './lib/errors';
import { advancedAnalyticsRoutes } from './modules/advanced-analytics';
import { analysesRoutes } from './modules/analyses';
import { apiReferenceRoutes } from './modules/api-reference';
import { authRoutes } from './modules/auth';
import { backtestingRoutes } from './modules/backtesting';
import { billingRoutes, stripeWebhookRoutes, subscriberBilling } from './modules/billing';
import { healthRoutes, type ReadinessSource } from './modules/health';
import { liveVsBacktestRoutes } from './modules/live-vs-backtest';
import { marketRoutes } from './modules/market';
import { parameterApplyRoutes } from './modules/parameter-apply';
import { positionsRoutes } from './modules/positions';
import { signalsParseRoutes, signalsRoutes } from './modules/signals';
import { telegramRoutes } from './modules/telegram';
import { tradingParametersRoutes } from './modules/trading-parameters';
import { noSubscriberAccess, type SubscriberAccess, subscriberRoutes, usersRoutes } from './modules/users';

export interface BuildAppOptions {
  deps: AppDeps;
  /** Folder of the built console (apps/web/dist); served with an SPA fallback when present. */
  webDistDir?: string;
  /** A pino logger; silent when absent. */
  logger?: FastifyServerOptions['loggerInstance'];
  /** Telegram group access for subscribers (docs/users.md, Telegram); a no-op when absent. */
  subscriberAccess?: SubscriberAccess;
  /** Where the background jobs stand, for `GET /api/ready` (server.ts); absent: no jobs to wait for. */
  readiness?: ReadinessSource;
}

/** Request bodies above this answer 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP application. server.ts listens on it; tests call it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.deps.config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', options.deps);
  app.decorate('subscriberAccess', options.subscriberAccess ?? noSubscriberAccess);
  app.decorate('subscriberBilling', subscriberBilling);
  app.decorate('backgroundJobs', [] as BackgroundJob[]);
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema ?? {},
      });
    }
  });

  // JSON bodies, with an empty body allowed (logout sends the JSON header and no body).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'VALIDATION_ERROR', 'Request body is not valid JSON'), undefined);
    }
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: options.deps.config.mode === 'production',
  });

  registerErrorHandler(app);
  await registerCompression(app);
  // Before the session hook: a refused websocket upgrade must have its socket destroyed.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: handleWebsocketError,
  });
  registerCsrfHook(app);
  registerSessionHook(app);
  registerBodyEncodingHook(app);
  // Before every route: the document is built from the routes registered after it.
  await registerOpenApi(app);

  await app.register(healthRoutes, { readiness: options.readiness });
  await app.register(authRoutes);
  await app.register(positionsRoutes);
  await app.register(marketRoutes);
  await app.register(analysesRoutes);
  await app.register(backtestingRoutes);
  await app.register(advancedAnalyticsRoutes);
  await app.register(usersRoutes);
  await app.register(subscriberRoutes);
  await app.register(billingRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(tradingParametersRoutes);
  await app.register(parameterApplyRoutes);
  await app.register(liveVsBacktestRoutes);
  await app.register(signalsRoutes);
  await app.register(signalsParseRoutes);
  await app.register(telegramRoutes);
  await app.register(apiReferenceRoutes);

  const webDist =
    options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html'))
      ? options.webDistDir
      : undefined;
  // The build writes .br and .gz twins of the console's files (docs/operations.md, Compression).
  if (webDist) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  // Not-found requests skip the session hook: the console's files are public, unknown API paths 404.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = requestPathname(request.url);
    if (!webDist || pathname.startsWith('/api') || pathname === '/ws' || request.method !== 'GET') {
      throw new NotFoundError(`No route ${request.method} ${pathname}`);
    }
    const file = path.resolve(webDist, `.${pathname}`);
    if (file.startsWith(webDist + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const hashedAsset = pathname.startsWith('/assets/');
      return reply.sendFile(path.relative(webDist, file), {
        maxAge: hashedAsset ? '365d' : 0,
        immutable: hashedAsset,
      });
    }
    // Client-side routes of the console get its single page.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}

/** The decoded path of a request URL; 400 on `path` when it does not decode or holds a NUL (no file name has one). */
function requestPathname(url: string): string {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    throw new ValidationError('Invalid request: path is not a valid URL path', [
      { path: 'path', message: 'is not a valid URL path' },
    ]);
  }
  if (pathname.includes('\0')) {
    throw new ValidationError('Invalid request: path must not contain a NUL character', [
      { path: 'path', message: 'must not contain a NUL character' },
    ]);
  }
  return pathname;
}
