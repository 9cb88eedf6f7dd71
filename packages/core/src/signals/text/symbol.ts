/**
 * The symbol of a free-text signal (docs/signals.md, "Symbol"), read from the normalised text (normalise.ts).
 * Accepted: `BTC/USDT`, `#BTC/USDT`, `BTC/USDT:USDT`, `BTC-USDT`, `BTCUSDT`, `BTCUSDT.P`, `BTCUSDTPERP`, `$BTC`,
 * `#BTC`, `Coin: BTC`, `Coin Name: #APE/USDT`, `Pair: BTCUSDT` and a bare base asset written right before its
 * direction (`BTC LONG`). A base asset alone is read against USDT. A pair quoted in USD (`BTCUSD`, `#BTCUSD`,
 * `BTC/USD`, as inverse contracts are named) names its base asset, read against USDT; BitMEX's `XBT` is BTC. A
 * glued pair quoted in BTC (`NKNBTC`) is read as such when its base has three letters or more. Forex and metal
 * pairs (`EURUSD`, `XAUUSD`, `GOLD`) are no crypto symbol: findSymbols reports them, and the parser refuses.
 */

/** Quote assets read from a pair written with a separator (USD: an inverse contract, read against USDT). */
const SLASH_QUOTES = 'USDT|USDC|FDUSD|BUSD|BTC|ETH|BNB|USD';
/** Quote assets read from a glued pair (`ETHBTC` is left alone: is it ETH/BTC or a coin named ETHB?). */
const GLUED_QUOTES = 'USDT|USDC|FDUSD|BUSD|USD';
/** A glued pair quoted in BTC (`NKNBTC`, `#NKNBTC`): a base of three characters or more. */
const GLUED_BTC = '(?<![A-Z0-9])[#$]?([A-Z][A-Z0-9]{2,14})(BTC)(?![A-Z0-9])';
const BASE = '[A-Z0-9]{1,15}';
const CONTRACT_SUFFIX = '(?::(?:USDT|USDC)|\\.P|\\.?PERP(?:ETUAL)?)?';
const END = '(?![A-Z0-9])';
const START = '(?<![A-Z0-9])';

const SEPARATED_PAIR = new RegExp(
  `${START}[#$]?(${BASE})\\s?[/\\-_]\\s?(${SLASH_QUOTES})${CONTRACT_SUFFIX}${END}`,
  'g',
);
const GLUED_PAIR = new RegExp(`${START}[#$]?([A-Z0-9]{1,15}?)(${GLUED_QUOTES})${CONTRACT_SUFFIX}${END}`, 'g');
const GLUED_BTC_PAIR = new RegExp(GLUED_BTC, 'g');
/** A base asset alone holds a letter (`1000PEPE`, never `125` as in `Signal #125`). */
const ASSET = '\\d{0,6}[A-Z][A-Z0-9]{0,14}';
const LABELLED = new RegExp(
  `${START}(?:COIN|PAIR|SYMBOL|ASSET|TOKEN)\\s?[:\\-=]?\\s?[#$]?(${ASSET})${END}`,
  'g',
);
/** A hashtag of ten characters at most (`#traderigorous` is a word, not a ticker). */
const TAGGED = new RegExp(`[#$](\\d{0,6}[A-Z][A-Z0-9]{0,9})${END}`, 'g');
/** Channel labels written as tags (`#TP1`, `#SL`). */
const LABEL_TAG = /^(?:TP|SL|TARGET|ENTRY|STOP)\d*$/;
const BEFORE_DIRECTION = new RegExp(`${START}([A-Z][A-Z0-9]{1,14})(?=\\s(?:LONG|SHORT)${END})`, 'g');

/** Words a channel tags or writes before a direction that are no asset (`#SIGNAL`, `#VIP`, `FUTURES LONG`). */
const NOT_ASSETS = new Set(
  (
    'LONG SHORT BUY SELL SIGNAL SIGNALS VIP FREE FUTURES FUTURE SPOT PERP BINANCE BYBIT OKX BITGET KUCOIN MEXC ' +
    'CRYPTO ALERT SCALP SCALPING SWING TRADE TRADES NEW UPDATE PUMP SETUP CALL GO OPEN NOW LEVERAGE CROSS ' +
    'ISOLATED MID LOW HIGH RISK TERM USDT USDC NOUVEAU SIGNAL TARGET TARGETS ENTRY STOP SL TP NAME EXCHANGE ' +
    'CRYPTO MIDTERM SHORTTERM LONGTERM MEDIUMTIME SHORTTIME LONGTIME BUYZONE SELLZONE FUTURE ENTER POSITION ' +
    'START'
  ).split(' '),
);

/** Bases of forex, metal and index pairs, which channels post alongside crypto calls: never a crypto symbol. */
const NOT_CRYPTO = new Set(
  'EUR GBP AUD NZD CAD CHF JPY USD XAU XAG XUA GOLD SILVER OIL US30 NAS100 SPX500 GER40 USOIL UKOIL'.split(
    ' ',
  ),
);
const FIAT = '(?:EUR|GBP|AUD|NZD|USD|CAD|CHF|JPY)';
const FOREX = `(?:(?:XAU|XAG|XUA)\\s?/?\\s?USD|GOLD|SILVER|${FIAT}\\s?/?\\s?${FIAT})`;
const FOREX_WORD = new RegExp(`(?<![A-Z0-9])${FOREX}(?![A-Z0-9])`);
const FOREX_PAIR = new RegExp(`^${FOREX}$`);
/** A stablecoin alone (`BUSD`, `TUSD`) is a quote asset, not a pair. */
const STABLECOINS = new Set(['BUSD', 'TUSD', 'FDUSD', 'USDT', 'USDC']);
/** Other names of a base asset: BitMEX writes BTC as XBT. */
const ALIASES: Record<string, string> = { XBT: 'BTC' };

export interface SymbolReading {
  /** Every distinct symbol found, in the order first found. */
  symbols: string[];
  /** A forex, metal or index pair the text names (`XAUUSD`), when it names no crypto symbol. */
  nonCrypto: string | null;
  /** The text with every symbol read blanked out, so that its digits (`1000PEPE`) are not read as prices. */
  rest: string;
}

/** Every symbol the normalised text names. */
export function findSymbols(text: string): SymbolReading {
  const symbols: string[] = [];
  const add = (written: string, quote: string) => {
    const base = ALIASES[written] ?? written;
    const symbol = `${base}${quote === 'USD' ? 'USDT' : quote}`;
    if (!symbols.includes(symbol)) symbols.push(symbol);
  };
  let rest = text;
  /** Blanks out each match of `pattern` naming an asset; `quote` is its second group (pairs) or USDT. */
  const take = (pattern: RegExp, withQuote: boolean) => {
    rest = rest.replace(pattern, (whole: string, base: string, quote: unknown) => {
      const written = whole.replace(/^[#$]/, '');
      if (
        NOT_CRYPTO.has(base) ||
        STABLECOINS.has(written) ||
        FOREX_PAIR.test(written) ||
        FOREX_PAIR.test(base)
      )
        return whole;
      // A pair names its base explicitly (`HIGH/USDT`); a bare word is checked against the channel words.
      if (!withQuote && (NOT_ASSETS.has(base) || LABEL_TAG.test(base))) return whole;
      add(base, withQuote ? String(quote) : 'USDT');
      return ' '.repeat(whole.length);
    });
  };
  take(SEPARATED_PAIR, true);
  take(GLUED_PAIR, true);
  take(GLUED_BTC_PAIR, true);
  const pairs = symbols.length;
  // A forex pair and no crypto pair: the bare words around it (`Symbol chart : EUR/ NZD`) name no crypto asset.
  const forex = pairs === 0 ? (FOREX_WORD.exec(text)?.[0] ?? null) : null;
  if (forex) return { symbols: [], rest, nonCrypto: forex };
  take(LABELLED, false);
  take(TAGGED, false);
  if (symbols.length === 0) take(BEFORE_DIRECTION, false);
  return { symbols, rest, nonCrypto: null };
}
