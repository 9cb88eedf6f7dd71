import type { BacktestConfig } from './config';
import { levelsFromPercents } from './exits';
import type { BacktestTrade, TargetName } from './types';

/**
 * What a trade's chart draws (docs/backtesting-screen.md, "Trade chart"): its price levels as lines and its
 * events as markers, from the trade, the configuration it ran with and the candles around it. Pure.
 */

export interface ChartCandle {
  /** Open time, ms (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface PriceLevel {
  label: string;
  price: number;
  kind: 'entry' | 'stop' | 'target' | 'breakeven';
}

export interface TradeMarker {
  /** Open time of the candle the event falls in, ms. */
  time: number;
  label: string;
  kind: 'signal' | 'entry' | 'target' | 'breakeven' | 'exit';
  price: number;
}

/** Entry, stop loss, TP1 to TP3 and the breakeven stops that the configuration turns on. */
export function tradePriceLevels(trade: BacktestTrade, config: BacktestConfig): PriceLevel[] {
  const levels = levelsFromPercents(trade.direction, trade.entryPrice, config);
  const lines: PriceLevel[] = [
    { label: 'Entry', price: trade.entryPrice, kind: 'entry' },
    { label: 'SL', price: levels.stopLoss, kind: 'stop' },
    { label: 'TP1', price: levels.tp1, kind: 'target' },
    { label: 'TP2', price: levels.tp2, kind: 'target' },
    { label: 'TP3', price: levels.tp3, kind: 'target' },
  ];
  if (config.enableBreakeven1) lines.push({ label: 'BE1', price: levels.breakEven1, kind: 'breakeven' });
  return lines;
}

/** The candle holding `time`: the last one opening at or before it (candles sorted by time). */
export function candleAt(candles: readonly ChartCandle[], time: number): ChartCandle | undefined {
  let low = 0;
  let high = candles.length - 1;
  let found: ChartCandle | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (candles[middle]!.time <= time) {
      found = candles[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Markers: the signal, the entry, each target the trade hit (at the first candle after entry reaching it, no
 * earlier than the target before it), the breakeven stop moves they caused, and the exit. `candles` may be
 * coarser than a minute: a marker then sits on the candle holding the event.
 */
export function tradeMarkers(
  trade: BacktestTrade,
  config: BacktestConfig,
  candles: readonly ChartCandle[],
): TradeMarker[] {
  const entryTime = Date.parse(trade.entryTime);
  const exitTime = Date.parse(trade.exitTime);
  const signalTime = Date.parse(trade.initialOpportunityTime);
  const at = (time: number) => candleAt(candles, time)?.time ?? time;
  const markers: TradeMarker[] = [
    { time: at(signalTime), label: 'Signal', kind: 'signal', price: trade.entryPrice },
    { time: at(entryTime - 1), label: `Entry ${trade.direction}`, kind: 'entry', price: trade.entryPrice },
  ];
  const levels = levelsFromPercents(trade.direction, trade.entryPrice, config);
  const targetPrice: Record<TargetName, number> = { TP1: levels.tp1, TP2: levels.tp2, TP3: levels.tp3 };
  const reaches = (candle: ChartCandle, price: number) =>
    trade.direction === 'LONG' ? candle.high >= price : candle.low <= price;
  // The trade's candles: from the one holding its entry time up to the one it exits in (several targets may
  // be reached in one candle, so each search starts at the candle of the target before).
  let index = Math.max(0, candles.indexOf(candleAt(candles, entryTime) as ChartCandle));
  for (const target of trade.tpsHit) {
    const price = targetPrice[target];
    while (index < candles.length && candles[index]!.time < exitTime && !reaches(candles[index]!, price))
      index++;
    if (index >= candles.length || candles[index]!.time >= exitTime) break;
    const time = candles[index]!.time;
    markers.push({ time, label: target, kind: 'target', price });
    const tradeGoesOn = trade.exitReason !== target;
    if (target === 'TP1' && tradeGoesOn && config.enableBreakeven1) {
      markers.push({ time, label: 'Stop to BE1', kind: 'breakeven', price: levels.breakEven1 });
    }
    if (target === 'TP2' && tradeGoesOn && config.enableBreakeven2) {
      markers.push({ time, label: 'Stop to entry', kind: 'breakeven', price: trade.entryPrice });
    }
  }
  markers.push({
    time: at(exitTime - 1),
    label: `Exit ${trade.exitReason}`,
    kind: 'exit',
    price: trade.exitPrice,
  });
  return markers.sort((a, b) => a.time - b.time);
}
