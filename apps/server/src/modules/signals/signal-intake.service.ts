import {
  type Signal,
  type SignalIntake,
  type StructuredSignal,
  signalIntakeSchema,
} from '@signaldesk/contracts/signal-sources';
import { givenLevelIssues } from '@signaldesk/core/position/levels';
import { parseSignalText } from '@signaldesk/core/signals/parse-signal-text';
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
 * A body of the intake checked by the contract's schema (structured fields, `{text}`, or a plain text): the webhook
 * sends its request body, the Telegram intake `{text}` with a channel's post. A refusal names the fields.
 */
export function readIntake(body: unknown): SignalIntake {
  const parsed = signalIntakeSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new ValidationError(
    `Invalid signal: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`,
    fields,
  );
}

/**
 * A free-text signal read by core's parser (docs/signals.md, Free-text signals): the first entry written is the
 * entry, the first three targets are TP1-TP3; a refusal is a 400 on `text` with the parser's reason.
 */
export function readText(text: string): StructuredSignal & { isSpot: boolean } {
  const reading = parseSignalText(text);
  if (!reading.ok)
    throw new ValidationError(`Invalid signal: text: ${reading.reason}`, [
      { path: 'text', message: reading.reason },
    ]);
  const { signal } = reading;
  return {
    symbol: signal.symbol,
    direction: signal.direction,
    isSpot: signal.isSpot,
    entry: signal.entries[0],
    stopLoss: signal.stopLoss ?? undefined,
    tp1: signal.targets[0],
    tp2: signal.targets[1],
    tp3: signal.targets[2],
    leverage: signal.leverage ?? undefined,
    category: 'signal',
  };
}

/**
 * The one intake path of every outside source (docs/signals.md): POST /api/signals (Webhook) and the Telegram
 * intake's channel posts (Telegram channels) both end here. The source's rate limit, then the signal checked (a
 * symbol the exchange lists on futures, given levels on their side of the entry or, without an entry, of the
 * current price), then stored `waiting` for the Signal Manager. A free-text body is read by core's parser first.
 */
export async function acceptSignal(
  context: IntakeContext,
  source: SignalSourceRow,
  body: SignalIntake,
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
