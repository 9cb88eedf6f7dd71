/**
 * Updates and noise (docs/signals.md, "Updates"): the posts a channel writes about its earlier signals ("Target 2
 * reached", "Close ETH now", "Move SL to entry", "Cancelled") and the ones that are no signal at all (results,
 * ads). First version: the kinds Cornix recognises, by their words.
 */
import type { SignalMessageReading } from '../read-signal-message';
import { normaliseSignalText } from './normalise';
import { findSymbols } from './symbol';

const CLOSE_ALL = /(?:^|\s)\/?CLOSE[_\s]ALL(?![A-Z])/;
const CANCEL = /(?<![A-Z])(?:CANCEL(?:L?ED)?|CANCELLATION)(?![A-Z])/;
const CLOSE = /(?<![A-Z])(?:CLOSE|CLOSED|EXIT)(?![A-Z])/;
const STOP_TO_ENTRY = /(?<![A-Z])(?:SL|STOP(?:\s?LOSS)?)\s(?:TO|AT)\s(?:ENTRY|BREAK\s?EVEN|BE)(?![A-Z])/;
const TARGET_HIT = /(?<![A-Z])(?:TARGET|TP)\s?#?\s?(\d{1,2})\s?(?:REACHED|HIT|DONE|ACHIEVED)(?![A-Z])/;

type UpdateReading = Extract<SignalMessageReading, { kind: 'update' | 'noise' }>;

export function readUpdate(text: string): UpdateReading | null {
  const plain = normaliseSignalText(text);
  const symbol = findSymbols(plain).symbols[0] ?? null;
  if (CLOSE_ALL.test(plain)) return { kind: 'update', update: { kind: 'close', symbol: null, all: true } };
  const hit = TARGET_HIT.exec(plain);
  if (hit) return { kind: 'update', update: { kind: 'targetHit', symbol, target: Number(hit[1]) } };
  if (STOP_TO_ENTRY.test(plain)) return { kind: 'update', update: { kind: 'stopToEntry', symbol } };
  if (CANCEL.test(plain)) return { kind: 'update', update: { kind: 'cancel', symbol } };
  if (CLOSE.test(plain) && plain.length < 200) return { kind: 'update', update: { kind: 'close', symbol } };
  return null;
}
