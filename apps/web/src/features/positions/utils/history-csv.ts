import type { Position } from '@signaldesk/contracts/positions';
import { POSITION_CATEGORY_LABELS, positionCategory } from '@signaldesk/core/position/category';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** Characters a spreadsheet reads as the start of a formula (docs/positions.md, Performance Analysis). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that would start a formula gets a leading apostrophe, so a spreadsheet shows it as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const COLUMNS = [
  'id',
  'type',
  'pair',
  'direction',
  'entryPrice',
  'exitPrice',
  'finalProfitPercentage',
  'hitTp1',
  'hitTp2',
  'hitTp3',
  'closeReason',
  'openedAt',
  'closedAt',
  'shouldWork',
] as const;

/**
 * The CSV of the filtered history rows: one header line, then one line per position in the table's order; numbers
 * as numbers, times in ISO UTC, every text cell neutralised against formula injection.
 */
export function historyCsv(positions: readonly Position[]): string {
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  const records = positions.map((p) => [
    p.id,
    text(POSITION_CATEGORY_LABELS[positionCategory(p)]),
    text(p.symbol),
    text(p.direction),
    p.entryPrice,
    p.exitPrice ?? '',
    p.finalProfitPercentage ?? '',
    p.hitTp1,
    p.hitTp2,
    p.hitTp3,
    text(p.closeReason),
    text(p.openedAt),
    text(p.closedAt),
    p.shouldWork,
  ]);
  return stringify([[...COLUMNS], ...records], { cast: { boolean: (value) => (value ? 'true' : 'false') } });
}
