import {
  MARKET_CANDLE_INTERVAL_MINUTES,
  MARKET_CANDLE_INTERVALS,
  MAX_MARKET_CANDLES,
  MAX_MARKET_CANDLES_RANGE_MS,
  type MarketCandleInterval,
} from '@signaldesk/contracts/market';
import type { Position } from '@signaldesk/contracts/positions';
import {
  type ChartCandle,
  candleAt,
  type PriceLevel,
  type TradeMarker,
} from '@signaldesk/core/backtest/trade-chart';
import { movePrice } from '@signaldesk/core/position/profit';
import { closeReasonLabel, translate } from '../../../i18n';
import type { BreakevenRules } from '../api/get-breakeven-rules';

/** What a position's chart draws (docs/positions.md, Position chart). Pure. */

const MINUTE_MS = 60_000;
/** Candles shown before the opening and after the close: 30 minutes, and at least 10 candles. */
const MARGIN_MINUTES = 30;
const MARGIN_CANDLES = 10;

export interface ChartWindow {
  interval: MarketCandleInterval;
  from: number;
  to: number;
  /** The position is longer than one answer at this interval: only its last part is shown. */
  clipped: boolean;
}

/** The span of a position's chart at `interval`, on the interval's grid, ending at the close (or now). */
export function chartWindow(position: Position, interval: MarketCandleInterval, now: number): ChartWindow {
  const step = MARKET_CANDLE_INTERVAL_MINUTES[interval] * MINUTE_MS;
  const margin = Math.max(MARGIN_MINUTES * MINUTE_MS, MARGIN_CANDLES * step);
  const opened = Date.parse(position.openedAt);
  const closed = position.closedAt ? Date.parse(position.closedAt) : null;
  const end = closed === null ? now : Math.min(closed + margin, now);
  const to = Math.ceil(end / step) * step;
  const wanted = Math.floor((opened - margin) / step) * step;
  const longest = Math.min(MAX_MARKET_CANDLES * step, MAX_MARKET_CANDLES_RANGE_MS);
  const from = Math.max(wanted, to - longest);
  return { interval, from, to, clipped: from > wanted };
}

/** The finest interval that shows the whole position. */
export function defaultChartInterval(position: Position, now: number): MarketCandleInterval {
  return MARKET_CANDLE_INTERVALS.find((interval) => !chartWindow(position, interval, now).clipped) ?? '1h';
}

/**
 * Entry, stop loss, TP1 to TP3, and the breakeven stops the monitor would move to: BE1 after TP1 (the breakeven
 * percent from the entry), BE2 after TP2 (the entry itself, so it shares the entry's line).
 */
export function positionPriceLevels(position: Position, rules: BreakevenRules | null): PriceLevel[] {
  const atEntry = translate(rules?.enableBreakeven2 ? 'positionChart.entryBe2' : 'positionChart.entry');
  const levels: PriceLevel[] = [
    { label: atEntry, price: position.entryPrice, kind: 'entry' },
    { label: translate('positionChart.stopLoss'), price: position.stopLoss, kind: 'stop' },
    { label: translate('positionChart.tp1'), price: position.tp1, kind: 'target' },
    { label: translate('positionChart.tp2'), price: position.tp2, kind: 'target' },
    { label: translate('positionChart.tp3'), price: position.tp3, kind: 'target' },
  ];
  if (rules?.enableBreakeven1) {
    const price = movePrice(position.direction, position.entryPrice, rules.breakEvenPercent);
    levels.push({ label: translate('positionChart.be1'), price, kind: 'breakeven' });
  }
  return levels;
}

/**
 * The opening, a reopening and the close, each on the candle holding it; events before the first candle are left
 * out. Short labels: the marker's text is drawn on the chart, the times are written below it.
 */
export function positionMarkers(position: Position, candles: readonly ChartCandle[]): TradeMarker[] {
  const events: Array<Omit<TradeMarker, 'time'> & { at: string | null }> = [
    {
      at: position.openedAt,
      label: translate('positionChart.open'),
      kind: 'entry',
      price: position.entryPrice,
    },
    {
      at: position.reopenedAt,
      label: translate('positionChart.reopen'),
      kind: 'entry',
      price: position.entryPrice,
    },
    {
      at: position.closedAt,
      label: translate('positionChart.close'),
      kind: 'exit',
      price: position.exitPrice ?? position.entryPrice,
    },
  ];
  return events.flatMap(({ at, ...marker }) => {
    const candle = at ? candleAt(candles, Date.parse(at)) : undefined;
    return candle ? [{ ...marker, time: candle.time }] : [];
  });
}

/** Price-scale decimals giving about five significant digits (BTC 1, ETH 2, a 0.5 coin 6), at most 8. */
export function chartPrecision(price: number): number {
  if (!(price > 0)) return 2;
  return Math.min(8, Math.max(0, 5 - Math.floor(Math.log10(price))));
}

/** The position's events with their UTC times, written under the chart. */
export function positionEvents(position: Position): Array<{ label: string; at: string }> {
  const events = [
    { label: translate('positionChart.open'), at: position.openedAt },
    { label: translate('positionChart.reopen'), at: position.reopenedAt },
    {
      label: position.closeReason
        ? translate('positionChart.closeBecause', { reason: closeReasonLabel(position.closeReason) })
        : translate('positionChart.close'),
      at: position.closedAt,
    },
  ];
  return events.filter((event): event is { label: string; at: string } => event.at !== null);
}
