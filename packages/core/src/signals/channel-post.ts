import type { Direction } from '../position/profit';

/**
 * A signal as a channel writes it, in the styles real signal channels post (docs/signals.md, "Demo"): the demo's
 * simulated Telegram channel posts these, and the parser reads them back to the same values (a test checks each
 * style). Prices are written with `significantDigits` digits; the post's levels are those rounded values.
 */
export interface ChannelSignal {
  symbol: string;
  direction: Direction;
  /** Both ends of the entry zone, lowest first. */
  entries: [number, number];
  /** TP1 first. */
  targets: number[];
  stopLoss: number;
  leverage: number;
}

export const CHANNEL_POST_STYLES = ['hashtag', 'emoji', 'numbered', 'french', 'commas'] as const;
export type ChannelPostStyle = (typeof CHANNEL_POST_STYLES)[number];

/** Five significant digits, at most 12 decimals. */
const decimalsOf = (price: number) => Math.min(12, Math.max(0, 4 - Math.floor(Math.log10(Math.abs(price)))));
const plain = (price: number) => price.toFixed(decimalsOf(price));

/** A price as a post writes it: five significant digits, never in exponent form (the parser reads plain decimals). */
export function channelPrice(price: number): number {
  return Number(plain(price));
}

/** A decimal comma; three decimals get a fourth, since `10,289` reads as ten thousand two hundred and eighty-nine. */
const withComma = (price: number) => {
  const text = plain(price).replace('.', ',');
  return /,\d{3}$/.test(text) ? `${text}0` : text;
};
const base = (symbol: string) => symbol.replace(/USDT$/, '');

/** The text of a post in one style. */
export function writeChannelPost(signal: ChannelSignal, style: ChannelPostStyle): string {
  const [low, high] = signal.entries;
  const long = signal.direction === 'LONG';
  const direction = long ? 'LONG' : 'SHORT';
  const arrow = long ? '📈' : '📉';
  switch (style) {
    case 'hashtag':
      return [
        `#${base(signal.symbol)}/USDT ${direction} ${arrow}`,
        `Entry: ${plain(low)} - ${plain(high)}`,
        `Targets: ${signal.targets.map((target, i) => `${i + 1}) ${plain(target)}`).join(' ')}`,
        `SL: ${plain(signal.stopLoss)}`,
        `Leverage: Cross ${signal.leverage}x`,
      ].join('\n');
    case 'emoji':
      return [
        `${signal.symbol} ${arrow} ${long ? 'Long' : 'Short'} x${signal.leverage}`,
        '',
        `Entry zone: ${plain(low)}-${plain(high)}`,
        ...signal.targets.map((target, i) => `🎯 TP${i + 1}: ${plain(target)}`),
        `🛑 Stop: ${plain(signal.stopLoss)}`,
      ].join('\n');
    case 'numbered':
      return [
        `⚡️ Signal ${base(signal.symbol)}-USDT`,
        `Direction: ${long ? 'Buy / Long' : 'Sell / Short'}`,
        `Entry targets: ${plain(low)} ${plain(high)}`,
        'Take-Profit targets:',
        ...signal.targets.map((target, i) => `${['1️⃣', '2️⃣', '3️⃣', '4️⃣'][i] ?? `${i + 1})`} ${plain(target)}`),
        `Stop targets: ${plain(signal.stopLoss)}`,
        `Leverage: Isolated ${signal.leverage}x`,
      ].join('\n');
    case 'french':
      return [
        `🔥 $${base(signal.symbol)} ${long ? 'ACHAT' : 'VENTE'} ${arrow}`,
        `Entrée : ${plain(low)} - ${plain(high)}`,
        `Objectifs : ${signal.targets.map((target, i) => `${i + 1}) ${plain(target)}`).join(' ')}`,
        `Stop-loss : ${plain(signal.stopLoss)}`,
        `Levier : ${signal.leverage}x`,
      ].join('\n');
    case 'commas':
      return [
        `${base(signal.symbol)}/USDT ${direction.toLowerCase()}`,
        `entry ${withComma(low)} - ${withComma(high)}`,
        ...signal.targets.map((target, i) => `tp${i + 1} ${withComma(target)}`),
        `sl ${withComma(signal.stopLoss)}`,
        `lev ${signal.leverage}`,
      ].join('\n');
  }
}
