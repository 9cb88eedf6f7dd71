/**
 * The direction of a free-text signal (docs/signals.md, "Direction"), read from the normalised text. LONG, BUY,
 * BULLISH (and the French ACHAT, HAUSSIER) say LONG; SHORT, SELL, BEARISH (VENTE, BAISSIER) say SHORT. BUY and
 * SELL used as a label before prices (`Buy: 0.52`, `Buy zone 0.5`, `Sell: 0.6`) name an entry or targets, not a
 * direction: that is how spot channels write a buy; `Buy: TOMO/USDT` or `🔴 SELL : SOL /USDT` (a label followed by
 * no price once the symbol is blanked out) is a direction. `Short term`, `Mid term`, `Short-mid term` name a
 * horizon, not a direction.
 */

const LONG_WORDS = /(?<![A-Z0-9])(?:LONG|BUY|BULLISH|ACHAT|HAUSSIER)(?![A-Z0-9])/;
const SHORT_WORDS = /(?<![A-Z0-9])(?:SHORT|SELL|BEARISH|VENTE|BAISSIER)(?![A-Z0-9])/;
/** BUY/SELL/ACHAT/VENTE as a label: followed by a zone word, or by `:`, `@`, `=` and a price. */
const LABEL_USE =
  /(?<![A-Z0-9])(?:BUY|SELL|ACHAT|VENTE)(?:\s(?:ZONE|PRICE|AREA|RANGE|BETWEEN|ORDER|TARGETS?))?\s?[:@=]+(?=[\s-]*\d)|(?<![A-Z0-9])(?:BUY|SELL|SELLING)\s(?:ZONE|PRICE|AREA|RANGE|BETWEEN|ORDER|TARGETS?)(?![A-Z0-9])/g;
/** A horizon: `SHORT TERM`, `MID-TERM`, `SHORT-MID TERM`, `MIDTERM`. */
const HORIZON = /(?<![A-Z0-9])(?:(?:SHORT|MID|LONG)(?:[\s-](?:SHORT|MID|LONG))?[\s-]?TERM)(?![A-Z0-9])/g;
/** A spot pair is named as such, or bought through a label (`Buy: …`, `Buy zone …`) without a direction. */
const SPOT_WORD = /(?<![A-Z0-9])SPOT(?![A-Z0-9])/;
const BUY_LABEL =
  /(?<![A-Z0-9])(?:BUY|ACHAT)(?:\s(?:ZONE|PRICE|AREA|RANGE|BETWEEN))?\s?[:@=]|(?<![A-Z0-9])BUY\s(?:ZONE|PRICE|AREA|RANGE|BETWEEN)(?![A-Z0-9])/;

export interface DirectionWords {
  long: boolean;
  short: boolean;
  /** The message says SPOT. */
  spotWord: boolean;
  /** The message buys through a label (`Buy: …`, `Buy zone …`, `Achat : …`). */
  buyLabel: boolean;
}

/** Which directions the normalised text names (symbols already blanked out). */
export function findDirections(text: string): DirectionWords {
  const words = text.replace(HORIZON, ' ').replace(LABEL_USE, ' ');
  return {
    long: LONG_WORDS.test(words),
    short: SHORT_WORDS.test(words),
    spotWord: SPOT_WORD.test(text),
    buyLabel: BUY_LABEL.test(text),
  };
}
