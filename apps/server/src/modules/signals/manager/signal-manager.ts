import { requiredCandleSpans } from '@signaldesk/core/backtest/candle-span';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { LateEntry } from '@signaldesk/core/backtest/late-entry';
import type { SearchProgress } from '@signaldesk/core/backtest/signal-walk';
import type { BacktestSignal, IgnoredReason } from '@signaldesk/core/backtest/types';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Direction } from '@signaldesk/core/position/profit';
import {
  arrivalFailure,
  entryAt,
  entryDecision,
  isRepetition,
  positionFilterFields,
} from '@signaldesk/core/signals/live-signals';
import type { Database } from '../../../db/client';
import type { Exchange } from '../../../market/exchange';
import { SYSTEM_ACTOR } from '../../audit';
import { openPositionInTx } from '../../positions';
import type { ParameterSource, ParameterValues } from '../../trading-parameters';
import {
  decideSignal,
  listSignalsSince,
  listWaitingSignals,
  lockWaitingSignal,
  type SignalRow,
  saveSearchProgress,
} from '../signals.repository';
import { asBacktestSignal } from './backtest-signal';
import { liveBacktestConfig, tradedPositionManager } from './live-config';

const NO_CUSTOM_LEVELS = { customSL: null, customTP1: null, customTP2: null, customTP3: null };

export interface SignalManagerStep {
  /** The closed minute the step judged at (ms). */
  at: number;
  waiting: number;
  entered: number;
  ignored: number;
}

export interface SignalManagerOptions {
  db: Database;
  exchange: Exchange;
  parameters: ParameterSource;
  now: () => number;
  /** The configuration of the parameters; default the live one (liveBacktestConfig). Tests pass a backtest's. */
  configOf?: (values: ParameterValues) => BacktestConfig;
}

/**
 * The server side of the Signal Manager (docs/signals.md, "The Signal Manager"): at each closed minute, every
 * waiting signal goes through core's live rules with the live configuration and the exchange's 1-minute candles;
 * a decision is written once (the signal row is locked and must still be waiting). An entered signal opens a
 * position at the entry candle's close with the configuration's levels, worked when the Risk Manager lets it.
 */
const sameProgress = (stored: SignalRow['searchProgress'], now: SearchProgress) =>
  stored?.pattern === now.pattern && stored.seen === now.seen && stored.needed === now.needed;

export class SignalManager {
  constructor(private readonly options: SignalManagerOptions) {}

  async step(): Promise<SignalManagerStep> {
    const at = Math.floor(this.options.now() / MINUTE_MS) * MINUTE_MS;
    const result: SignalManagerStep = { at, waiting: 0, entered: 0, ignored: 0 };
    const waiting = await listWaitingSignals(this.options.db);
    if (waiting.length === 0) return result;
    const values = await this.options.parameters.read();
    const config = (this.options.configOf ?? liveBacktestConfig)(values);
    const lookBackMinutes = Math.max(config.signalTimeWindowMinutes, config.timeWindows);
    const since = new Date(waiting[0]!.receivedAt.getTime() - lookBackMinutes * MINUTE_MS);
    const recent = await listSignalsSince(this.options.db, since);
    const known = recent.map(asBacktestSignal);
    const traded = recent.filter((row) => row.state === 'entered').map(asBacktestSignal);
    const candles = new Map<string, Promise<CandleColumns>>();
    const progressed: Parameters<typeof saveSearchProgress>[1][number][] = [];

    for (const row of waiting) {
      const signal = asBacktestSignal(row);
      const reason =
        arrivalFailure(
          signal,
          known.filter((other) => other.id !== signal.id),
          config,
        ) ?? (isRepetition(signal, traded, config) ? 'repetition' : null);
      if (reason) {
        if (await this.ignore(row, reason, at)) result.ignored++;
        continue;
      }
      const series = await this.candlesOf(candles, signal, config, at);
      const decision = entryDecision(signal, series, config, at);
      if (decision.state === 'waiting') {
        result.waiting++;
        if (!sameProgress(row.searchProgress, decision.progress)) {
          progressed.push({ id: row.id, progress: decision.progress });
        }
      } else if (decision.state === 'ignored') {
        if (await this.ignore(row, decision.reason, at)) result.ignored++;
      } else {
        // An entry found on candles this step missed is taken now, or skipped (docs/signals.md, Late entries).
        const taken = entryAt(decision, series, at, config);
        if (taken.outcome === 'entry') {
          if (await this.enter(row, decision.direction, taken, config, values, at)) {
            traded.push(signal);
            result.entered++;
          }
        } else if (await this.ignore(row, taken.outcome === 'pending' ? 'data' : taken.outcome, at)) {
          result.ignored++;
        }
      }
    }
    await saveSearchProgress(this.options.db, progressed);
    return result;
  }

  /** The signal's symbol candles from the first one its search reads to `at`, fetched once per step and symbol. */
  private candlesOf(
    cache: Map<string, Promise<CandleColumns>>,
    signal: BacktestSignal,
    config: BacktestConfig,
    at: number,
  ): Promise<CandleColumns> {
    const fromMs = requiredCandleSpans(signal, config)[0]!.fromMs;
    const key = `${signal.symbol}:${fromMs}`;
    let found = cache.get(key);
    if (!found) {
      found = this.options.exchange.fetchKlines(signal.symbol, fromMs, at, 'futures');
      cache.set(key, found);
    }
    return found;
  }

  private ignore(row: SignalRow, reason: IgnoredReason, at: number): Promise<boolean> {
    return decideSignal(this.options.db, row.id, {
      state: 'ignored',
      ignoredReason: reason,
      positionId: null,
      decidedAt: new Date(at),
    });
  }

  private enter(
    row: SignalRow & { sourceKind: string },
    direction: Direction,
    entry: Extract<LateEntry, { outcome: 'entry' }>,
    config: BacktestConfig,
    values: ParameterValues,
    at: number,
  ): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      if (!(await lockWaitingSignal(tx, row.id))) return false;
      // A detected opportunity is only tracked unless OPPORTUNITY_AUTO_OPEN (docs/signals.md, Opportunity scanner).
      const tracked =
        row.category === 'opportunity' &&
        row.sourceKind === 'scanner' &&
        !values.boolean('OPPORTUNITY_AUTO_OPEN');
      const late = entry.lateMinutes > 0 ? entry.lateMinutes : null;
      // The Position Manager's levels at the entry, as the backtest takes them; a refused position is only tracked.
      const { position } = await openPositionInTx(
        tx,
        {
          symbol: row.symbol,
          direction,
          entryPrice: entry.entryPrice,
          openedAt: new Date(entry.entryTime),
          custom: NO_CUSTOM_LEVELS,
          manager: tradedPositionManager(values),
          sizes: { tp1Size: config.tp1ExitPercent, tp2Size: config.tp2ExitPercent },
          origin: {
            isSpot: row.isSpot,
            isGolden: row.category === 'golden',
            isOpportunity: row.category === 'opportunity',
            isSignalFromTelegram: row.sourceKind === 'telegram',
            traderId: row.traderId,
            // A value the signal did not carry stays missing (docs/signals.md, "Missing force and risk").
            ...positionFilterFields(row),
          },
          risk: { settings: values.riskManager(), onRefusal: 'track' },
          trackedOnly: tracked,
        },
        {
          actor: SYSTEM_ACTOR,
          at: new Date(at),
          details: (refusal) => ({
            signalId: row.id,
            ...(late ? { enteredLateMinutes: late } : {}),
            riskManager: refusal?.message ?? (tracked ? 'tracked: OPPORTUNITY_AUTO_OPEN is off' : 'worked'),
          }),
        },
      );
      await decideSignal(tx, row.id, {
        state: 'entered',
        ignoredReason: null,
        positionId: position.id,
        decidedAt: new Date(at),
        lateMinutes: late,
      });
      return true;
    });
  }
}
