import type { ErrorParams, ErrorReason } from '@signaldesk/contracts/errors';
import {
  type ClosePositionRequest,
  type OpenPositionRequest,
  type Position,
  positionSchema,
  type ReopenPositionRequest,
} from '@signaldesk/contracts/positions';
import type { Direction } from '@signaldesk/core/position/profit';
import { type PositionManagerSettings, positionSizesOf } from '@signaldesk/core/rules/live-backtest-mapping';
import type { Database } from '../../db/client';
import { checkedAnswer } from '../../lib/checked-answer';
import { ConflictError, NotFoundError, UpstreamError, ValidationError } from '../../lib/errors';
import type { Exchange, Market } from '../../market/exchange';
import { type AuditActor, writeAudit } from '../audit';
import type { ParameterSource, RiskManagerSettings } from '../trading-parameters';
import { assertSoundLevels, type CustomLevels, chooseLevels, levelsAtNewEntry } from './position-levels';
import { type NewPositionRow, type PositionRow, toPosition } from './position-row';
import {
  closeLockedPosition,
  countWorkedOpen,
  findPosition,
  insertPosition,
  lockPosition,
  lockRiskManager,
  updatePosition,
} from './positions.repository';

export interface PositionsContext {
  db: Database;
  exchange: Exchange;
  parameters: ParameterSource;
  now: () => number;
}

const marketOf = (isSpot: boolean): Market => (isSpot ? 'spot' : 'futures');

/** The audit row of a close or a reopen, in its transaction (an open writes its own, in openPositionInTx). */
function auditPosition(
  tx: Database,
  change: {
    actor: AuditActor;
    action: 'close' | 'reopen';
    before: PositionRow;
    after: Position;
  },
  at: Date,
): Promise<number> {
  return writeAudit(tx, {
    actor: change.actor,
    action: `position.${change.action}`,
    entityType: 'position',
    entityId: change.after.id,
    before: toPosition(change.before),
    after: change.after,
    at,
  });
}

/** The position's row, locked until the transaction ends; 404 when there is none. */
async function lockExistingPosition(tx: Database, positionId: number): Promise<PositionRow> {
  const row = await lockPosition(tx, positionId);
  if (!row)
    throw new NotFoundError(`Position ${positionId} not found`).because('position.notFound', {
      id: positionId,
    });
  return row;
}

/** The exchange's current price of a listed symbol; 400 when the exchange does not list it on that market. */
async function currentPrice(exchange: Exchange, symbol: string, market: Market): Promise<number> {
  const listed = (await exchange.listSymbols()).find((entry) => entry.symbol === symbol);
  if (!listed?.markets.includes(market)) {
    throw new ValidationError(`${symbol} is not listed on the ${market} market`, [
      { path: 'symbol', message: `${symbol} is not listed on the ${market} market` },
    ]).because('position.symbolNotListed', { symbol, market });
  }
  const price = (await exchange.getLastPrices([symbol], market)).get(symbol);
  if (price === undefined || !(price > 0))
    throw new UpstreamError(`No current price for ${symbol}`).because('position.noCurrentPrice', { symbol });
  return price;
}

/**
 * The exit price of a close sent without one: the exchange's last price on the position's market
 * (docs/positions-server.md, Calls). An unknown or closed position is refused here already.
 */
async function lastPriceOfPosition(
  context: Pick<PositionsContext, 'db' | 'exchange'>,
  positionId: number,
): Promise<number> {
  const found = await findPosition(context.db, positionId);
  if (!found)
    throw new NotFoundError(`Position ${positionId} not found`).because('position.notFound', {
      id: positionId,
    });
  if (found.status !== 'open')
    throw new ConflictError(`Position ${positionId} is already closed`).because('position.alreadyClosed', {
      id: positionId,
    });
  const price = (await context.exchange.getLastPrices([found.symbol], marketOf(found.isSpot))).get(
    found.symbol,
  );
  if (price === undefined || !(price > 0)) {
    throw new UpstreamError(
      `No last price for ${found.symbol} on the exchange: the position was not closed`,
    ).because('position.noLastPrice', { symbol: found.symbol });
  }
  return price;
}

/** A Risk Manager refusal: the server's English message and the reason the console words (docs/console.md). */
export interface RiskRefusal {
  message: string;
  reason: ErrorReason;
  params: ErrorParams;
}

/**
 * Why the Risk Manager refuses a new worked position on this symbol and direction, or null (docs/positions-server.md,
 * Risk Manager). Takes the Risk Manager's lock until the transaction ends, so two racing checks cannot both pass.
 */
export async function riskManagerRefusal(
  tx: Database,
  risk: RiskManagerSettings,
  symbol: string,
  direction: Direction,
): Promise<RiskRefusal | null> {
  await lockRiskManager(tx);
  const open = await countWorkedOpen(tx, symbol, direction);
  if (open.total >= risk.maxOpenPositions) {
    return {
      message: `Risk Manager: the maximum of ${risk.maxOpenPositions} open positions is reached`,
      reason: 'riskManager.maxOpenPositions',
      params: { max: risk.maxOpenPositions },
    };
  }
  if (risk.onePositionPerSymbolDirection && open.sameSymbolDirection > 0) {
    return {
      message: `Risk Manager: a ${direction} position on ${symbol} is already open`,
      reason: 'riskManager.sameSymbolDirection',
      params: { direction, symbol },
    };
  }
  return null;
}

/** What the Risk Manager's refusal does to an open: `refuse` answers 409, `track` opens the position unworked. */
export type RiskCheck = { settings: RiskManagerSettings; onRefusal: 'refuse' | 'track' };

/** The fields of a new row its opener decides: where it comes from and what it carries besides its levels. */
export type PositionOrigin = Omit<
  NewPositionRow,
  | 'id'
  | 'symbol'
  | 'direction'
  | 'entryPrice'
  | 'stopLoss'
  | 'tp1'
  | 'tp2'
  | 'tp3'
  | 'tp1Size'
  | 'tp2Size'
  | 'openedAt'
  | 'shouldWork'
  | 'status'
>;

/** A new position as its opener (an admin, the Signal Manager) asks for it. */
export interface PositionToOpen {
  symbol: string;
  direction: Direction;
  entryPrice: number;
  openedAt: Date;
  /** Each custom level, or null for the default of `manager` (the Position Manager's settings). */
  custom: CustomLevels;
  manager: PositionManagerSettings;
  /** The TP1 and TP2 exit shares (%). */
  sizes: { tp1Size: number; tp2Size: number };
  origin: PositionOrigin;
  /** The Risk Manager's check, or null when it is not asked (an admin's forced open). */
  risk: RiskCheck | null;
  /** Opened unworked whatever the Risk Manager says (a detected opportunity, docs/signals.md, Opportunity scanner). */
  trackedOnly?: boolean;
}

/** Who opens, when the audit row says it happened, and what it records besides the position. */
export interface OpenAudit {
  actor: AuditActor;
  at: Date;
  details?: (refusal: RiskRefusal | null) => Record<string, unknown>;
}

/**
 * The one open sequence of every opener (docs/architecture.md, "What a position write sets off"), in the caller's
 * transaction: the levels checked as every position's are (400), the Risk Manager asked under its lock, the row
 * inserted, worked unless refused or tracked only, and its audit row written.
 */
export async function openPositionInTx(
  tx: Database,
  open: PositionToOpen,
  audit: OpenAudit,
): Promise<{ position: Position; refusal: RiskRefusal | null }> {
  const chosen = chooseLevels(open.direction, open.entryPrice, open.custom, open.manager);
  assertSoundLevels(open.direction, open.entryPrice, chosen);
  const refusal = open.risk
    ? await riskManagerRefusal(tx, open.risk.settings, open.symbol, open.direction)
    : null;
  if (refusal && open.risk?.onRefusal === 'refuse') {
    throw new ConflictError(refusal.message).because(refusal.reason, refusal.params);
  }
  const row = await insertPosition(tx, {
    ...open.origin,
    symbol: open.symbol,
    direction: open.direction,
    entryPrice: open.entryPrice,
    ...chosen.levels,
    ...open.sizes,
    openedAt: open.openedAt,
    shouldWork: refusal === null && !open.trackedOnly,
    status: 'open',
  });
  const position = toPosition(row);
  await writeAudit(tx, {
    actor: audit.actor,
    action: 'position.open',
    entityType: 'position',
    entityId: position.id,
    before: null,
    after: { ...position, ...audit.details?.(refusal) },
    at: audit.at,
  });
  return { position, refusal };
}

/** POST /api/position-manager/open (docs/positions-server.md, Calls). */
export async function openPosition(
  context: PositionsContext,
  actor: AuditActor,
  request: OpenPositionRequest,
): Promise<Position> {
  const isSpot = request.isSpot === 'true';
  const entryPrice = await currentPrice(context.exchange, request.symbol, marketOf(isSpot));
  const parameters = await context.parameters.read();
  const manager = parameters.positionManager();
  const now = new Date(context.now());
  return context.db.transaction(async (tx) => {
    const { position } = await openPositionInTx(
      tx,
      {
        symbol: request.symbol,
        direction: request.direction,
        entryPrice,
        openedAt: now,
        custom: request,
        manager,
        sizes: positionSizesOf(manager),
        origin: { isSpot, openByAdmin: true, isSignalFromTelegram: request.telegram === 'true' },
        risk:
          request.forceAdmin === 'false' ? { settings: parameters.riskManager(), onRefusal: 'refuse' } : null,
      },
      { actor, at: now, details: () => ({ request }) },
    );
    // Checked before the commit: an answer that does not fit rolls the open back (docs/api.md, "Truthful answers").
    return checkedAnswer(positionSchema, 'the open', position);
  });
}

/** POST /api/position-manager/close: once only, even when two closes race (the row lock queues the second). */
export async function closePosition(
  context: Pick<PositionsContext, 'db' | 'now' | 'exchange'>,
  actor: AuditActor,
  request: ClosePositionRequest,
): Promise<Position> {
  const exitPrice = request.exitPrice ?? (await lastPriceOfPosition(context, request.positionId));
  const now = new Date(context.now());
  return context.db.transaction(async (tx) => {
    const row = await lockExistingPosition(tx, request.positionId);
    if (row.status !== 'open')
      throw new ConflictError(`Position ${request.positionId} is already closed`).because(
        'position.alreadyClosed',
        { id: request.positionId },
      );
    const closed = await closeLockedPosition(tx, row, {
      exitPrice,
      reason: request.reason,
      closedAt: now,
    });
    if (!closed)
      throw new ConflictError(`Position ${request.positionId} is already closed`).because(
        'position.alreadyClosed',
        { id: request.positionId },
      );
    const position = checkedAnswer(positionSchema, 'the close', toPosition(closed));
    await auditPosition(tx, { actor, action: 'close', before: row, after: position }, now);
    return position;
  });
}

/** POST /api/position-manager/reopen: takes a tracked signal into work at the current price. */
export async function reopenPosition(
  context: PositionsContext,
  actor: AuditActor,
  request: ReopenPositionRequest,
): Promise<Position> {
  const found = await findPosition(context.db, request.positionId);
  if (!found)
    throw new NotFoundError(`Position ${request.positionId} not found`).because('position.notFound', {
      id: request.positionId,
    });
  assertReopenable(found);
  const entryPrice = await currentPrice(context.exchange, found.symbol, marketOf(found.isSpot));
  const now = new Date(context.now());
  return context.db.transaction(async (tx) => {
    const row = await lockExistingPosition(tx, request.positionId);
    assertReopenable(row);
    const reopened = await updatePosition(tx, row.id, {
      entryPrice,
      ...levelsAtNewEntry(row.direction, row, row.entryPrice, entryPrice),
      hitTp1: false,
      hitTp2: false,
      hitTp3: false,
      tp1ProfitPercentage: null,
      tp2ProfitPercentage: null,
      shouldWork: true,
      reopenedAt: now,
    });
    const position = checkedAnswer(positionSchema, 'the reopen', toPosition(reopened!));
    await auditPosition(tx, { actor, action: 'reopen', before: row, after: position }, now);
    return position;
  });
}

function assertReopenable(row: { id: number; status: string; shouldWork: boolean }): void {
  if (row.status !== 'open')
    throw new ConflictError(`Position ${row.id} is closed`).because('position.closed', { id: row.id });
  if (row.shouldWork)
    throw new ConflictError(`Position ${row.id} is already worked`).because('position.alreadyWorked', {
      id: row.id,
    });
}
