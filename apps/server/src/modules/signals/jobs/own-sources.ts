import type { Signal } from '@signaldesk/contracts/signal-sources';
import { SOURCE_RATE_RULE } from '@signaldesk/contracts/signal-sources';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signalSources, signals } from '../../../db/schema';
import type { MarketLogger } from '../../../market/market-logger';
import { acceptSignal, type IntakeContext, readIntake } from '../intake/signal-intake.service';
import { insertSource, type SignalSourceRow } from '../intake/signal-sources.repository';

/**
 * The server's own live source of a kind (`scanner` or `trader`), created on first use with `name`
 * (docs/signals.md, "Opportunity scanner"). A revoked one is left as it is, with its signals: the next use creates
 * a new one.
 */
export async function ownSource(
  db: Database,
  kind: 'scanner' | 'trader',
  name: string,
  now: Date,
): Promise<SignalSourceRow> {
  const [live] = await db
    .select()
    .from(signalSources)
    .where(and(eq(signalSources.kind, kind), isNull(signalSources.revokedAt)))
    .orderBy(signalSources.id)
    .limit(1);
  // The server's own sources are not held back by the limit meant for outside senders.
  return (
    live ??
    insertSource(db, {
      name,
      kind,
      createdAt: now,
      ratePerMinute: SOURCE_RATE_RULE.perMinute.max,
      rateBurst: SOURCE_RATE_RULE.burst.max,
    })
  );
}

/** `symbol:direction` of every signal the source sent since `since`: what it must not send again yet. */
export async function recentSignalKeys(db: Database, sourceId: number, since: Date): Promise<Set<string>> {
  const rows = await db
    .select({ symbol: signals.symbol, direction: signals.direction })
    .from(signals)
    .where(and(eq(signals.sourceId, sourceId), gte(signals.receivedAt, since)));
  return new Set(rows.map((row) => `${row.symbol}:${row.direction}`));
}

/**
 * Sends one signal of a server source through the webhook's one intake path (`readIntake` then `acceptSignal`),
 * and logs it at info with `detail`. A refusal (a symbol delisted since the list was read, no price) is logged at
 * warn and answers null, so one symbol never stops the others.
 */
export async function emitOwnSignal(
  intake: IntakeContext,
  source: SignalSourceRow,
  body: { symbol: string; direction: 'LONG' | 'SHORT' } & Record<string, unknown>,
  logger: MarketLogger | undefined,
  message: string,
  detail: Record<string, unknown>,
): Promise<Signal | null> {
  try {
    const signal = await acceptSignal(intake, source, readIntake(body));
    logger?.info(
      { signalId: signal.id, symbol: signal.symbol, direction: signal.direction, ...detail },
      message,
    );
    return signal;
  } catch (error) {
    logger?.warn(
      { err: error, symbol: body.symbol, direction: body.direction, ...detail },
      `${message}: refused`,
    );
    return null;
  }
}
