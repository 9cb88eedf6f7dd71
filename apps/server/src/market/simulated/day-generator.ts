import type { CandleColumns } from '@signaldesk/core/market/candles';
import { BTC_DAILY_VOL, priceDecimals, type SimulatedSymbolSpec } from './catalogue';
import { dailyAnchor, MINUTES_PER_DAY, minuteVariances, SIMULATION_PARAMETERS } from './model';
import { hashInts, hashString, SeededRandom } from './random';

/** One UTC day (1440 minutes) of one symbol's candles: every minute present, so only the value columns. */
export type DayCandles = Omit<CandleColumns, 'startTime' | 'length' | 'present'>;

/** A factor's log path over one day: `path[i]` at the start of minute i (1441 points), `variance[i]` of minute i. */
interface FactorDay {
  path: Float64Array;
  variance: Float64Array;
}

const MARKET_SEED = hashString('BTCUSDT');
const P = SIMULATION_PARAMETERS;
/** About a year of BTC factor days (23 KB each), so filling symbol after symbol generates each day once. */
const MARKET_DAY_CACHE_SIZE = 400;
/** A uniform on (-0.5, 0.5) times this has standard deviation 1. */
const UNIFORM_TO_UNIT_SD = Math.sqrt(12);

/**
 * A factor's day: a Brownian bridge from the day's anchor to the next day's anchor whose minute variances carry
 * the intraday rhythm and the volatility regimes. Time runs in cumulative variance, so quiet minutes move little.
 */
function generateFactorDay(seed: number, day: number, dailyVol: number): FactorDay {
  const variance = new Float64Array(MINUTES_PER_DAY);
  minuteVariances(seed, day, dailyVol, variance);
  const path = new Float64Array(MINUTES_PER_DAY + 1);
  const cumulativeVariance = new Float64Array(MINUTES_PER_DAY + 1);
  const random = new SeededRandom(hashInts(seed, day, 0xb21d));
  let walk = 0;
  let total = 0;
  for (let i = 0; i < MINUTES_PER_DAY; i++) {
    const v = variance[i]!;
    walk += Math.sqrt(v) * random.normal();
    total += v;
    path[i + 1] = walk;
    cumulativeVariance[i + 1] = total;
  }
  const startAnchor = dailyVol * dailyAnchor(seed, day);
  const endAnchor = dailyVol * dailyAnchor(seed, day + 1);
  const pull = endAnchor - startAnchor - walk;
  for (let i = 0; i <= MINUTES_PER_DAY; i++) {
    path[i] = startAnchor + path[i]! + (cumulativeVariance[i]! / total) * pull;
  }
  return { path, variance };
}

/** exp(x) for |x| below a few percent, by its Taylor series (error under 1e-9 there; prices keep 5 digits). */
function expSmall(x: number): number {
  return 1 + x * (1 + x * (0.5 + x * (1 / 6 + x / 24)));
}

export function allocateDayCandles(): DayCandles {
  return {
    open: new Float64Array(MINUTES_PER_DAY),
    high: new Float64Array(MINUTES_PER_DAY),
    low: new Float64Array(MINUTES_PER_DAY),
    close: new Float64Array(MINUTES_PER_DAY),
    volume: new Float64Array(MINUTES_PER_DAY),
    quoteVolume: new Float64Array(MINUTES_PER_DAY),
    takerBuyVolume: new Float64Array(MINUTES_PER_DAY),
  };
}

/**
 * Generates any day of any symbol on its own: log price = log(reference) + beta x BTC factor + own factor.
 * High and low are drawn from the exact distribution of a Brownian bridge's extremes between open and close;
 * volume follows volatility and the squared move; the taker-buy share leans with the move.
 */
export class SimulatedDayGenerator {
  private readonly marketDays = new Map<number, FactorDay>();

  private marketDay(day: number): FactorDay {
    let factor = this.marketDays.get(day);
    if (factor) {
      this.marketDays.delete(day);
    } else {
      factor = generateFactorDay(MARKET_SEED, day, BTC_DAILY_VOL);
      if (this.marketDays.size >= MARKET_DAY_CACHE_SIZE)
        this.marketDays.delete(this.marketDays.keys().next().value!);
    }
    this.marketDays.set(day, factor);
    return factor;
  }

  generate(spec: SimulatedSymbolSpec, day: number, out: DayCandles = allocateDayCandles()): DayCandles {
    const seed = hashString(spec.symbol);
    const market = this.marketDay(day);
    const own =
      spec.idiosyncraticDailyVol > 0 ? generateFactorDay(seed, day, spec.idiosyncraticDailyVol) : null;
    const random = new SeededRandom(hashInts(seed, day, 0xca7d));
    const scale = 10 ** priceDecimals(spec);
    const logReference = Math.log(spec.referencePrice);
    const beta = spec.beta;
    const betaSquared = beta * beta;
    const baseDeviation = Math.sqrt(
      (betaSquared * BTC_DAILY_VOL * BTC_DAILY_VOL + spec.idiosyncraticDailyVol ** 2) / MINUTES_PER_DAY,
    );
    const moveFloor = P.volumeMoveFloor;
    const volumeNoise = P.volumeNoise;
    const baseQuoteVolume = spec.dailyQuoteVolume / MINUTES_PER_DAY;
    const marketPath = market.path;
    const marketVariance = market.variance;
    const ownPath = own?.path;
    const ownVariance = own?.variance;
    const { open, high, low, close, volume, quoteVolume, takerBuyVolume } = out;
    const tick = 1 / scale;

    let logOpen = logReference + beta * marketPath[0]! + (ownPath ? ownPath[0]! : 0);
    let rawOpen = Math.exp(logOpen);
    let openPrice = Math.round(rawOpen * scale) / scale;
    for (let i = 0; i < MINUTES_PER_DAY; i++) {
      const logClose = logReference + beta * marketPath[i + 1]! + (ownPath ? ownPath[i + 1]! : 0);
      const variance = betaSquared * marketVariance[i]! + (ownVariance ? ownVariance[i]! : 0);
      const move = logClose - logOpen;
      // exp(logClose) step by step: a minute's move is small enough for the series (re-anchored every day).
      const rawClose = rawOpen * expSmall(move);
      const closePrice = Math.round(rawClose * scale) / scale;
      // Extremes of a Brownian bridge from open to close, relative to the close in log terms (small numbers).
      const highAboveClose = (Math.sqrt(move * move - 2 * variance * Math.log(random.uniform())) - move) / 2;
      const lowBelowClose = (Math.sqrt(move * move - 2 * variance * Math.log(random.uniform())) + move) / 2;
      const highPrice = Math.max(
        Math.round(rawClose * expSmall(highAboveClose) * scale) / scale,
        openPrice,
        closePrice,
      );
      const lowPrice = Math.max(
        Math.min(Math.round(rawClose * expSmall(-lowBelowClose) * scale) / scale, openPrice, closePrice),
        Math.min(tick, openPrice, closePrice),
      );
      const deviation = Math.sqrt(variance);
      const z = move / deviation;
      const turnover =
        baseQuoteVolume *
        (deviation / baseDeviation) *
        (moveFloor + (1 - moveFloor) * z * z) *
        (1 - volumeNoise + 2 * volumeNoise * random.uniform());
      const typicalPrice = (openPrice + highPrice + lowPrice + closePrice) / 4;
      const baseVolume = turnover / typicalPrice;
      const leanInput = P.takerSlope * z;
      const takerShare = Math.min(
        0.97,
        Math.max(
          0.03,
          0.5 +
            (P.takerLean * leanInput) / Math.sqrt(1 + leanInput * leanInput) +
            P.takerNoise * UNIFORM_TO_UNIT_SD * (random.uniform() - 0.5),
        ),
      );
      open[i] = openPrice;
      high[i] = highPrice;
      low[i] = lowPrice;
      close[i] = closePrice;
      volume[i] = baseVolume;
      quoteVolume[i] = turnover;
      takerBuyVolume[i] = baseVolume * takerShare;
      logOpen = logClose;
      rawOpen = rawClose;
      openPrice = closePrice;
    }
    return out;
  }
}
