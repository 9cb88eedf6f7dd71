/**
 * What a channel's message is (docs/signals.md, "Free-text signals"): a new signal, an update to an earlier one
 * (a target hit, close, cancel, stop moved), noise (an ad, news, a result post), or a message that looks like a
 * signal but cannot be read, refused with the reason. Pure: no I/O, no clock.
 */
import { parseSignalText, type SignalText } from './parse-signal-text';
import { readUpdate } from './text/update';

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

export function readSignalMessage(text: string): SignalMessageReading {
  const update = readUpdate(text);
  if (update) return update;
  const reading = parseSignalText(text);
  if (reading.ok) return { kind: 'signal', signal: reading.signal };
  return { kind: 'refused', reason: reading.reason };
}
