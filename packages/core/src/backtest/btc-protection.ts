/**
 * BTC protection (docs/backtest.md, 5. The trade, step 4): per-minute BTCUSDT pattern flags, computed once
 * per run, so the trade walk only looks them up.
 */
import { type CandleColumns, MINUTE_MS } from '../market/candles';
import { BLOCK_MINUTES, BLOCK_MS } from './block-summary';
import type { BacktestConfig } from './config';
import { bodyPercent } from './patterns';

export const BTC_SYMBOL = 'BTCUSDT';

export const BTC_FLAG = Object.freeze({
  /** A bearish BTC pattern ends at this minute: it closes a LONG. */
  BEARISH: 1,
  /** A bullish BTC pattern ends at this minute: it closes a SHORT. */
  BULLISH: 2,
  /** A BTCUSDT candle the rule reads for this minute is missing. */
  MISSING: 4,
});

/** The flag that closes a trade in direction `sign`. */
export function btcAgainstFlag(sign: number): number {
  return sign === 1 ? BTC_FLAG.BEARISH : BTC_FLAG.BULLISH;
}

export type BtcRules = Pick<BacktestConfig, 'btcVolumeMultiplier' | 'btcLookbackPeriod' | 'btcMinCandleSize'>;

/**
 * Flags for the minute opening at `openTime`: the 3 BTCUSDT candles ending with it, judged against the
 * mean volume of the `btcLookbackPeriod` candles before them.
 */
export function btcFlagAt(btc: CandleColumns | undefined, openTime: number, rules: BtcRules): number {
  if (!btc) return BTC_FLAG.MISSING;
  const last = (openTime - btc.startTime) / MINUTE_MS;
  const lookback = rules.btcLookbackPeriod;
  const first = last - 2 - lookback;
  if (first < 0 || last >= btc.length) return BTC_FLAG.MISSING;
  const { open, close, volume, present } = btc;
  let lookVolume = 0;
  for (let i = first; i < last - 2; i++) {
    if (present[i] === 0) return BTC_FLAG.MISSING;
    lookVolume += volume[i]!;
  }
  const minVolume = rules.btcVolumeMultiplier * (lookVolume / lookback);
  let bearish = 0;
  let bearishBig = false;
  let bullish = 0;
  let bullishBig = false;
  for (let i = last - 2; i <= last; i++) {
    if (present[i] === 0) return BTC_FLAG.MISSING;
    const o = open[i]!;
    const c = close[i]!;
    if (!(volume[i]! >= minVolume) || c === o) continue;
    const big = bodyPercent(o, c) >= rules.btcMinCandleSize;
    if (c < o) {
      bearish++;
      bearishBig ||= big;
    } else {
      bullish++;
      bullishBig ||= big;
    }
  }
  return (
    (bearish >= 2 && bearishBig ? BTC_FLAG.BEARISH : 0) | (bullish >= 2 && bullishBig ? BTC_FLAG.BULLISH : 0)
  );
}

/** Marks a minute or block whose flags are not computed yet (flags only use the low 3 bits). */
const UNKNOWN = 0xff;

/**
 * Flags of every minute in a span (whole blocks), and their OR per block for block skipping. A block's
 * flags are computed the first time a walk asks for any of its minutes, then kept for the run.
 */
export class BtcFlags {
  private readonly fromMs: number;
  /** Absolute block number of block slot 0. */
  private readonly firstBlock: number;
  private readonly minutes: Uint8Array;
  private readonly blocks: Uint8Array;

  constructor(
    private readonly btc: CandleColumns | undefined,
    private readonly rules: BtcRules,
    fromMs: number,
    toMs: number,
  ) {
    this.firstBlock = Math.floor(fromMs / BLOCK_MS);
    this.fromMs = this.firstBlock * BLOCK_MS;
    const end = Math.max(this.fromMs, Math.ceil(toMs / BLOCK_MS) * BLOCK_MS);
    this.minutes = new Uint8Array((end - this.fromMs) / MINUTE_MS).fill(UNKNOWN);
    this.blocks = new Uint8Array((end - this.fromMs) / BLOCK_MS).fill(UNKNOWN);
  }

  /** Slot of the minute opening at `openTime`; slots of consecutive minutes are consecutive. */
  slotOf(openTime: number): number {
    return ((openTime - this.fromMs) / MINUTE_MS) | 0;
  }

  /** Flags of the minute opening at `openTime`, whose slot is `slot`. */
  at(slot: number, openTime: number): number {
    if (slot < 0 || slot >= this.minutes.length) return btcFlagAt(this.btc, openTime, this.rules);
    const flags = this.minutes[slot]!;
    if (flags !== UNKNOWN) return flags;
    this.computeBlock((slot / BLOCK_MINUTES) | 0);
    return this.minutes[slot]!;
  }

  /** OR of the flags of the absolute block `block`, or MISSING when it lies outside the span. */
  ofBlock(block: number): number {
    const slot = block - this.firstBlock;
    if (slot < 0 || slot >= this.blocks.length) return BTC_FLAG.MISSING;
    if (this.blocks[slot] === UNKNOWN) this.computeBlock(slot);
    return this.blocks[slot]!;
  }

  private computeBlock(blockSlot: number): void {
    let combined = 0;
    for (let m = blockSlot * BLOCK_MINUTES; m < (blockSlot + 1) * BLOCK_MINUTES; m++) {
      const flags = btcFlagAt(this.btc, this.fromMs + m * MINUTE_MS, this.rules);
      this.minutes[m] = flags;
      combined |= flags;
    }
    this.blocks[blockSlot] = combined;
  }
}
