/**
 * The labelled parts of a free-text signal (docs/signals.md, "Sections"). A label (`Entry:`, `Buy zone`, `Get in`,
 * `@`, `Targets:`, `TP1`, `TP #1`, `Take-Profit`, `Exit:`, `Short Term:`, `SL`, `Stop loss`, `Leverage`...)
 * opens a section that runs to the next label or to the end of its line, and on over the following lines that
 * start with a number (a list of targets one per line, `1) 0.42 - 20%`, `☑️ 1806.3 | 40% of profit`); blank
 * lines in a list do not end it, a line starting with a word does. A direction word right before a number
 * (`LONG 42000`, `LONG : 1.38`, `Short #xbt at 6640`) opens an entry section; `Enter above 200` / `Long below 1.03`
 * also says the entry waits for the price to cross (a breakout entry). Labels of what is no price (`Size: 0.05`,
 * `Risk`, `OTE`, `DCA`, `Period`, `Profit`) open a section that is never read. Text outside any section (titles,
 * remarks, dates) is never read as a price.
 */

/**
 * `buy` and `sell` are the sections a BUY or SELL label opens (`Buy zone: …`, `Sell: …`): the entry when the
 * label goes the signal's way (buy on a LONG, sell on a SHORT), the targets otherwise (a spot buy's `Sell: …`).
 * `other` holds what is read from no section (a quantity, a risk share).
 */
export const SECTION_KINDS = ['entry', 'target', 'stop', 'leverage', 'buy', 'sell', 'other'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export type EntryCondition = 'at' | 'above' | 'below';
export interface Sections extends Record<SectionKind, string[]> {
  /** The breakout an entry label names (`ENTER ABOVE`), `at` otherwise. */
  entryCondition: EntryCondition;
  /** Every kind a label was found for, whether or not a price followed. */
  labelled: Set<SectionKind>;
}

const ZONE = '(?:ZONE|PRICES?|POINTS?|AREA|RANGE|BETWEEN|ORDER)';
const TARGET_INDEX =
  '(?:\\s?#\\s?[1-9]\\d?(?![\\d.,])|[1-9]\\d?(?![\\d.,])|\\s[1-9]\\d?(?=\\s?[:=)\\-]|\\.\\s|\\s\\d|\\s[A-Z_]))?';
const BREAKOUT = '(?:ABOVE|BELOW)';
/** An entry label is followed by its price, a separator or a qualifier (`on our last entry and…` is prose). */
const ENTRY_FOLLOWS = '(?=\\s*(?:[:\\-=@(\\d]|$)|\\s(?:LIMIT|AT|AROUND|PRICE|POINT))';
const LABELS: Record<SectionKind, string> = {
  stop: '(?<!BUY\\s|SELL\\s)(?:STOP\\s?TARGETS?|STOP[\\s-]?LOSS(?:ES)?|STOL\\sLOSS|STOP|SL|S/L|S\\.L\\.?)',
  entry:
    `ENTRY\\s(?:${ZONE}|TARGETS?)|(?:ENTRIES|ENTRY|ENTREE)${ENTRY_FOLLOWS}|ENTER\\s${BREAKOUT}|GET\\s(?:IN|INTO)|GIRIS|NOW(?=\\s?:)` +
    `|(?:LONG|SHORT)(?:\\s+(?:NOW|AT|AROUND|${BREAKOUT})){0,2}(?=[ ]*:?[ ]?\\d)|(?<=(?:LONG|SHORT|BUY|SELL)(?![A-Z])[^\\n]{0,40})FROM(?=\\s?\\d)` +
    `|(?:BUY|SELL)(?:\\s+(?:NOW|AT|AROUND|${BREAKOUT})){0,2}(?=[ ]*\\d)|@`,
  target:
    `(?:SELL(?:ING)?\\s)?(?:TAKE[\\s-]?PROFITS?|TARGETS?|TGTS?|TPS?|T\\.P\\.?|OBJECTIFS?|CIBLES?)${TARGET_INDEX}` +
    '|EXIT|(?:SHORT|MID|LONG)(?:[\\s-](?:SHORT|MID|LONG))?[\\s-]?TERM(?=\\s?:)',
  leverage: 'LEVERAGE|LEVRAGE|LEV|LVG|LEVIER|EFFET\\sDE\\sLEVIER|KALDIRAC',
  buy: `(?:BUY|ACHAT)(?:\\s${ZONE})?\\s?(?=[:@=])|BUY\\s${ZONE}`,
  sell: `(?:SELL|VENTE)(?:\\s${ZONE})?\\s?(?=[:@=])|SELL\\s${ZONE}`,
  other: 'SIZE|QTY|QUANTITY|AMOUNT|RISK|OTE|DCA|PERIOD|PROFIT|CAPITAL(?:\\sINVESTED)?',
};

const LABEL = new RegExp(
  `(?<![A-Z0-9])(?:${SECTION_KINDS.map((kind) => `(?<${kind}>${LABELS[kind]})`).join('|')})(?![A-Z])`,
  'g',
);
const BREAKOUT_WORD = new RegExp(`${BREAKOUT}$`);
/** A stop order to enter (`Buy Stop`, `Sell Stop`): the entry waits for the price to cross, as a breakout. */
const STOP_ORDER = /(?<![A-Z])(BUY|SELL)\sSTOP(?!\s?LOSS)(?![A-Z])/;
/** A line that goes on with the section above it: it starts with a number (after list dashes). */
const CONTINUES = /^[\s\-=:]*\d/;

function kindOf(groups: Record<string, string | undefined>): SectionKind {
  return SECTION_KINDS.find((kind) => groups[kind] !== undefined) ?? 'entry';
}

/** The text of every section of the normalised message, grouped by kind, in the order written. */
export function splitSections(text: string): Sections {
  const sections: Sections = {
    entry: [],
    target: [],
    stop: [],
    leverage: [],
    buy: [],
    sell: [],
    other: [],
    entryCondition: 'at',
    labelled: new Set(),
  };
  const stopOrder = STOP_ORDER.exec(text);
  if (stopOrder) sections.entryCondition = stopOrder[1] === 'BUY' ? 'above' : 'below';
  let current: SectionKind | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() !== '' && !CONTINUES.test(line)) current = null;
    const listKind: SectionKind | null = current;
    let from = 0;
    for (const match of line.matchAll(LABEL)) {
      // `SL @ 84.1`: an `@` right after a label is its separator, not an entry.
      if (match[0] === '@' && current && line.slice(from, match.index).trim() === '') continue;
      if (current) sections[current].push(line.slice(from, match.index));
      current = kindOf(match.groups ?? {});
      sections.labelled.add(current);
      const breakout = current === 'entry' ? BREAKOUT_WORD.exec(match[0]) : null;
      if (breakout) sections.entryCondition = breakout[0] === 'ABOVE' ? 'above' : 'below';
      from = match.index + match[0].length;
    }
    if (current) sections[current].push(line.slice(from));
    // `40% of profit` after a target in a list: the list goes on with the next line.
    if (current === 'other') current = listKind;
  }
  return sections;
}
