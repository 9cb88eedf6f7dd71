import type { FastifyBaseLogger } from 'fastify';

/** The slice of pino the market code logs through (an app's or a request's logger both fit). */
export type MarketLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

const noop = () => {};
/** For callers that pass no logger. */
export const silentLogger: MarketLogger = { debug: noop, info: noop, warn: noop, error: noop };
