/**
 * The symbol of a free-text signal (docs/signals.md, "Symbol"), read from the normalised text (normalise.ts).
 * Accepted: `BTC/USDT`, `#BTC/USDT`, `BTC/USDT:USDT`, `BTC-USDT`, `BTCUSDT`, `BTCUSDT.P`, `BTCUSDTPERP`, `$BTC`,
 * `#BTC`, `Coin: BTC`, `Pair: BTCUSDT` and a bare base asset written right before its direction (`BTC LONG`).
 * A base asset alone is read against USDT.
 */

/** Quote assets read from a pair written with a separator. */
const SLASH_QUOTES = 'USDT|USDC|FDUSD|BUSD|BTC|ETH|BNB';
/** Quote assets read from a glued pair (`ETHBTC` is left alone: is it ETH/BTC or a coin named ETHB?). */
const GLUED_QUOTES = 'USDT|USDC|FDUSD|BUSD';
const BASE = '[A-Z0-9]{1,15}';
const CONTRACT_SUFFIX = '(?::(?:USDT|USDC)|\\.P|\\.?PERP(?:ETUAL)?)?';
const END = '(?![A-Z0-9])';
const START = '(?<![A-Z0-9])';

const SEPARATED_PAIR = new RegExp(
  `${START}[#$]?(${BASE})\\s?[/\\-_]\\s?(${SLASH_QUOTES})${CONTRACT_SUFFIX}${END}`,
  'g',
);
const GLUED_PAIR = new RegExp(`${START}[#$]?([A-Z0-9]{1,15}?)(${GLUED_QUOTES})${CONTRACT_SUFFIX}${END}`, 'g');
/** A base asset alone holds a letter (`1000PEPE`, never `125` as in `Signal #125`). */
const ASSET = '\\d{0,6}[A-Z][A-Z0-9]{0,14}';
const LABELLED = new RegExp(
  `${START}(?:COIN|PAIR|SYMBOL|ASSET|TOKEN)\\s?[:\\-=]?\\s?[#$]?(${ASSET})${END}`,
  'g',
);
const TAGGED = new RegExp(`[#$](${ASSET})${END}`, 'g');
const BEFORE_DIRECTION = new RegExp(`${START}([A-Z][A-Z0-9]{1,14})(?=\\s(?:LONG|SHORT)${END})`, 'g');

/** Words a channel tags or writes before a direction that are no asset (`#SIGNAL`, `#VIP`, `FUTURES LONG`). */
const NOT_ASSETS = new Set(
  (
    'LONG SHORT BUY SELL SIGNAL SIGNALS VIP FREE FUTURES FUTURE SPOT PERP BINANCE BYBIT OKX BITGET KUCOIN MEXC ' +
    'CRYPTO ALERT SCALP SCALPING SWING TRADE TRADES NEW UPDATE PUMP SETUP CALL GO OPEN NOW LEVERAGE CROSS ' +
    'ISOLATED MID LOW HIGH RISK TERM USDT USDC NOUVEAU SIGNAL TARGET TARGETS ENTRY STOP SL TP'
  ).split(' '),
);

export interface SymbolReading {
  /** Every distinct symbol found, in the order first found. */
  symbols: string[];
  /** The text with every symbol read blanked out, so that its digits (`1000PEPE`) are not read as prices. */
  rest: string;
}

/** Every symbol the normalised text names. */
export function findSymbols(text: string): SymbolReading {
  const symbols: string[] = [];
  const add = (base: string, quote: string) => {
    const symbol = `${base}${quote}`;
    if (!symbols.includes(symbol)) symbols.push(symbol);
  };
  let rest = text;
  /** Blanks out each match of `pattern` naming an asset; `quote` is its second group (pairs) or USDT. */
  const take = (pattern: RegExp, withQuote: boolean) => {
    rest = rest.replace(pattern, (whole: string, base: string, quote: unknown) => {
      if (NOT_ASSETS.has(base)) return whole;
      add(base, withQuote ? String(quote) : 'USDT');
      return ' '.repeat(whole.length);
    });
  };
  take(SEPARATED_PAIR, true);
  take(GLUED_PAIR, true);
  take(LABELLED, false);
  take(TAGGED, false);
  if (symbols.length === 0) take(BEFORE_DIRECTION, false);
  return { symbols, rest };
}
