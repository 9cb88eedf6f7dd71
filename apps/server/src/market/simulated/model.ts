import { hashNormal } from './random';

/**
 * The parameters of the simulated market (docs/market-data.md, "Simulated market", explains each one).
 * Days are UTC days counted from the epoch; "day offset" is the day counted from the reference day.
 */
export const SIMULATION_PARAMETERS = {
  /** 2026-01-01: the day on which each symbol trades at its catalogue `referencePrice`. */
  referenceDayMs: Date.UTC(2026, 0, 1),
  /** Daily anchors exist for |day offset| < 2^levels (about 89 years either side). */
  anchorLevels: 15,
  /** Anchor deviation is damped by 1/sqrt(1 + |offset| / this many days), so prices stay plausible. */
  anchorDampingDays: 730,
  /** Day volatility regime: log-vol is an AR(1) with this persistence, summed over a bounded window. */
  dailyRegimePersistence: 0.8,
  dailyRegimeWindow: 30,
  /** Standard deviation of the day regime's log-vol. */
  dailyRegimeScale: 0.35,
  /** Hour volatility regime, the same construction on UTC hours. */
  hourlyRegimePersistence: 0.75,
  hourlyRegimeWindow: 16,
  hourlyRegimeScale: 0.3,
  /** Intraday rhythm of volatility: 1 + amplitude x cos(2 pi (minute - peak) / 1440), peak at 14:30 UTC. */
  intradayAmplitude: 0.35,
  intradayPeakMinute: 14 * 60 + 30,
  /** Volume = base x vol ratio x (floor + (1 - floor) x z^2) x uniform(1 +- noise): large moves carry volume. */
  volumeMoveFloor: 0.35,
  volumeNoise: 0.5,
  /** Taker-buy share = 0.5 + lean x s/sqrt(1 + s^2) with s = slope x z, + noise x (uniform noise of sd 1), kept in [0.03, 0.97]. */
  takerLean: 0.2,
  takerSlope: 0.8,
  takerNoise: 0.05,
} as const;

const P = SIMULATION_PARAMETERS;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;
export const REFERENCE_DAY = P.referenceDayMs / DAY_MS;
const ANCHOR_SPAN = 2 ** P.anchorLevels;

/** True when the simulated market has data for this UTC day. */
export function isSimulatedDay(day: number): boolean {
  return Math.abs(day - REFERENCE_DAY) < ANCHOR_SPAN;
}

/**
 * Standard Brownian motion (unit variance per day) at an integer day offset, pinned to 0 at offset 0, built by
 * Lévy's midpoint construction: the value at any day needs `anchorLevels` hashed normals, never the days before.
 */
function brownianAtOffset(seed: number, offset: number): number {
  const side = offset < 0 ? 1 : 0;
  const x = Math.abs(offset);
  if (x === 0) return 0;
  let lo = 0;
  let hi = ANCHOR_SPAN;
  let valueLo = 0;
  let valueHi = Math.sqrt(ANCHOR_SPAN) * hashNormal(seed, -1, side, 0x70f);
  while (hi - lo > 1) {
    if (x === lo) return valueLo;
    if (x === hi) return valueHi;
    const mid = (lo + hi) / 2;
    const valueMid = (valueLo + valueHi) / 2 + Math.sqrt((hi - lo) / 4) * hashNormal(seed, mid, side, 0xb1d);
    if (x < mid) {
      hi = mid;
      valueHi = valueMid;
    } else {
      lo = mid;
      valueLo = valueMid;
    }
  }
  return x === lo ? valueLo : valueHi;
}

/** Log-price deviation from the reference price at 00:00 UTC of `day`, in daily standard deviations. */
export function dailyAnchor(seed: number, day: number): number {
  const offset = day - REFERENCE_DAY;
  return brownianAtOffset(seed, offset) / Math.sqrt(1 + Math.abs(offset) / P.anchorDampingDays);
}

/**
 * Volatility multipliers from an AR(1) log-vol truncated to a bounded window of hashed shocks, so any index is
 * computable alone: multiplier(k) = exp(scale x sum_j persistence^j x shock(k - j) / norm - scale^2), whose
 * square has mean 1. Writes the multipliers of indices first .. first + out.length - 1 into `out`.
 */
function regimeMultipliers(
  seed: number,
  tag: number,
  first: number,
  persistence: number,
  window: number,
  scale: number,
  out: Float64Array,
): void {
  const shocks = new Float64Array(out.length + window - 1);
  for (let k = 0; k < shocks.length; k++) shocks[k] = hashNormal(seed, first - window + 1 + k, tag);
  let norm = 0;
  for (let j = 0; j < window; j++) norm += persistence ** (2 * j);
  norm = Math.sqrt(norm);
  for (let index = 0; index < out.length; index++) {
    let sum = 0;
    let weight = 1;
    for (let j = 0; j < window; j++) {
      sum += weight * shocks[index + window - 1 - j]!;
      weight *= persistence;
    }
    out[index] = Math.exp((scale * sum) / norm - scale * scale);
  }
}

/** The day regime's volatility multiplier of `day`. */
export function dailyRegime(seed: number, day: number): number {
  const out = new Float64Array(1);
  regimeMultipliers(seed, 0xda1, day, P.dailyRegimePersistence, P.dailyRegimeWindow, P.dailyRegimeScale, out);
  return out[0]!;
}

/** Intraday rhythm of volatility per minute of the UTC day, scaled so its mean square is 1. */
export const INTRADAY_VOL_SHAPE: Float64Array = (() => {
  const shape = new Float64Array(MINUTES_PER_DAY);
  let sumSquares = 0;
  for (let m = 0; m < MINUTES_PER_DAY; m++) {
    const value =
      1 + P.intradayAmplitude * Math.cos((2 * Math.PI * (m - P.intradayPeakMinute)) / MINUTES_PER_DAY);
    shape[m] = value;
    sumSquares += value * value;
  }
  const rms = Math.sqrt(sumSquares / MINUTES_PER_DAY);
  for (let m = 0; m < MINUTES_PER_DAY; m++) shape[m]! /= rms;
  return shape;
})();

/**
 * Per-minute variance of a factor on `day`: the daily variance spread over the minutes, shaped by the intraday
 * rhythm, the day regime and the hour regime. Writes 1440 values into `out`.
 */
export function minuteVariances(seed: number, day: number, dailyVol: number, out: Float64Array): void {
  const dayMultiplier = dailyRegime(seed, day);
  const base = (dailyVol * dailyVol * dayMultiplier * dayMultiplier) / MINUTES_PER_DAY;
  const hourMultipliers = new Float64Array(24);
  regimeMultipliers(
    seed,
    0x4a1,
    day * 24,
    P.hourlyRegimePersistence,
    P.hourlyRegimeWindow,
    P.hourlyRegimeScale,
    hourMultipliers,
  );
  for (let hour = 0; hour < 24; hour++) {
    const hourMultiplier = hourMultipliers[hour]!;
    const hourBase = base * hourMultiplier * hourMultiplier;
    for (let m = hour * 60; m < hour * 60 + 60; m++) {
      const shape = INTRADAY_VOL_SHAPE[m]!;
      out[m] = hourBase * shape * shape;
    }
  }
}
