import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_SYMBOLS, SimulatedExchange } from '../../../src/market/simulated';

const FROM = Date.UTC(2026, 1, 1);
const DAYS = 20;
const TO = FROM + DAYS * 86_400_000;

function logReturns(candles: CandleColumns): Float64Array {
  const returns = new Float64Array(candles.length);
  for (let i = 0; i < candles.length; i++) returns[i] = Math.log(candles.close[i]! / candles.open[i]!);
  return returns;
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

function covariance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const ma = mean(a);
  const mb = mean(b);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - ma) * (b[i]! - mb);
  return sum / a.length;
}

function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return covariance(a, b) / Math.sqrt(covariance(a, a) * covariance(b, b));
}

describe('simulated market: statistics', () => {
  const exchange = new SimulatedExchange({ clock: () => Date.UTC(2026, 10, 1) });
  const candles = new Map<string, CandleColumns>();
  beforeAll(async () => {
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'TRXUSDT', 'WIFUSDT', 'SOLUSDT']) {
      candles.set(symbol, await exchange.fetchKlines(symbol, FROM, TO));
    }
  });

  it('follows BTC with each symbol’s configured beta (minute returns regressed on BTC’s)', () => {
    const btc = logReturns(candles.get('BTCUSDT')!);
    for (const symbol of ['ETHUSDT', 'TRXUSDT', 'WIFUSDT', 'SOLUSDT']) {
      const configured = SIMULATED_SYMBOLS.find((spec) => spec.symbol === symbol)!.beta;
      const returns = logReturns(candles.get(symbol)!);
      const beta = covariance(returns, btc) / covariance(btc, btc);
      expect(beta, symbol).toBeGreaterThan(configured * 0.85);
      expect(beta, symbol).toBeLessThan(configured * 1.15);
      // own noise: correlated with BTC, not a copy of it
      const rho = correlation(returns, btc);
      expect(rho, symbol).toBeGreaterThan(0.2);
      expect(rho, symbol).toBeLessThan(0.95);
    }
  });

  it('clusters volatility: the realized variance of one hour predicts the next', () => {
    const returns = logReturns(candles.get('ETHUSDT')!);
    const hourly: number[] = [];
    for (let h = 0; h < returns.length / 60; h++) {
      let sum = 0;
      for (let m = h * 60; m < h * 60 + 60; m++) sum += returns[m]! ** 2;
      hourly.push(Math.log(sum));
    }
    expect(correlation(hourly.slice(0, -1), hourly.slice(1))).toBeGreaterThan(0.3);
    // while returns themselves are close to unpredictable
    expect(Math.abs(correlation(returns.subarray(0, -1), returns.subarray(1)))).toBeLessThan(0.1);
  });

  it('leans the taker-buy share with the move and raises volume on large moves', () => {
    const sol = candles.get('SOLUSDT')!;
    const returns = logReturns(sol);
    const share = new Float64Array(sol.length);
    const absolute = new Float64Array(sol.length);
    for (let i = 0; i < sol.length; i++) {
      share[i] = sol.takerBuyVolume[i]! / sol.volume[i]!;
      absolute[i] = Math.abs(returns[i]!);
    }
    expect(correlation(share, returns)).toBeGreaterThan(0.4);
    expect(correlation(sol.quoteVolume, absolute)).toBeGreaterThan(0.3);
    const up = share.filter((_, i) => returns[i]! > 0);
    const down = share.filter((_, i) => returns[i]! < 0);
    expect(mean(up)).toBeGreaterThan(0.53);
    expect(mean(down)).toBeLessThan(0.47);
  });

  it('has an intraday rhythm: more volume in the US afternoon (UTC) than in the Asian night', () => {
    const btc = candles.get('BTCUSDT')!;
    let afternoon = 0;
    let night = 0;
    for (let i = 0; i < btc.length; i++) {
      const hour = new Date(btc.startTime + i * MINUTE_MS).getUTCHours();
      if (hour >= 13 && hour < 17) afternoon += btc.quoteVolume[i]!;
      if (hour >= 1 && hour < 5) night += btc.quoteVolume[i]!;
    }
    expect(afternoon / night).toBeGreaterThan(1.5);
  });

  it('has about the configured daily volatility of BTC over a year (daily log returns)', async () => {
    const closes: number[] = [];
    for (let day = 0; day < 365; day++) {
      const start = Date.UTC(2025, 0, 1) + day * 86_400_000;
      const candle = await exchange.fetchKlines('BTCUSDT', start, start + MINUTE_MS);
      closes.push(candle.open[0]!);
    }
    const daily = closes.slice(1).map((close, i) => Math.log(close / closes[i]!));
    const volatility = Math.sqrt(covariance(daily, daily));
    expect(volatility).toBeGreaterThan(0.018);
    expect(volatility).toBeLessThan(0.04);
  });
});
