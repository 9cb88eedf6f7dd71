/**
 * What a channel's message is (docs/signals.md, "Free-text signals"): a new signal, an update to an earlier one
 * (a target hit, close, cancel, stop moved, add), noise (an ad, news, an entry report), or a message that looks like
 * a signal but cannot be read, refused with the reason (never guessed). Pure: no I/O, no clock.
 *
 * In order: a result post (a target marked done) is an update even though it repeats the signal's levels; then the
 * signal parser (parse-signal-text.ts) with the market-free sanity rules (level-sanity.ts); then, for a message that
 * is no signal, the commands (text/update.ts); what is left is refused when it looks like a signal (a symbol or a
 * labelled price with a direction), noise otherwise.
 */
import { levelSanityIssue } from './level-sanity';
import { parseSignalText, type SignalText } from './parse-signal-text';
import { findDirections } from './text/direction';
import { normaliseSignalText } from './text/normalise';
import { splitSections } from './text/sections';
import { findSymbols } from './text/symbol';
import { readCommand, readResult } from './text/update';

export const SIGNAL_UPDATE_KINDS = [
  'targetHit',
  'close',
  'cancel',
  'stopToEntry',
  'stopTo',
  'addToPosition',
] as const;
export type SignalUpdateKind = (typeof SIGNAL_UPDATE_KINDS)[number];

/** An update to an earlier signal, as a channel writes it ("Target 2 reached", "Close ETH now"). */
export interface SignalUpdateText {
  kind: SignalUpdateKind;
  /** The symbol the update names (`ETHUSDT`); null when it names none (a Telegram reply names its signal). */
  symbol: string | null;
  /** targetHit: which target (1-based) */
  target?: number;
  /** stopTo / addToPosition: the price */
  price?: number;
  /** `/close_all`, "close all" */
  all?: boolean;
}

export type SignalMessageReading =
  | { kind: 'signal'; signal: SignalText }
  | { kind: 'update'; update: SignalUpdateText }
  | { kind: 'noise'; reason: string }
  | { kind: 'refused'; reason: string };

interface SignalShape {
  /** A direction word, or a BUY label. */
  direction: boolean;
  /** A symbol, or a forex pair. */
  named: boolean;
  /** How many of entry, targets and stop are labelled with a number. */
  pricedKinds: number;
}

function shapeOf(text: string): SignalShape {
  const { symbols, rest, nonCrypto } = findSymbols(normaliseSignalText(text));
  const words = findDirections(rest);
  const sections = splitSections(rest);
  const priced = (parts: string[]) => parts.some((part) => /\d/.test(part));
  return {
    direction: words.long || words.short || words.buyLabel,
    named: symbols.length > 0 || nonCrypto !== null,
    pricedKinds: [
      [...sections.entry, ...sections.buy, ...sections.sell],
      sections.target,
      sections.stop,
    ].filter(priced).length,
  };
}

export function readSignalMessage(text: string): SignalMessageReading {
  const result = readResult(text);
  if (result) return result;
  const reading = parseSignalText(text);
  if (reading.ok) {
    const issue = levelSanityIssue(reading.signal);
    return issue ? { kind: 'refused', reason: issue } : { kind: 'signal', signal: reading.signal };
  }
  const shape = shapeOf(text);
  // A message written as a signal (a direction, a symbol, a labelled price) is refused as one, never taken for a
  // command because its remarks say "close" (`SL: H4 candle close below 0.0297`).
  const signalShaped = shape.direction && shape.named && shape.pricedKinds > 0;
  if (!signalShaped) {
    const command = readCommand(text);
    if (command) return command;
  }
  const looksLikeSignal =
    shape.pricedKinds > 0 &&
    (shape.direction || shape.pricedKinds >= 2) &&
    (shape.named || shape.pricedKinds >= 2);
  if (looksLikeSignal) return { kind: 'refused', reason: reading.reason };
  return { kind: 'noise', reason: `not a signal: ${reading.reason}` };
}
