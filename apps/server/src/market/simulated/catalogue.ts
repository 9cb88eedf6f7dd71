import { significantPriceDecimals } from '@signaldesk/core/market/price-decimals';
import type { ExchangeSymbol } from '../exchange';
import { sectorOf } from '../sectors';

/** What the generator needs to know about one simulated pair. */
export interface SimulatedSymbolSpec {
  /** For example `BTCUSDT`. */
  symbol: string;
  baseAsset: string;
  /** Price on the reference day (REFERENCE_DAY_MS), in USDT. */
  referencePrice: number;
  /** Sensitivity of the log return to BTC's log return (1 for BTC itself). */
  beta: number;
  /** Daily standard deviation of the symbol's own log return, on top of beta x BTC (0 for BTC). */
  idiosyncraticDailyVol: number;
  /** Typical USDT turnover per day. */
  dailyQuoteVolume: number;
}

/** Daily standard deviation of BTC's log return (about 53 % a year). */
export const BTC_DAILY_VOL = 0.028;

type Row = [
  baseAsset: string,
  referencePrice: number,
  beta: number,
  ownVol: number,
  quoteVolumeMillions: number,
];

// Prices near the end of 2025; betas and own volatility as majors, mid caps and memes roughly behave.
const ROWS: Row[] = [
  ['BTC', 90_000, 1, 0, 15_000],
  ['ETH', 3_100, 1.15, 0.022, 10_000],
  ['BNB', 880, 0.8, 0.015, 600],
  ['SOL', 135, 1.3, 0.028, 3_000],
  ['XRP', 2.05, 1.1, 0.03, 2_000],
  ['ADA', 0.41, 1.25, 0.03, 500],
  ['AVAX', 13.5, 1.35, 0.032, 350],
  ['DOT', 2.1, 1.25, 0.03, 150],
  ['TRX', 0.28, 0.5, 0.015, 200],
  ['LTC', 80, 1, 0.025, 300],
  ['NEAR', 1.7, 1.4, 0.035, 200],
  ['SUI', 1.6, 1.5, 0.04, 600],
  ['APT', 1.7, 1.4, 0.035, 120],
  ['TON', 1.6, 0.9, 0.03, 100],
  ['ATOM', 2.3, 1.2, 0.03, 90],
  ['LINK', 13, 1.25, 0.03, 500],
  ['UNI', 5.8, 1.3, 0.035, 250],
  ['AAVE', 190, 1.3, 0.033, 350],
  ['LDO', 0.6, 1.4, 0.04, 90],
  ['CRV', 0.4, 1.45, 0.045, 120],
  ['PENDLE', 2.6, 1.5, 0.045, 80],
  ['DYDX', 0.2, 1.45, 0.045, 40],
  ['JUP', 0.22, 1.5, 0.045, 60],
  ['AXS', 0.95, 1.35, 0.04, 50],
  ['SAND', 0.15, 1.4, 0.04, 60],
  ['MANA', 0.14, 1.4, 0.04, 40],
  ['GALA', 0.008, 1.45, 0.045, 60],
  ['IMX', 0.28, 1.45, 0.045, 40],
  ['APE', 0.25, 1.4, 0.045, 50],
  ['FET', 0.22, 1.55, 0.05, 200],
  ['RENDER', 1.4, 1.5, 0.05, 80],
  ['TAO', 260, 1.5, 0.045, 250],
  ['WLD', 0.58, 1.6, 0.05, 200],
  ['ARKM', 0.2, 1.5, 0.05, 40],
  ['DOGE', 0.14, 1.4, 0.035, 1_500],
  ['1000PEPE', 0.004, 1.7, 0.05, 600],
  ['1000SHIB', 0.0075, 1.3, 0.035, 150],
  ['WIF', 0.37, 1.8, 0.055, 300],
  ['XLM', 0.23, 1.1, 0.03, 120],
  ['HBAR', 0.12, 1.3, 0.035, 150],
];

/** The 40 simulated USDT pairs. */
export const SIMULATED_SYMBOLS: readonly SimulatedSymbolSpec[] = ROWS.map(
  ([baseAsset, referencePrice, beta, idiosyncraticDailyVol, quoteVolumeMillions]) => ({
    symbol: `${baseAsset}USDT`,
    baseAsset,
    referencePrice,
    beta,
    idiosyncraticDailyVol,
    dailyQuoteVolume: quoteVolumeMillions * 1_000_000,
  }),
);

/** Decimal places of the price: about five significant digits, as Binance's tick sizes give. */
export function priceDecimals(spec: SimulatedSymbolSpec): number {
  return significantPriceDecimals(spec.referencePrice);
}

/** Every simulated pair is a USDT perpetual that also trades on spot; its tick is one unit of its last decimal. */
export function toExchangeSymbol(spec: SimulatedSymbolSpec): ExchangeSymbol {
  const decimals = priceDecimals(spec);
  return {
    symbol: spec.symbol,
    baseAsset: spec.baseAsset,
    quoteAsset: 'USDT',
    markets: ['futures', 'spot'],
    sector: sectorOf(spec.baseAsset),
    isUsdtPerpetual: true,
    tickSize: 10 ** -decimals,
    priceDecimals: decimals,
  };
}
