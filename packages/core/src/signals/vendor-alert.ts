/**
 * Alert bodies that trading tools send, read as a signal, an update, or refused with the reason (docs/signals.md,
 * "Vendor alerts"). Pure. Recognised:
 * - our TradingView template `{"ticker":"{{ticker}}","action":"{{strategy.order.action}}","price":"{{close}}"}`;
 * - TradingView's default strategy message `… order buy @ 0.015 filled on BTCUSDT.P. New strategy position is
 *   0.015` (the 0.015 after `@` is the order's quantity, never a price: the signal enters at market);
 * - pipe-separated indicator alerts `BTCUSDT | 60 | BUY | 42000.5` (the timeframe is never a price);
 * - 3Commas Signal Bot bodies (custom `enter_long`… and strategy `buy`/`sell` with `strategy_info`), 3Commas DCA
 *   bot starts (`message_type: bot`, refused: the bot's settings, not the body, hold the direction);
 * - WunderTrading codes (`ENTER-LONG_…`, `EXIT-ALL_…`), as text or as `{"code": …}` with prices;
 * - TradersPost bodies (`ticker`, `action` buy/sell/exit/cancel, `sentiment` bullish/bearish/flat or TradingView's
 *   long/short/flat, `signalPrice`/`price`, `takeProfit.limitPrice`, `stopLoss.stopPrice`).
 * Anything else gives null: the caller reads it as a structured signal or as a channel's text.
 */
import type { Direction } from '../position/profit';
import type { SignalText } from './parse-signal-text';
import type { SignalMessageReading, SignalUpdateText } from './read-signal-message';
import { priceIssue } from './text/checks';
import { normaliseSignalText } from './text/normalise';
import { findSymbols } from './text/symbol';

export const ALERT_VENDORS = [
  'tradingview',
  'tradingviewStrategy',
  'pipe',
  '3commas',
  'wundertrading',
  'traderspost',
] as const;
export type AlertVendor = (typeof ALERT_VENDORS)[number];
export type VendorAlertReading = SignalMessageReading & { vendor: AlertVendor };

type Body = Record<string, unknown>;
const refuse = (vendor: AlertVendor, reason: string): VendorAlertReading => ({
  kind: 'refused',
  reason,
  vendor,
});
const update = (vendor: AlertVendor, value: SignalUpdateText): VendorAlertReading => ({
  kind: 'update',
  update: value,
  vendor,
});

/** `BINANCE:BTCUSDT.P`, `BTCUSDTPERP`, `BTCUSD`, `USDT_BTC` (3Commas: quote first) as an exchange symbol. */
export function alertSymbol(ticker: string): string | null {
  const bare = ticker
    .trim()
    .toUpperCase()
    .replace(/^[A-Z0-9_]+:/, '');
  const quoteFirst = /^(USDT|USDC|BUSD|BTC)_([A-Z0-9]+)$/.exec(bare);
  const written = quoteFirst ? `${quoteFirst[2]}/${quoteFirst[1]}` : bare;
  const { symbols } = findSymbols(normaliseSignalText(written));
  return symbols.length === 1 ? symbols[0]! : null;
}

/** A price as a body gives it: a positive finite number, or a string holding one. */
function priceOf(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : 'invalid';
}

interface Levels {
  entry?: unknown;
  targets?: unknown[];
  stopLoss?: unknown;
  leverage?: unknown;
  entryCondition?: SignalText['entryCondition'];
}

/** A signal from a body's fields, checked as the parser checks a message's prices. */
function signalOf(
  vendor: AlertVendor,
  ticker: unknown,
  direction: Direction,
  levels: Levels = {},
): VendorAlertReading {
  const symbol = typeof ticker === 'string' ? alertSymbol(ticker) : null;
  if (!symbol) return refuse(vendor, `the ticker ${JSON.stringify(ticker ?? null)} names no symbol`);
  const entry = priceOf(levels.entry);
  const stopLoss = priceOf(levels.stopLoss);
  const targets = (levels.targets ?? []).map(priceOf);
  if (entry === 'invalid') return refuse(vendor, 'the price is not a positive number');
  if (stopLoss === 'invalid') return refuse(vendor, 'the stop loss is not a positive number');
  if (targets.some((target) => target === null || target === 'invalid')) {
    return refuse(vendor, 'a target is not a positive number');
  }
  const leverage = levels.leverage === undefined ? null : Number(levels.leverage);
  if (leverage !== null && !(Number.isInteger(leverage) && leverage >= 1 && leverage <= 125)) {
    return refuse(vendor, 'the leverage must be a whole number from 1 to 125');
  }
  const signal: SignalText = {
    symbol,
    direction,
    entries: entry === null ? [] : [entry],
    targets: targets as number[],
    stopLoss,
    leverage,
    isSpot: false,
    entryCondition: levels.entryCondition ?? 'at',
  };
  const issue = priceIssue(signal);
  return issue ? refuse(vendor, issue) : { kind: 'signal', signal, vendor };
}

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Our template and TradersPost share `ticker` + `action`; TradersPost adds `sentiment` and its levels. */
function readTickerAction(body: Body): VendorAlertReading | null {
  if (typeof body.ticker !== 'string' || typeof body.action !== 'string') return null;
  const tradersPost = ['sentiment', 'signalPrice', 'takeProfit', 'stopLoss', 'quantity'].some(
    (key) => key in body,
  );
  const vendor: AlertVendor = tradersPost ? 'traderspost' : 'tradingview';
  const action = lower(body.action);
  const sentiment = lower(body.sentiment);
  const symbol = alertSymbol(body.ticker);
  if (action === 'exit') return update(vendor, { kind: 'close', symbol });
  if (action === 'cancel') return update(vendor, { kind: 'cancel', symbol });
  if (action !== 'buy' && action !== 'sell') return refuse(vendor, `the action "${action}" is not read`);
  if (sentiment === 'flat') return update(vendor, { kind: 'close', symbol });
  const direction: Direction = action === 'buy' ? 'LONG' : 'SHORT';
  const against = direction === 'LONG' ? ['bearish', 'short'] : ['bullish', 'long'];
  if (against.includes(sentiment)) {
    return refuse(vendor, `a ${action} with the sentiment ${sentiment} reduces a position: not read`);
  }
  const takeProfit = body.takeProfit as Body | undefined;
  const stopLoss = body.stopLoss as Body | undefined;
  if (takeProfit && takeProfit.limitPrice === undefined) {
    return refuse(vendor, 'a take profit given as a percent or an amount is not read (give limitPrice)');
  }
  if (stopLoss && stopLoss.stopPrice === undefined) {
    return refuse(vendor, 'a stop loss given as a percent or an amount is not read (give stopPrice)');
  }
  return signalOf(vendor, body.ticker, direction, {
    entry: body.signalPrice ?? body.price,
    targets: takeProfit ? [takeProfit.limitPrice] : [],
    stopLoss: stopLoss?.stopPrice,
  });
}

const THREE_COMMAS_ACTIONS: Record<string, { direction: Direction; exit: boolean }> = {
  enter_long: { direction: 'LONG', exit: false },
  enter_short: { direction: 'SHORT', exit: false },
  exit_long: { direction: 'LONG', exit: true },
  exit_short: { direction: 'SHORT', exit: true },
};

function readThreeCommas(body: Body): VendorAlertReading | null {
  const vendor: AlertVendor = '3commas';
  if (body.message_type === 'bot') {
    if (lower(body.action) === 'close_at_market_price') {
      return update(vendor, {
        kind: 'close',
        symbol: typeof body.pair === 'string' ? alertSymbol(body.pair) : null,
      });
    }
    return refuse(vendor, "a 3Commas DCA bot start names no direction (the bot's settings hold it)");
  }
  if (!('secret' in body) || typeof body.tv_instrument !== 'string') return null;
  const action = lower(body.action);
  const symbol = alertSymbol(body.tv_instrument);
  const custom = THREE_COMMAS_ACTIONS[action];
  if (custom) {
    if (custom.exit) return update(vendor, { kind: 'close', symbol });
    return signalOf(vendor, body.tv_instrument, custom.direction, { entry: body.trigger_price });
  }
  if (action !== 'buy' && action !== 'sell') return refuse(vendor, `the action "${action}" is not read`);
  const info = (body.strategy_info ?? {}) as Body;
  const position = lower(info.market_position);
  if (position === 'flat') return update(vendor, { kind: 'close', symbol });
  const direction: Direction = action === 'buy' ? 'LONG' : 'SHORT';
  if (position !== (direction === 'LONG' ? 'long' : 'short')) {
    return refuse(vendor, `a ${action} leaving the position ${position || 'unknown'} is not read`);
  }
  return signalOf(vendor, body.tv_instrument, direction, { entry: body.trigger_price });
}

const WUNDER_CODE = /^(ENTER-LONG|ENTER-SHORT|EXIT-LONG|EXIT-SHORT|EXIT-ALL)_([A-Z0-9_.\-/]+)$/i;

function wunderSymbol(rest: string): string | null {
  for (const part of rest.split('_')) {
    const symbol = /USDT|USDC|BUSD|USD|BTC/i.test(part) ? alertSymbol(part) : null;
    if (symbol) return symbol;
  }
  return null;
}

function readWunderCode(code: string, body: Body = {}): VendorAlertReading | null {
  const vendor: AlertVendor = 'wundertrading';
  const match = WUNDER_CODE.exec(code.trim());
  if (!match) return null;
  const kind = match[1]!.toUpperCase();
  const symbol = wunderSymbol(match[2]!);
  if (kind === 'EXIT-ALL') return update(vendor, { kind: 'close', symbol, all: symbol === null });
  if (kind.startsWith('EXIT')) return update(vendor, { kind: 'close', symbol });
  if (!symbol) return refuse(vendor, 'the WunderTrading code names no symbol');
  const takeProfits = Array.isArray(body.takeProfits) ? (body.takeProfits as Body[]) : [];
  const stop = body.stopLoss as Body | undefined;
  if (takeProfits.some((target) => target.price === undefined) || (stop && stop.price === undefined)) {
    return refuse(vendor, 'targets or a stop given as a price deviation are not read (give price)');
  }
  return signalOf(vendor, symbol, kind === 'ENTER-LONG' ? 'LONG' : 'SHORT', {
    entry: lower(body.orderType) === 'limit' ? body.price : undefined,
    targets: takeProfits.map((target) => target.price),
    stopLoss: stop?.price,
    leverage: body.leverage,
  });
}

/** TradingView's default strategy message. */
const STRATEGY_MESSAGE =
  /order\s+(buy|sell)\s+@\s+([\d.]+)\s+filled\s+on\s+([^\s]+?)\.?\s+new\s+strategy\s+position\s+is\s+(-?[\d.]+)/i;

function readStrategyMessage(text: string): VendorAlertReading | null {
  const vendor: AlertVendor = 'tradingviewStrategy';
  const match = STRATEGY_MESSAGE.exec(text);
  if (!match) return null;
  const [, action, , ticker, positionText] = match;
  const position = Number(positionText);
  const symbol = alertSymbol(ticker!);
  if (position === 0) return update(vendor, { kind: 'close', symbol });
  const direction: Direction = position > 0 ? 'LONG' : 'SHORT';
  if ((direction === 'LONG') !== (action!.toLowerCase() === 'buy')) {
    return refuse(vendor, `an order ${action} leaving the position ${positionText} reduces it: not read`);
  }
  // The number after `@` is the order's quantity: the signal enters at market.
  return signalOf(vendor, ticker, direction);
}

/** A timeframe written with its unit (`1h`, `15m`, `D`, `1W`): never a price. */
const UNIT_TIMEFRAME = /^(?:\d{1,3}[smhdwSMHDW]|[DWM]|\d[DWM])$/;
/** TradingView's `{{interval}}` in minutes: a whole number that may be a timeframe. */
const MINUTE_INTERVALS = new Set(['1', '3', '5', '15', '30', '45', '60', '120', '180', '240']);
const NUMBER = /^\d+(?:\.\d+)?$/;
const DIRECTION_WORDS: Record<string, Direction> = {
  BUY: 'LONG',
  LONG: 'LONG',
  SELL: 'SHORT',
  SHORT: 'SHORT',
};

/** The price among a pipe alert's numbers, the timeframe left out; a string reason when it cannot be told. */
function pipePrice(numbers: string[]): string | undefined | { reason: string } {
  const prices = numbers.filter((field) => !UNIT_TIMEFRAME.test(field));
  if (prices.length === 0) return undefined;
  if (prices.length === 1 && numbers.length === 2) return prices[0];
  if (prices.length === 1) {
    const only = prices[0]!;
    return only.includes('.')
      ? only
      : { reason: `cannot tell whether ${only} is the timeframe or the price` };
  }
  if (prices.length === 2) {
    const decimals = prices.filter((field) => field.includes('.'));
    if (decimals.length === 1) return decimals[0];
    const intervals = prices.filter((field) => MINUTE_INTERVALS.has(field));
    if (intervals.length === 1) return prices.find((field) => field !== intervals[0]);
  }
  return { reason: `cannot tell the timeframe from the price among ${prices.join(', ')}` };
}

function readPipeAlert(text: string): VendorAlertReading | null {
  const vendor: AlertVendor = 'pipe';
  if (!text.includes('|') || text.includes('\n')) return null;
  const fields = text
    .split('|')
    .map((field) => field.trim())
    .filter(Boolean);
  const directions = new Set(fields.map((field) => DIRECTION_WORDS[field.toUpperCase()]).filter(Boolean));
  const tickers = fields.filter((field) => !NUMBER.test(field) && alertSymbol(field) !== null);
  if (tickers.length !== 1 || directions.size === 0) return null;
  if (directions.size > 1) return refuse(vendor, 'both directions found');
  const price = pipePrice(fields.filter((field) => NUMBER.test(field) || UNIT_TIMEFRAME.test(field)));
  if (typeof price === 'object') return refuse(vendor, price.reason);
  return signalOf(vendor, tickers[0], [...directions][0]!, { entry: price });
}

/** Reads a webhook body from a trading tool; null when it is none of the recognised vendors' shapes. */
export function readVendorAlert(body: unknown): VendorAlertReading | null {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{')) {
      try {
        return readVendorAlert(JSON.parse(text) as unknown);
      } catch {
        return null;
      }
    }
    return readStrategyMessage(text) ?? readWunderCode(text) ?? readPipeAlert(text);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const object = body as Body;
  if (typeof object.code === 'string') return readWunderCode(object.code, object);
  return readThreeCommas(object) ?? readTickerAction(object);
}
