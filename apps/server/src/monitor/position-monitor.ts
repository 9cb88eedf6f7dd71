import { stepTrade, TRADE_EVENT, type TradeState } from '@signaldesk/core/backtest/exits';
import type { Database } from '../db/client';
import type { Market } from '../market/exchange';
import type { MarketLogger } from '../market/market-logger';
import type { HubTick, PriceHub } from '../market/price-hub';
import {
  type CloseInput,
  closeLockedPosition,
  listOpenPositions,
  lockPosition,
  type PositionRow,
  recordTargetHits,
  type TargetHits,
} from '../modules/positions';
import type { ParameterSource } from '../modules/trading-parameters';
import { positionEntryTime, targetHitsOfState, tradeStateOfPosition } from './position-trade-state';

export interface MonitorStats {
  trackedPositions: number;
  subscribedSymbols: number;
  ticks: number;
  /** Position steps applied (one per tracked position of the tick's symbol). */
  steps: number;
  targetWrites: number;
  closes: number;
  /** Database writes waiting behind the current one. */
  pendingWrites: number;
  maxPendingWrites: number;
  /** Time spent inside tick handlers, ms. */
  tickProcessingMs: number;
  refreshes: number;
  errors: number;
}

interface Tracked {
  id: number;
  /** Stored fields the state was built from; a change (reopen, edit) rebuilds the state. */
  signature: string;
  state: TradeState;
  channel: string;
  /** Writes queued for this position and not yet done. */
  pending: number;
  gone: boolean;
}

interface Channel {
  symbol: string;
  market: Market;
  positions: Set<Tracked>;
  unsubscribe: () => void;
}

export interface PositionMonitorOptions {
  db: Database;
  priceHub: PriceHub;
  parameters: ParameterSource;
  now: () => number;
  logger: MarketLogger;
}

const signatureOf = (row: PositionRow, settingsKey: string) =>
  [
    row.entryPrice,
    row.stopLoss,
    row.tp1,
    row.tp2,
    row.tp3,
    row.tp1Size,
    row.tp2Size,
    row.hitTp1,
    row.hitTp2,
    row.openedAt.getTime(),
    row.reopenedAt?.getTime() ?? '',
    settingsKey,
  ].join('|');

/**
 * Follows the live price of every open position and applies the exit rules of docs/backtest.md, 5. The trade
 * (core/backtest/exits, each live price as a candle whose open, high, low and close are that price). Ticks are
 * handled synchronously in memory; the hits and closes they cause are written to the database one after the
 * other, each close conditional on the row still being open (an admin close wins cleanly).
 * `refresh()` re-reads the open positions and the parameters; the caller runs it periodically.
 */
export class PositionMonitor {
  private readonly tracked = new Map<number, Tracked>();
  private readonly channels = new Map<string, Channel>();
  private writes: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly counters = {
    ticks: 0,
    steps: 0,
    targetWrites: 0,
    closes: 0,
    pendingWrites: 0,
    maxPendingWrites: 0,
    tickProcessingMs: 0,
    refreshes: 0,
    errors: 0,
  };

  constructor(private readonly options: PositionMonitorOptions) {}

  /** Re-reads parameters and open positions; (re)builds states, subscribes new symbols, drops closed ones. */
  async refresh(): Promise<void> {
    if (this.stopped) return;
    await this.writes;
    const settings = (await this.options.parameters.read()).positionManager();
    const settingsKey = JSON.stringify(settings);
    const rows = await listOpenPositions(this.options.db);
    if (this.stopped) return;
    const seen = new Set<number>();
    for (const row of rows) {
      seen.add(row.id);
      const existing = this.tracked.get(row.id);
      const signature = signatureOf(row, settingsKey);
      if (existing && (existing.signature === signature || existing.pending > 0)) continue;
      if (existing) this.untrack(existing);
      this.track(row, signature, tradeStateOfPosition(row, settings));
    }
    for (const entry of this.tracked.values()) {
      if (!seen.has(entry.id) && entry.pending === 0) this.untrack(entry);
    }
    this.sweepTimeouts();
    this.counters.refreshes++;
  }

  /** Stops listening; waits for the writes in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const channel of this.channels.values()) channel.unsubscribe();
    this.channels.clear();
    this.tracked.clear();
    await this.writes;
  }

  /** Resolves when every queued write is done. */
  idle(): Promise<void> {
    return this.writes;
  }

  stats(): MonitorStats {
    return { ...this.counters, trackedPositions: this.tracked.size, subscribedSymbols: this.channels.size };
  }

  private track(row: PositionRow, signature: string, state: TradeState): void {
    const market: Market = row.isSpot ? 'spot' : 'futures';
    const key = `${market}:${row.symbol}`;
    let channel = this.channels.get(key);
    if (!channel) {
      const positions = new Set<Tracked>();
      const unsubscribe = this.options.priceHub.subscribe(
        row.symbol,
        (tick) => this.onTick(key, tick),
        market,
      );
      channel = { symbol: row.symbol, market, positions, unsubscribe };
      this.channels.set(key, channel);
    }
    const entry: Tracked = { id: row.id, signature, state, channel: key, pending: 0, gone: false };
    channel.positions.add(entry);
    this.tracked.set(row.id, entry);
  }

  private untrack(entry: Tracked): void {
    entry.gone = true;
    if (this.tracked.get(entry.id) === entry) this.tracked.delete(entry.id);
    const channel = this.channels.get(entry.channel);
    if (!channel) return;
    channel.positions.delete(entry);
    if (channel.positions.size === 0) {
      channel.unsubscribe();
      this.channels.delete(entry.channel);
    }
  }

  private onTick(key: string, tick: HubTick): void {
    const channel = this.channels.get(key);
    if (!channel || this.stopped) return;
    const price = tick.ticker.askPrice > 0 ? tick.ticker.askPrice : tick.ticker.bidPrice;
    if (!(price > 0)) return;
    const started = performance.now();
    this.counters.ticks++;
    this.stepAll(channel, price, this.options.now());
    this.counters.tickProcessingMs += performance.now() - started;
  }

  private stepAll(channel: Channel, price: number, time: number): void {
    for (const entry of channel.positions) {
      if (entry.state.closed) continue;
      this.counters.steps++;
      const events = stepTrade(entry.state, price, price, price, price, time, false);
      if (events !== 0) this.persist(entry, events);
    }
  }

  /** Closes positions past their maximum duration at the last live price, even when no tick comes. */
  private sweepTimeouts(): void {
    const time = this.options.now();
    for (const channel of this.channels.values()) {
      const last = this.options.priceHub.lastTicker(channel.symbol, channel.market);
      if (!last) continue;
      const price = last.askPrice > 0 ? last.askPrice : last.bidPrice;
      for (const entry of channel.positions) {
        if (entry.state.closed || time < entry.state.deadline) continue;
        this.counters.steps++;
        const events = stepTrade(entry.state, price, price, price, price, time, false);
        if (events !== 0) this.persist(entry, events);
      }
    }
  }

  private persist(entry: Tracked, events: number): void {
    const closes = (events & TRADE_EVENT.CLOSED) !== 0;
    const hits = targetHitsOfState(entry.state);
    const exit = closes
      ? {
          exitPrice: entry.state.exitPrice,
          reason: entry.state.exitReason!,
          closedAt: new Date(entry.state.exitTime),
          hits,
        }
      : null;
    entry.pending++;
    this.counters.pendingWrites++;
    this.counters.maxPendingWrites = Math.max(this.counters.maxPendingWrites, this.counters.pendingWrites);
    this.writes = this.writes.then(async () => {
      try {
        const outcome = exit ? await this.closeRow(entry, exit) : await this.recordHits(entry, hits);
        if (outcome === 'done') {
          if (exit) this.counters.closes++;
          else this.counters.targetWrites++;
        }
        if (outcome === 'stale') entry.signature = '';
        else if (exit || outcome === 'gone') this.untrack(entry);
      } catch (error) {
        this.counters.errors++;
        this.options.logger.error({ err: error, positionId: entry.id }, 'Position monitor write failed');
        // Forget the state so the next refresh rebuilds it from the database.
        entry.signature = '';
      } finally {
        entry.pending--;
        this.counters.pendingWrites--;
      }
    });
  }

  private async recordHits(entry: Tracked, hits: TargetHits): Promise<WriteOutcome> {
    const written = await recordTargetHits(this.options.db, entry.id, hits, entry.state.entryPrice);
    return written ? 'done' : 'stale';
  }

  /** Closes the row when it is still the open position the state was built from. */
  private closeRow(entry: Tracked, exit: CloseInput): Promise<WriteOutcome> {
    return this.options.db.transaction(async (tx) => {
      const row = await lockPosition(tx, entry.id);
      if (row?.status !== 'open') return 'gone';
      if (row.entryPrice !== entry.state.entryPrice || positionEntryTime(row) !== entry.state.entryTime) {
        return 'stale';
      }
      return (await closeLockedPosition(tx, row, exit)) ? 'done' : 'gone';
    });
  }
}

/** done: written; gone: the position is closed or deleted; stale: it was reopened since the state was built. */
type WriteOutcome = 'done' | 'gone' | 'stale';
