import type { Signal, SignalIntake, StructuredSignal } from '@signaldesk/contracts/signal-sources';
import { givenLevelIssues } from '@signaldesk/core/position/levels';
import type { Database } from '../../db/client';
import { RateLimitError, UnauthorizedError, UpstreamError, ValidationError } from '../../lib/errors';
import type { Exchange, Market } from '../../market/exchange';
import { bearerKey, hashApiKey } from './api-keys';
import { findSourceByKeyHash, type SignalSourceRow } from './signal-sources.repository';
import { insertSignal, toSignal } from './signals.repository';
import type { SourceRateLimit } from './source-rate-limit';

export interface IntakeContext {
  db: Database;
  exchange: Exchange;
  now: () => number;
  rateLimit: SourceRateLimit;
}

/**
 * The live webhook source of an `Authorization: Bearer <key>` header, or of the body's `apiKey` when there is no
 * header; 401 for a missing, unknown or revoked key.
 */
export async function authenticateSource(
  db: Database,
  authorization: string | undefined,
  keyInBody: string | null = null,
): Promise<SignalSourceRow> {
  const key = authorization === undefined ? keyInBody : bearerKey(authorization);
  if (!key) {
    throw new UnauthorizedError(
      'Send the source API key as Authorization: Bearer <key> or as apiKey in the body',
    );
  }
  const source = await findSourceByKeyHash(db, hashApiKey(key));
  if (!source) throw new UnauthorizedError('Unknown or revoked API key');
  return source;
}

/** The `apiKey` field of a JSON body (an object, or JSON text sent as text/plain), or null. */
export function bodyKey(body: unknown): string | null {
  let object = body;
  if (typeof body === 'string') {
    try {
      object = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof object !== 'object' || object === null || !('apiKey' in object)) return null;
  const key = (object as { apiKey: unknown }).apiKey;
  return typeof key === 'string' && key.length <= 200 ? key : null;
}

function refuse(path: string, message: string): never {
  throw new ValidationError(`Invalid signal: ${path}: ${message}`, [{ path, message }]);
}

/**
 * POST /api/signals (docs/signals.md, Webhook): the source's rate limit, then the signal checked (a symbol the
 * exchange lists on futures, given levels on their side of the entry or, without an entry, of the current price),
 * then stored `waiting` for the Signal Manager. A free-text body is read by core's parser first.
 */
export async function acceptSignal(
  context: IntakeContext,
  source: SignalSourceRow,
  body: SignalIntake,
  readText: (text: string) => StructuredSignal & { isSpot: boolean },
): Promise<Signal> {
  const now = context.now();
  const wait = context.rateLimit.take(source.id, now);
  if (wait !== null) {
    throw new RateLimitError(
      `Source ${source.name} sends more than ${context.rateLimit.perSecond} signals a second`,
      wait,
    );
  }
  const signal = 'text' in body ? readText(body.text) : { ...body, isSpot: false };
  const market: Market = signal.isSpot ? 'spot' : 'futures';
  const listed = (await context.exchange.listSymbols()).find((entry) => entry.symbol === signal.symbol);
  if (!listed?.markets.includes(market)) {
    refuse('symbol', `${signal.symbol} is not listed on the ${market} market`);
  }
  const reference = signal.entry ?? (await currentPrice(context.exchange, signal.symbol, market));
  const issues = givenLevelIssues(signal.direction, reference, signal);
  if (issues.length > 0) {
    throw new ValidationError(
      `Invalid signal: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      issues,
    );
  }
  const row = await insertSignal(context.db, {
    sourceId: source.id,
    symbol: signal.symbol,
    direction: signal.direction,
    isSpot: signal.isSpot,
    category: signal.category,
    entry: signal.entry ?? null,
    stopLoss: signal.stopLoss ?? null,
    tp1: signal.tp1 ?? null,
    tp2: signal.tp2 ?? null,
    tp3: signal.tp3 ?? null,
    leverage: signal.leverage ?? null,
    riskScore: signal.riskScore ?? null,
    forcePercentage: signal.forcePercentage ?? null,
    traderId: signal.traderId ?? null,
    text: 'text' in body ? body.text : null,
    receivedAt: new Date(now),
  });
  return toSignal(row);
}

async function currentPrice(exchange: Exchange, symbol: string, market: Market): Promise<number> {
  const price = (await exchange.getLastPrices([symbol], market)).get(symbol);
  if (price === undefined || !(price > 0)) throw new UpstreamError(`No current price for ${symbol}`);
  return price;
}
