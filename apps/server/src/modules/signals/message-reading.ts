import type { EntryCondition, SignalUpdateKind } from '@signaldesk/contracts/signal-sources';
import { parseSignalText, type SignalText } from '@signaldesk/core/signals/parse-signal-text';

/**
 * The intake's one door to core's message reader (docs/signals.md, Free-text signals): a post is a new signal, an
 * update to an earlier one, noise, or refused. INTERIM: until core's `readSignalMessage` and `levelSanityIssue`
 * (issue 32, parser part) land, this reads signals with `parseSignalText` and recognises only the plainest
 * updates; the intake codes against the final shape, so the swap is this file alone.
 */
export type MessageReading =
  | { kind: 'signal'; signal: SignalText & { entryCondition: EntryCondition } }
  | { kind: 'update'; update: UpdateReading }
  | { kind: 'noise'; reason: string }
  | { kind: 'refused'; reason: string };

export interface UpdateReading {
  kind: SignalUpdateKind;
  /** The symbol the update names; null when it names none (a reply to the original post). */
  symbol: string | null;
  target?: number;
  price?: number;
  /** `/close_all`: every open signal of the source. */
  all?: boolean;
}

const CLOSE_ALL = /^\s*\/close_all\b/i;
const UPDATE = /^\s*(CLOSE|CANCEL|CANCELLED|EXIT)\b(?:\s+#?([A-Z0-9]{2,20}?)(?:\/?(USDT))?)?\s*(?:NOW)?\s*$/i;
const TARGET_HIT = /\bTARGET\s*(\d{1,2})\s*(?:REACHED|HIT|DONE)\b/i;

export function readMessage(text: string): MessageReading {
  if (CLOSE_ALL.test(text)) return { kind: 'update', update: { kind: 'close', symbol: null, all: true } };
  const update = UPDATE.exec(text);
  if (update) {
    const kind = update[1]!.toUpperCase().startsWith('CANCEL') ? 'cancel' : 'close';
    const base = update[2]?.toUpperCase();
    const symbol = base === undefined ? null : base.endsWith('USDT') ? base : `${base}USDT`;
    return { kind: 'update', update: { kind, symbol } };
  }
  const hit = TARGET_HIT.exec(text);
  const reading = parseSignalText(text);
  if (hit && !reading.ok) {
    return { kind: 'update', update: { kind: 'targetHit', symbol: null, target: Number(hit[1]) } };
  }
  if (!reading.ok) {
    return reading.reason === 'no price found (entry, targets or stop loss)' ||
      reading.reason === 'no symbol found'
      ? { kind: 'noise', reason: reading.reason }
      : { kind: 'refused', reason: reading.reason };
  }
  return { kind: 'signal', signal: { ...reading.signal, entryCondition: 'at' } };
}

/** Core's check of a read signal's levels against the market (docs/signals.md, Levels that make sense). */
export function levelsIssue(
  _signal: SignalText,
  _market: { marketPrice: number; leverage: number | null },
): string | null {
  return null;
}
