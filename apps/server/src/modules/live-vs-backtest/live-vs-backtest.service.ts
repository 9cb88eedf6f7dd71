import {
  DIFFERENCE_REASONS,
  type DifferenceReason,
  type LiveVsBacktest,
  type LiveVsBacktestRow,
  MAX_COMPARED_SIGNALS,
} from '@signaldesk/contracts/live-vs-backtest';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import type { IgnoredReason } from '@signaldesk/core/backtest/types';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import {
  type BacktestOutcome,
  differenceReason,
  type LiveOutcome,
  liveProfitLoss,
  sideFigures,
  tradesBySignal,
} from '@signaldesk/core/signals/live-vs-backtest';
import type { Database } from '../../db/client';
import { neededSpansBySymbol, readCandles } from '../../market/candle-store/candle-loading';
import type { CandleStore } from '../../market/candle-store/candle-store';
import { latestApply } from '../parameter-apply';
import { asBacktestSignal } from '../signals';
import { notCancelled, readSignalsBetween, readSignalsWithPositions } from './live-vs-backtest.repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function emptyReport(to: number): LiveVsBacktest {
  const zero = { trades: 0, wins: 0, winRate: 0, profitLoss: 0 };
  return {
    origin: null,
    from: null,
    to: new Date(to).toISOString(),
    signals: 0,
    live: zero,
    backtest: zero,
    reasons: Object.fromEntries(DIFFERENCE_REASONS.map((r) => [r, 0])) as Record<DifferenceReason, number>,
    rows: [],
  };
}

/**
 * Live against backtest (docs/advanced-analytics.md, "Live against backtest"): the signals received since the latest
 * apply, replayed by the backtest engine with the configuration the apply put live and the candles of the store
 * (nothing is fetched: a minute the store lacks is a `missingCandle`), set beside the live signal states and
 * positions, trade by trade.
 */
export async function liveVsBacktest(
  deps: { db: Database; candleStore: CandleStore },
  now: number,
  signal: AbortSignal,
): Promise<LiveVsBacktest> {
  const origin = await latestApply(deps.db);
  if (!origin) return emptyReport(now);
  // A signal its source cancelled was withdrawn, a fact the replay cannot know: it is neither compared nor replayed.
  const rows = (
    await readSignalsWithPositions(deps.db, origin.appliedAt, origin.undoneAt, MAX_COMPARED_SIGNALS)
  ).filter(notCancelled);
  const applied = origin.liveConfig as BacktestConfig;
  // The signals the first compared ones' confirmation and repetition windows read (received before the apply or
  // before the latest MAX_COMPARED_SIGNALS) are replayed too, so those windows count what live counted.
  const firstAt = rows[0]?.signal.receivedAt ?? origin.appliedAt;
  const lookBackMinutes = Math.max(applied.signalTimeWindowMinutes, applied.timeWindows);
  const context = (
    await readSignalsBetween(deps.db, new Date(firstAt.getTime() - lookBackMinutes * MINUTE_MS), firstAt)
  ).filter(notCancelled);
  const replayed = [...context, ...rows];
  const config: BacktestConfig = {
    ...applied,
    useDateRange: false,
    startDate: null,
    endDate: null,
    useCacheOnly: true,
    positionCount: Math.max(1, replayed.length),
  };
  const backtestSignals = replayed.map((row) => asBacktestSignal(row.signal));
  const candles = await readCandles(neededSpansBySymbol(backtestSignals, config), deps.candleStore, signal);
  const ignored = new Map<number, IgnoredReason>();
  const entries = new Map<number, { entryPrice: number; entryTime: number }>();
  const result = runBacktest(backtestSignals, candles, config, now, {
    onIgnored: (s, reason) => ignored.set(s.id, reason),
    onEntry: (s, entry) => entries.set(s.id, entry),
  });
  const trades = tradesBySignal(result.trades);
  const notional = config.positionSizeEuro * config.leverage;
  const backtestOf = (id: number): BacktestOutcome => {
    const trade = trades.get(id);
    if (trade) return trade;
    const reason = ignored.get(id) ?? 'pending';
    const entry = entries.get(id);
    // A trade still open at `now`: the backtest counts it pending; its entry is still compared.
    if (reason === 'pending' && entry) return { kind: 'open', ...entry };
    return { kind: 'ignored', reason };
  };

  const compared: LiveVsBacktestRow[] = rows.map(({ signal: s, position }) => {
    const live: LiveOutcome = {
      signalId: s.id,
      symbol: s.symbol,
      direction: s.direction,
      receivedAt: s.receivedAt.getTime(),
      state: s.state,
      ignoredReason: s.ignoredReason,
      lateMinutes: s.lateMinutes,
      position: position
        ? {
            id: position.id,
            entryPrice: position.entryPrice,
            openedAt: position.openedAt.getTime(),
            closedAt: position.closedAt?.getTime() ?? null,
            exitPrice: position.exitPrice,
            closeReason: position.closeReason,
            profitPercent: position.profitPercent,
          }
        : null,
    };
    const backtest = backtestOf(s.id);
    const traded = backtest.kind === 'trade' ? backtest : null;
    const entered = backtest.kind === 'ignored' ? null : backtest;
    return {
      signalId: s.id,
      symbol: s.symbol,
      direction: s.direction,
      receivedAt: s.receivedAt.toISOString(),
      reason: differenceReason(live, backtest),
      live: {
        state: s.state,
        ignoredReason: s.ignoredReason,
        positionId: position?.id ?? null,
        lateMinutes: s.lateMinutes,
        entryTime: iso(live.position?.openedAt ?? null),
        entryPrice: position?.entryPrice ?? null,
        exitTime: iso(live.position?.closedAt ?? null),
        exitPrice: position?.exitPrice ?? null,
        closeReason: position?.closeReason ?? null,
        profitLoss: liveProfitLoss(live, notional),
      },
      backtest: {
        ignoredReason: backtest.kind === 'ignored' ? backtest.reason : null,
        entryTime: iso(entered?.entryTime ?? null),
        entryPrice: entered?.entryPrice ?? null,
        exitTime: iso(traded?.exitTime ?? null),
        exitPrice: traded?.exitPrice ?? null,
        exitReason: traded?.exitReason ?? null,
        profitLoss: traded?.profitLoss ?? null,
      },
    };
  });

  const reasons = emptyReport(now).reasons;
  for (const row of compared) reasons[row.reason]++;
  return {
    origin: {
      id: origin.id,
      name: origin.name,
      appliedAt: origin.appliedAt.toISOString(),
      runId: origin.runId,
      undoneAt: origin.undoneAt?.toISOString() ?? null,
    },
    from: origin.appliedAt.toISOString(),
    to: (origin.undoneAt ?? new Date(now)).toISOString(),
    signals: compared.length,
    live: sideFigures(compared.map((row) => row.live.profitLoss)),
    backtest: sideFigures(compared.map((row) => row.backtest.profitLoss)),
    reasons,
    rows: compared,
  };
}
