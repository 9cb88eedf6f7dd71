/**
 * The labelled parts of a free-text signal (docs/signals.md, "Sections"). A label (`Entry:`, `Buy zone`, `@`,
 * `Targets:`, `TP1`, `Take-Profit`, `SL`, `Stop loss`, `Leverage`...) opens a section that runs to the next label
 * or to the end of its line, and on over the following lines as long as they hold no words and are not blank (a
 * list of targets one per line). A direction word right before a number (`LONG 42000`) opens an entry section. Text outside any
 * section (titles, remarks, dates) is never read as a price.
 */

/**
 * `buy` and `sell` are the sections a BUY or SELL label opens (`Buy zone: …`, `Sell: …`): the entry when the
 * label goes the signal's way (buy on a LONG, sell on a SHORT), the targets otherwise (a spot buy's `Sell: …`).
 */
export const SECTION_KINDS = ['entry', 'target', 'stop', 'leverage', 'buy', 'sell'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export type Sections = Record<SectionKind, string[]>;

const ZONE = '(?:ZONE|PRICES?|POINTS?|AREA|RANGE|BETWEEN)';
const TARGET_INDEX = '(?:[1-9]\\d?(?![\\d.,])|\\s[1-9]\\d?(?=\\s?[:=)\\-]|\\.\\s|\\s\\d))?';
const LABELS: Record<SectionKind, string> = {
  stop: 'STOP\\s?TARGETS?|STOP[\\s-]?LOSS(?:ES)?|STOP|SL|S/L',
  entry: `ENTRY\\s(?:${ZONE}|TARGETS?)|ENTRIES|ENTRY|ENTREE|(?:LONG|SHORT|BUY|SELL)(?:\\s(?:NOW|AT))?(?=\\s?\\d)|@`,
  target: `(?:SELL\\s)?(?:TAKE[\\s-]?PROFITS?|TARGETS?|TGTS?|TPS?|OBJECTIFS?|CIBLES?)${TARGET_INDEX}`,
  leverage: 'LEVERAGE|LEV|LEVIER|EFFET\\sDE\\sLEVIER',
  buy: `(?:BUY|ACHAT)(?:\\s${ZONE})?\\s?(?=[:@=])|BUY\\s${ZONE}`,
  sell: `(?:SELL|VENTE)(?:\\s${ZONE})?\\s?(?=[:@=])|SELL\\s${ZONE}`,
};

const LABEL = new RegExp(
  `(?<![A-Z0-9])(?:${SECTION_KINDS.map((kind) => `(?<${kind}>${LABELS[kind]})`).join('|')})(?![A-Z])`,
  'g',
);
const WORD = /[A-Z]/;

function kindOf(groups: Record<string, string | undefined>): SectionKind {
  return SECTION_KINDS.find((kind) => groups[kind] !== undefined) ?? 'entry';
}

/** The text of every section of the normalised message, grouped by kind, in the order written. */
export function splitSections(text: string): Sections {
  const sections: Sections = { entry: [], target: [], stop: [], leverage: [], buy: [], sell: [] };
  let current: SectionKind | null = null;
  for (const line of text.split('\n')) {
    if (WORD.test(line) || line.trim() === '') current = null;
    let from = 0;
    for (const match of line.matchAll(LABEL)) {
      if (current) sections[current].push(line.slice(from, match.index));
      current = kindOf(match.groups ?? {});
      from = match.index + match[0].length;
    }
    if (current) sections[current].push(line.slice(from));
  }
  return sections;
}
