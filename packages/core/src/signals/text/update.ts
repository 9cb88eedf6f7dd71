/**
 * Updates and noise (docs/signals.md, "Updates"): what a channel posts about its earlier signals. Results ("Target
 * 2 ✅", "Take-Profit target 3 ✅ Profit: 85 %", "Target 1 reached"), closes ("Close ETH now", "Closed at stoploss",
 * `/close_all`), cancels ("Cancelled ❌"), stop moves ("Move SL to entry", "New SL 0.52") and adds ("Add more at
 * 0.35"), the kinds Cornix acts on. A result post is told apart from a signal by its done marks; the commands are
 * looked for only in a message that does not read as a signal.
 */
import type { SignalUpdateText } from '../read-signal-message';
import { normaliseSignalText } from './normalise';
import { numbersIn } from './numbers';
import { findSymbols } from './symbol';

/** A target line marked done: `Target 1: 5.82✅`, `Take-Profit target 2 ✅`, `TP3. DONE ✅`. */
const DONE_TARGET = /(?:TARGET|TP|TAKE[\s-]?PROFIT)S?\s?#?\s?(\d{1,2})(?![\d,]|\.\d)/i;
const DONE_MARKS = /[\u2705\u2714]\uFE0F?/;
const BULLETED_LABEL = /^\s*\W{0,3}\s*(?:TP|TARGET|T\.P|SL|STOP|ENTRY|𝑇𝑃)/i;
const TARGET_WORDS =
  /(?<![A-Z])(?:TARGET|TP|TAKE[\s-]?PROFIT)\s?#?\s?(\d{1,2})(?![\d.,])\s?(?:IS\s)?(?:REACHED|HIT|DONE|ACHIEVED|SMASHED|BOOKED|COMPLETED?)(?![A-Z])/;
const ALL_TARGETS =
  /(?<![A-Z])ALL\s(?:TAKE[\s-]?PROFIT\s)?(?:TARGETS?|TPS?)\s(?:ARE\s)?(?:ACHIEVED|REACHED|HIT|DONE|SMASHED|COMPLETED?)/;
/** `All Target ✅`: every target marked done. */
const ALL_DONE = /all\s(?:take[\s-]?profit\s)?(?:targets?|tps?)\s*[\u2705\u2714]/i;
/** `First Target ✅`, `Second Target ✅`. */
const ORDINAL_DONE = /(first|second|third|fourth|fifth)\s(?:target|tp)\s*[\u2705\u2714]/i;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const STOPPED =
  /(?<![A-Z])(?:CLOSED\sAT\sSTOP\s?LOSS|STOP\s?LOSS\s(?:HIT|TRIGGERED|REACHED)|STOPPED\sOUT|CLOSED\sDUE\sTO)(?![A-Z])|STOP\s?LOSS\s*\n\s*LOSS:/;
const CLOSE_ALL =
  /(?:^|\s)\/CLOSE_ALL(?![A-Z])|(?<![A-Z])(?:CLOSE|CLOSING)\s(?:ALL|EVERYTHING)(?:\s(?:TRADES?|POSITIONS?|ORDERS?|SIGNALS?))?(?![A-Z])/;
/** Closing a part of the open signals (`Close all longs`, `Close all EUR trades`): not read. */
const CLOSE_SOME =
  /(?<![A-Z])(?:CLOSE|CLOSED|CLOSING)\sALL\s(LONGS|SHORTS|[A-Z0-9]+\s(?:TRADES|POSITIONS|SIGNALS))(?![A-Z])/;
const PARTIAL =
  /(?<![A-Z])(?:CLOSE|CLOSED|SECURE|SECURED|BOOK|BOOKED|TAKE|TOOK)\s(?:\d{1,3}\s?%|HALF|PARTIALS?|SOME)(?![A-Z])|(?<![A-Z])PARTIALS(?![A-Z])/;
/** A target moved (`Adjust TP to 4750`): not one of the updates read. */
const TARGET_MOVE =
  /(?<![A-Z])(?:ADJUST|MOVE|MOVED|CHANGE|UPDATE|NEW)\s(?:THE\s)?(?:TP|TARGET|TAKE\s?PROFIT)\d?(?![A-Z])/;
const CANCEL =
  /(?<![A-Z])(?:CANCEL(?:L?ED)?|CANCELLATION|CANCEL\sTHE\s(?:SIGNAL|TRADE|ORDER)|NOT\sVALID\sANYMORE|INVALIDATED)(?![A-Z])/;
const STOP_TO_ENTRY =
  /(?<![A-Z])(?:(?:MOVE|MOVED|SET|PUT|SHIFT)\s(?:YOUR\s|THE\s)?)?(?:SL|STOPS?|STOP\s?LOSS(?:ES)?)\s(?:MOVED\s)?(?:TO|AT|ON)\s(?:THE\s)?(?:ENTRY|ENTRIES|BREAK\s?EVEN|BE|COST)(?![A-Z])|(?<![A-Z])(?:SET|SECURE|MOVE\sTO)\s(?:BE|BREAK\s?EVEN)(?![A-Z])|^\s*BE\sNOW(?![A-Z])/;
const STOP_TO =
  /(?<![A-Z])(?:(?:MOVE|MOVED|SET|CHANGE|UPDATE)\s(?:YOUR\s|THE\s|[#$]?[A-Z0-9]{2,12}\s)?(?:SL|STOP\s?LOSS|STOP)(?:\sTO|\sAT)?|NEW\s(?:SL|STOP\s?LOSS|STOP)(?:\sAT|\sTO)?)\s?:?\s?(\d[\d.,]*)/;
const ADD =
  /(?<![A-Z])(?:ADD(?:\sMORE)?|RE-?BUY|BUY\sMORE|DCA|AVERAGE\sDOWN)\s(?:\S+\s){0,3}?(?:AT|@|:)?\s?(\d[\d.,]*)/;
const CLOSE =
  /(?<![A-Z])(?:CLOSE|CLOSED|CLOSING|EXIT|EXITED|EXITING|TAKE\sPROFIT\sNOW|BOOK\sPROFITS?)(?![A-Z])/;
/** Instructions for later (`Close the second trade when TP1 hits`): nothing to act on now. */
const CONDITIONAL = /(?<![A-Z])(?:WHEN|IF|ONCE|AFTER)(?![A-Z])/;
/** A bare asset named right after the command word: `Close algo`, `Closing eth at entry`, `Close position\nBTC`. */
const COMMAND_ASSET =
  /(?<![A-Z])(?:CLOSE|CLOSING|CANCEL|EXIT)\s(?:(?:POSITION|TRADE|THE|OUR|YOUR|MY)\s)*[#$]?([A-Z][A-Z0-9]{1,9})(?=\s*(?:$|\n|NOW|AT|BY|TRADE|POSITION|LONG|SHORT|HERE))/;
const NOT_ASSET_WORDS = new Set(
  'ALL EVERYTHING POSITION POSITIONS TRADE TRADES THE OUR YOUR MY IT HALF SECOND FIRST NOW ORDER ORDERS SIGNAL'.split(
    ' ',
  ),
);
/** Entry reports (`Entered entry zone`, `Entry 1 ✅`, `All entry targets achieved`): nothing to act on. */
const ENTRY_REPORT =
  /(?<![A-Z])(?:ENTERED\sENTRY\sZONE|ALL\sENTRY\sTARGETS\sACHIEVED|AVERAGE\sENTRY\sPRICE|ENTRY\s\d\s*$)/m;

type UpdateReading = { kind: 'update'; update: SignalUpdateText } | { kind: 'noise'; reason: string };
const update = (value: SignalUpdateText): UpdateReading => ({ kind: 'update', update: value });

function symbolOf(plain: string): string | null {
  const { symbols } = findSymbols(plain);
  if (symbols.length === 1) return symbols[0]!;
  if (symbols.length > 1) return null;
  const asset = COMMAND_ASSET.exec(plain)?.[1];
  return asset && !NOT_ASSET_WORDS.has(asset) ? `${asset === 'XBT' ? 'BTC' : asset}USDT` : null;
}

const priceOf = (written: string) => numbersIn(written).values[0];

/** A result post (a target marked done, all targets or the stop reached): read before any signal reading. */
export function readResult(text: string): UpdateReading | null {
  let hit = 0;
  for (const line of text.split(/\r?\n/)) {
    // A mark after a target (`Target 1: 90✅`, `target 2 ✅`) says it is done; one before a label is a bullet
    // (`✅TP 1 0.9064`).
    const parts = line.split(DONE_MARKS);
    for (let k = 0; k + 1 < parts.length; k++) {
      if (BULLETED_LABEL.test(parts[k + 1]!)) continue;
      const target = DONE_TARGET.exec(parts[k]!);
      if (target) hit = Math.max(hit, Number(target[1]));
    }
  }
  const ordinal = ORDINAL_DONE.exec(text);
  if (ordinal) hit = Math.max(hit, ORDINALS.indexOf(ordinal[1]!.toLowerCase()) + 1);
  const plain = normaliseSignalText(text);
  const worded = TARGET_WORDS.exec(plain);
  if (worded) hit = Math.max(hit, Number(worded[1]));
  if (ALL_DONE.test(text) || ALL_TARGETS.test(plain) || STOPPED.test(plain))
    return update({ kind: 'close', symbol: symbolOf(plain) });
  if (hit > 0) return update({ kind: 'targetHit', symbol: symbolOf(plain), target: hit });
  return null;
}

/** A command about an earlier signal, or an entry report, in a message that is no signal. */
export function readCommand(text: string): UpdateReading | { kind: 'refused'; reason: string } | null {
  const plain = normaliseSignalText(text);
  const command = commandIn(plain);
  const { nonCrypto } = findSymbols(plain);
  if (command?.kind === 'update' && nonCrypto) {
    return { kind: 'refused', reason: `the update names ${nonCrypto}, not a crypto symbol` };
  }
  return command;
}

function commandIn(plain: string): UpdateReading | { kind: 'refused'; reason: string } | null {
  const some = CLOSE_SOME.exec(plain);
  if (some) return { kind: 'refused', reason: `closing all ${some[1]!.toLowerCase()} only is not read` };
  if (PARTIAL.test(plain)) return { kind: 'refused', reason: 'a partial close is not read' };
  if (TARGET_MOVE.test(plain)) return { kind: 'refused', reason: 'moving a target is not read' };
  if (CLOSE_ALL.test(plain)) return update({ kind: 'close', symbol: null, all: true });
  if (ENTRY_REPORT.test(plain)) return { kind: 'noise', reason: 'an entry report: nothing to act on' };
  const symbol = symbolOf(plain);
  if (CANCEL.test(plain)) return update({ kind: 'cancel', symbol });
  if (STOP_TO_ENTRY.test(plain)) return update({ kind: 'stopToEntry', symbol });
  const stopTo = STOP_TO.exec(plain);
  const stopPrice = stopTo ? priceOf(stopTo[1]!) : undefined;
  if (stopPrice !== undefined) return update({ kind: 'stopTo', symbol, price: stopPrice });
  const add = ADD.exec(plain);
  const addPrice = add ? priceOf(add[1]!) : undefined;
  if (addPrice !== undefined) return update({ kind: 'addToPosition', symbol, price: addPrice });
  if (CLOSE.test(plain)) {
    if (CONDITIONAL.test(plain))
      return { kind: 'noise', reason: 'an instruction for later: nothing to act on now' };
    return update({ kind: 'close', symbol });
  }
  return null;
}
