import type { ErrorParams, ErrorReason } from '@signaldesk/contracts/errors';
import {
  type ClosePositionRequest,
  type OpenPositionRequest,
  type Position,
  positionSchema,
  type ReopenPositionRequest,
} from '@signaldesk/contracts/positions';
import type { Direction } from '@signaldesk/core/position/profit';
import { positionSizesOf } from '@signaldesk/core/rules/live-backtest-mapping';
import type { Database } from '../../db/client';
import { checkedAnswer } from '../../lib/checked-answer';
import { ConflictError, NotFoundError, UpstreamError, ValidationError } from '../../lib/errors';
import type { Exchange, Market } from '../../market/exchange';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { ParameterSource, RiskManagerSettings } from '../trading-parameters/trading-parameters.service';
import { assertSoundLevels, chooseLevels, levelsAtNewEntry } from './position-levels';
import { type PositionRow, toPosition } from './position-row';
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

/** The audit row of one position change, in its transaction (an open also records its request). */
function auditPosition(
  tx: Database,
  change: {
    actor: AuditActor;
    action: 'open' | 'close' | 'reopen';
    before: PositionRow | null;
    after: Position & { request?: OpenPositionRequest };
  },
  at: Date,
): Promise<number> {
  return writeAudit(tx, {
    actor: change.actor,
    action: `position.${change.action}`,
    entityType: 'position',
    entityId: change.after.id,
    before: change.before ? toPosition(change.before) : null,
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

/** POST /api/position-manager/open (docs/positions-server.md, Calls). */
export async function openPosition(
  context: PositionsContext,
  actor: AuditActor,
  request: OpenPositionRequest,
): Promise<Position> {
  const isSpot = request.isSpot === 'true';
  const entryPrice = await currentPrice(context.exchange, request.symbol, marketOf(isSpot));
  const parameters = await context.parameters.read();
  const chosen = chooseLevels(request.direction, entryPrice, request, parameters.positionManager());
  assertSoundLevels(request.direction, entryPrice, chosen);
  const settings = parameters.positionManager();
  const now = new Date(context.now());
  return context.db.transaction(async (tx) => {
    if (request.forceAdmin === 'false') {
      const refusal = await riskManagerRefusal(
        tx,
        parameters.riskManager(),
        request.symbol,
        request.direction,
      );
      if (refusal) throw new ConflictError(refusal.message).because(refusal.reason, refusal.params);
    }
    const row = await insertPosition(tx, {
      symbol: request.symbol,
      direction: request.direction,
      entryPrice,
      ...chosen.levels,
      ...positionSizesOf(settings),
      openedAt: now,
      shouldWork: true,
      isSpot,
      openByAdmin: true,
      isSignalFromTelegram: request.telegram === 'true',
      status: 'open',
    });
    const position = checkedAnswer(positionSchema, 'the open', toPosition(row));
    await auditPosition(tx, { actor, action: 'open', before: null, after: { ...position, request } }, now);
    return position;
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
