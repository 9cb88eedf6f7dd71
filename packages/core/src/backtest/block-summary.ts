/**
 * Per-block price bounds of a candle series, for skipping candles in which no exit can happen (the same
 * idea as Jesse's fast mode). Blocks are aligned on absolute time, so every series shares the same block
 * numbers. Built lazily, block by block, the first time a walk asks.
 */
import { type CandleColumns, MINUTE_MS } from '../market/candles';

export const BLOCK_MINUTES = 64;
export const BLOCK_MS = BLOCK_MINUTES * MINUTE_MS;

const UNKNOWN = 0;
const COMPLETE = 1;
const INCOMPLETE = 2;

export class BlockSummaries {
  /** Absolute block number of slot 0. */
  private readonly firstBlock: number;
  private readonly status: Uint8Array;
  /** Highest of open, high and close over the block. */
  private readonly highest: Float64Array;
  /** Lowest of open, low and close over the block. */
  private readonly lowest: Float64Array;

  constructor(private readonly candles: CandleColumns) {
    this.firstBlock = Math.floor(candles.startTime / BLOCK_MS);
    const lastBlock = Math.floor(
      (candles.startTime + Math.max(0, candles.length - 1) * MINUTE_MS) / BLOCK_MS,
    );
    const slots = lastBlock - this.firstBlock + 1;
    this.status = new Uint8Array(slots);
    this.highest = new Float64Array(slots);
    this.lowest = new Float64Array(slots);
  }

  /**
   * Whether every candle of absolute block `block` is present; when so, `highestOf`/`lowestOf` hold its
   * bounds.
   */
  isComplete(block: number): boolean {
    const slot = block - this.firstBlock;
    if (slot < 0 || slot >= this.status.length) return false;
    const known = this.status[slot]!;
    if (known !== UNKNOWN) return known === COMPLETE;
    return this.summarize(slot, block);
  }

  highestOf(block: number): number {
    return this.highest[block - this.firstBlock]!;
  }

  lowestOf(block: number): number {
    return this.lowest[block - this.firstBlock]!;
  }

  private summarize(slot: number, block: number): boolean {
    const { open, high, low, close, present, length, startTime } = this.candles;
    const from = (block * BLOCK_MS - startTime) / MINUTE_MS;
    const to = from + BLOCK_MINUTES;
    if (from < 0 || to > length) {
      this.status[slot] = INCOMPLETE;
      return false;
    }
    let highest = Number.NEGATIVE_INFINITY;
    let lowest = Number.POSITIVE_INFINITY;
    for (let i = from; i < to; i++) {
      if (present[i] === 0) {
        this.status[slot] = INCOMPLETE;
        return false;
      }
      highest = Math.max(highest, open[i]!, high[i]!, close[i]!);
      lowest = Math.min(lowest, open[i]!, low[i]!, close[i]!);
    }
    this.highest[slot] = highest;
    this.lowest[slot] = lowest;
    this.status[slot] = COMPLETE;
    return true;
  }
}
