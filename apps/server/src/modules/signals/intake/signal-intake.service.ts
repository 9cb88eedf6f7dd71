import {
  type Signal,
  type SignalIntake,
  type SignalUpdate,
  type StructuredSignal,
  signalIntakeSchema,
} from '@signaldesk/contracts/signal-sources';
import { givenLevelIssues } from '@signaldesk/core/position/levels';
import { levelSanityIssue } from '@signaldesk/core/signals/level-sanity';
import type { SignalText } from '@signaldesk/core/signals/parse-signal-text';
import { readSignalMessage } from '@signaldesk/core/signals/read-signal-message';
import type { VendorAlertReading } from '@signaldesk/core/signals/vendor-alert';
import type { Database } from '../../../db/client';
import {
  ConflictError,
  RateLimitError,
  UnauthorizedError,
  UpstreamError,
  ValidationError,
} from '../../../lib/errors';
import type { Exchange, Market } from '../../../market/exchange';
import { findSignal, insertSignal, type NewSignalRow, toSignal } from '../signals.repository';
import { bearerKey, hashApiKey } from './api-keys';
import { claimKey, keySignal, signalOfKey } from './idempotency-keys.repository';
import { findSourceByKeyHash, type SignalSourceRow } from './signal-sources.repository';
import { applyUpdate } from './signal-updates.service';
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

/** A signal ready for the checks: structured fields, whether it is spot, and how its entry waits. */
type Candidate = StructuredSignal & { isSpot: boolean };

/** A read signal as the intake stores it: the first entry written is the entry, the first three targets TP1-TP3. */
function fromReading(signal: SignalText): Candidate {
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
    entryCondition: signal.entries.length > 0 ? signal.entryCondition : 'at',
  };
}

/** A trading tool's alert body core's readVendorAlert read (docs/signals.md, Vendor alerts), with the body's text. */
export interface VendorIntake {
  vendor: VendorAlertReading;
  text: string;
}

/** What the intake does with a post or a body (docs/signals.md): a signal stored, an update, or nothing. */
export type IntakeOutcome =
  | { kind: 'signal'; signal: Signal; replayed: boolean }
  | { kind: 'update'; updates: SignalUpdate[] }
  | { kind: 'ignored'; reason: string };

export interface IntakeOptions {
  /** A retry's key (an Idempotency-Key header, or the source's chosen body field): docs/signals.md, Retries. */
  idempotencyKey?: string | null;
  /** The body as received, kept as the signal's text when it is no free text (the card shows it). */
  original?: string | null;
  /** The Telegram post it is, and the post it replies to: a reply targets the signal of that post. */
  post?: { chatId: string; messageId: number; replyToMessageId: number | null };
}

/**
 * The one intake path of every source (docs/signals.md): POST /api/signals and its hook URL, the Telegram
 * intake's channel posts, the scanner and the trader tracker all end here. The source's rate limit; then a text is
 * read by core's reader (a trading tool's body by core's vendor reader): noise is ignored with its reason, an update goes to its signals (signal-updates.service),
 * a refusal is a 400 on `text`. A signal is checked (a symbol the exchange lists, given levels on their side,
 * core's sanity rules against the market price) and stored `waiting` for the Signal Manager, once per retry key.
 */
export async function receiveSignal(
  context: IntakeContext,
  source: SignalSourceRow,
  body: SignalIntake | VendorIntake,
  options: IntakeOptions = {},
): Promise<IntakeOutcome> {
  const now = context.now();
  const wait = context.rateLimit.take(source.id, now, {
    perMinute: source.ratePerMinute,
    burst: source.rateBurst,
  });
  if (wait !== null) {
    throw new RateLimitError(
      `Source ${source.name} sends more than ${source.ratePerMinute} signals a minute (burst ${source.rateBurst})`,
      wait,
    );
  }
  const key = options.idempotencyKey ?? null;
  if (key !== null) {
    const earlier = await signalOfKey(context.db, source.id, key, now);
    if (earlier !== null) return replay(context.db, earlier);
  }
  let candidate: Candidate;
  if ('text' in body) {
    const reading = 'vendor' in body ? body.vendor : readSignalMessage(body.text);
    if (reading.kind === 'noise') return { kind: 'ignored', reason: reading.reason };
    if (reading.kind === 'refused') refuse('text', reading.reason);
    if (reading.kind === 'update') {
      const replyTo =
        options.post?.replyToMessageId != null
          ? { chatId: options.post.chatId, messageId: options.post.replyToMessageId }
          : null;
      return applyUpdate(context, source, reading.update, body.text, replyTo);
    }
    candidate = fromReading(reading.signal);
  } else {
    candidate = { ...body, isSpot: false };
  }
  await checkSignal(context, candidate);
  const values: NewSignalRow = {
    sourceId: source.id,
    symbol: candidate.symbol,
    direction: candidate.direction,
    isSpot: candidate.isSpot,
    category: candidate.category,
    entry: candidate.entry ?? null,
    stopLoss: candidate.stopLoss ?? null,
    tp1: candidate.tp1 ?? null,
    tp2: candidate.tp2 ?? null,
    tp3: candidate.tp3 ?? null,
    leverage: candidate.leverage ?? null,
    riskScore: candidate.riskScore ?? null,
    forcePercentage: candidate.forcePercentage ?? null,
    traderId: candidate.traderId ?? null,
    text: 'text' in body ? body.text : (options.original ?? null),
    receivedAt: new Date(now),
    entryCondition: candidate.entryCondition,
    originChatId: options.post?.chatId ?? null,
    originMessageId: options.post?.messageId ?? null,
  };
  if (key === null)
    return { kind: 'signal', signal: toSignal(await insertSignal(context.db, values)), replayed: false };
  const stored = await context.db.transaction(async (tx) => {
    if (!(await claimKey(tx, source.id, key, now))) return null;
    const row = await insertSignal(tx, values);
    await keySignal(tx, source.id, key, row.id);
    return row;
  });
  if (stored) return { kind: 'signal', signal: toSignal(stored), replayed: false };
  // A concurrent retry stored it first: answer its signal.
  const first = await signalOfKey(context.db, source.id, key, now);
  if (first === null) throw new ConflictError('A retry with this Idempotency-Key is being stored; try again');
  return replay(context.db, first);
}

async function replay(db: Database, signalId: number): Promise<IntakeOutcome> {
  const row = await findSignal(db, signalId);
  if (!row) throw new ConflictError('The signal of this Idempotency-Key no longer exists');
  return { kind: 'signal', signal: toSignal(row), replayed: true };
}

/** The intake of a body that must be a signal (the server's own sources send structured ones). */
export async function acceptSignal(
  context: IntakeContext,
  source: SignalSourceRow,
  body: SignalIntake,
): Promise<Signal> {
  const outcome = await receiveSignal(context, source, body);
  if (outcome.kind !== 'signal')
    refuse('text', outcome.kind === 'ignored' ? outcome.reason : 'an update, not a signal');
  return outcome.signal;
}

/**
 * A signal checked as a trader would: listed on its market, given levels on their side of the entry (without an
 * entry, of the current price), then core's sanity rules against the market price (docs/signals.md, Levels).
 */
async function checkSignal(context: IntakeContext, signal: Candidate): Promise<void> {
  const market: Market = signal.isSpot ? 'spot' : 'futures';
  const listed = (await context.exchange.listSymbols()).find((entry) => entry.symbol === signal.symbol);
  if (!listed?.markets.includes(market)) {
    refuse('symbol', `${signal.symbol} is not listed on the ${market} market`);
  }
  // Without an entry the market price is the reference and must be known; with one, the market rule is skipped
  // when the exchange gives no price.
  const marketPrice =
    signal.entry === undefined
      ? await currentPrice(context.exchange, signal.symbol, market)
      : (await context.exchange.getLastPrices([signal.symbol], market)).get(signal.symbol);
  const issues = givenLevelIssues(signal.direction, signal.entry ?? marketPrice!, signal);
  if (issues.length > 0) {
    throw new ValidationError(
      `Invalid signal: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      issues,
    );
  }
  const issue = levelSanityIssue(
    {
      direction: signal.direction,
      entries: signal.entry === undefined ? [] : [signal.entry],
      targets: [signal.tp1, signal.tp2, signal.tp3].filter((price) => price !== undefined),
      stopLoss: signal.stopLoss ?? null,
      leverage: signal.leverage ?? null,
    },
    {
      marketPrice: marketPrice !== undefined && marketPrice > 0 ? marketPrice : undefined,
      leverage: signal.leverage,
    },
  );
  if (issue !== null) refuse('levels', issue);
}

async function currentPrice(exchange: Exchange, symbol: string, market: Market): Promise<number> {
  const price = (await exchange.getLastPrices([symbol], market)).get(symbol);
  if (price === undefined || !(price > 0))
    throw new UpstreamError(`No current price for ${symbol}`).because('position.noCurrentPrice', { symbol });
  return price;
}
