/**
 * The free-text signal parser (docs/signals.md, "Free-text signals"): what a signal channel posts, read into a
 * symbol, a direction and prices, or refused with the reason in plain English. Pure: no I/O, no clock. Used by
 * `POST /api/signals/parse` and by every source that receives text (webhook `{text}`, Telegram channels).
 *
 * The reading is made in steps, one file each under text/: normalise (case, accents, emojis), symbol, leverage
 * tokens, direction, sections (entry / targets / stop / leverage labels), numbers, then the price checks.
 */
import type { Direction } from '../position/profit';
import { priceIssue } from './text/checks';
import { findDirections } from './text/direction';
import { findLeverageTokens } from './text/leverage';
import { normaliseSignalText } from './text/normalise';
import { numbersIn, usesDecimalComma } from './text/numbers';
import { type EntryCondition, SECTION_KINDS, type SectionKind, splitSections } from './text/sections';
import { findSymbols } from './text/symbol';

/** The longest message read (a Telegram post holds at most 4096 characters). */
export const MAX_SIGNAL_TEXT_LENGTH = 4000;
/** The most entry prices, and the most targets, one message may give (Binance Killers post ten targets). */
export const MAX_SIGNAL_LEVELS = 20;
/** The highest leverage read (Binance's futures go up to 125x). */
export const MAX_SIGNAL_LEVERAGE = 125;

/** What a message says. */
export interface SignalText {
  /** Exchange symbol, base then quote: `BTCUSDT`. */
  symbol: string;
  /** LONG, or SHORT; a spot buy reads LONG. */
  direction: Direction;
  /** Entry prices in the order written (a range `42000 - 42500` gives both ends); empty: enter at market. */
  entries: number[];
  /** Take-profit prices, TP1 first. */
  targets: number[];
  stopLoss: number | null;
  /** The lowest leverage written (`x10`, `Cross 20x`, `Leverage: 5`); null when none. */
  leverage: number | null;
  /** A spot buy: the message names no direction but says SPOT or buys through a `Buy:` label. */
  isSpot: boolean;
  /**
   * How the entry is reached (docs/signals.md, "Breakout entries"): `at` the entry prices (a limit, or at market
   * without one); `above` / `below` once the price crosses the entry ("Enter above 200"), as Cornix reads them.
   */
  entryCondition: EntryCondition;
}

export const ENTRY_CONDITIONS = ['at', 'above', 'below'] as const satisfies readonly EntryCondition[];
export type { EntryCondition };

export type SignalTextReading = { ok: true; signal: SignalText } | { ok: false; reason: string };

const refuse = (reason: string): SignalTextReading => ({ ok: false, reason });

/** LONG when every target lies above every entry, SHORT when below; null otherwise (or without both). */
function directionOfPrices(entries: number[], targets: number[]): Direction | null {
  if (entries.length === 0 || targets.length === 0) return null;
  const [low, high] = [Math.min(...entries), Math.max(...entries)];
  if (targets.every((target) => target > high)) return 'LONG';
  if (targets.every((target) => target < low)) return 'SHORT';
  return null;
}

export function parseSignalText(text: string): SignalTextReading {
  if (text.length > MAX_SIGNAL_TEXT_LENGTH) {
    return refuse(`the message is longer than ${MAX_SIGNAL_TEXT_LENGTH} characters`);
  }
  const { symbols, rest, nonCrypto } = findSymbols(normaliseSignalText(text));
  if (nonCrypto) return refuse(`${nonCrypto} is a forex or metal pair, not a crypto symbol`);
  if (symbols.length === 0) return refuse('no symbol found');
  if (symbols.length > 1) return refuse(`several symbols found (${symbols.join(', ')})`);
  const tokens = findLeverageTokens(rest);
  const words = findDirections(tokens.rest);
  if (words.long && words.short) return refuse('both directions found (LONG and SHORT)');
  const tokenLeverage = tokens.values.length > 0;
  const isSpot = words.spotWord || (words.buyLabel && !words.long && !words.short && !tokenLeverage);
  if (words.short && isSpot) return refuse('a spot signal cannot be SHORT');

  const sections = splitSections(tokens.rest);
  const decimalComma = usesDecimalComma(tokens.rest);
  const read: Record<SectionKind, number[]> = {
    entry: [],
    target: [],
    stop: [],
    leverage: [],
    buy: [],
    sell: [],
    other: [],
  };
  for (const kind of SECTION_KINDS) {
    if (kind === 'other') continue;
    for (const section of sections[kind]) {
      const { values, unreadable } = numbersIn(section, decimalComma);
      if (unreadable) return refuse(`cannot read the number "${unreadable}"`);
      read[kind].push(...values);
    }
  }
  const named = words.short ? 'SHORT' : words.long || isSpot ? 'LONG' : null;
  // A label going the signal's way names the entry; the other one the targets (a spot buy's `Sell: …`). Without a
  // direction word, `Buy zone` is the entry and `Sell` the target as written, and the prices tell the direction
  // as Cornix reads them: targets above the entries, a LONG; below, a SHORT.
  const [entryLabel, targetLabel] = named === 'SHORT' ? [read.sell, read.buy] : [read.buy, read.sell];
  const direction: Direction | null =
    named ?? directionOfPrices([...read.entry, ...entryLabel], [...read.target, ...targetLabel]);
  if (!direction) return refuse('no direction found');
  read.entry.push(...entryLabel);
  read.target.push(...targetLabel);
  if (read.entry.length + read.target.length + read.stop.length === 0) {
    return refuse('no price found (entry, targets or stop loss)');
  }
  // A stop or targets named without a price (`SL 25-30%`, `Stop Targets: 5-10%`) are not guessed.
  if (sections.labelled.has('stop') && read.stop.length === 0) {
    return refuse('the stop loss is named but not given as a price');
  }
  if (sections.labelled.has('target') && read.target.length === 0) {
    return refuse('targets are named but none is given as a price');
  }
  if (sections.entryCondition !== 'at' && read.entry.length === 0) {
    return refuse(`a breakout entry (${sections.entryCondition}) needs a price`);
  }
  if (read.entry.length > MAX_SIGNAL_LEVELS) return refuse(`more than ${MAX_SIGNAL_LEVELS} entry prices`);
  if (read.target.length > MAX_SIGNAL_LEVELS) return refuse(`more than ${MAX_SIGNAL_LEVELS} targets`);
  const stops = [...new Set(read.stop)];
  if (stops.length > 1) return refuse(`several stop losses found (${stops.join(', ')})`);
  const leverages = [...tokens.values, ...read.leverage];
  const leverage = leverages.length ? Math.min(...leverages) : null;
  if (
    leverage !== null &&
    !(Number.isInteger(leverage) && leverage >= 1 && leverage <= MAX_SIGNAL_LEVERAGE)
  ) {
    return refuse(`the leverage ${leverage} must be a whole number from 1 to ${MAX_SIGNAL_LEVERAGE}`);
  }
  if (isSpot && leverage !== null && leverage > 1)
    return refuse(`a spot signal cannot have a leverage (${leverage}x)`);

  const signal: SignalText = {
    symbol: symbols[0]!,
    direction,
    entries: read.entry,
    targets: read.target,
    stopLoss: stops[0] ?? null,
    leverage,
    isSpot,
    entryCondition: sections.entryCondition,
  };
  const issue = priceIssue(signal);
  return issue ? refuse(issue) : { ok: true, signal };
}
