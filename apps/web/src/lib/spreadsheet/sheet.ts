import { neutraliseFormula } from '@signaldesk/core/text/spreadsheet-cell';
import type { Formatter } from '../../i18n';

/**
 * A table to export (docs/console.md, "Exports"): its columns in the operator's language and how each cell is
 * written. The CSV and the XLSX of one table are made from the same columns, so they always agree.
 */
export type SheetCell = string | number | boolean | Date | null | undefined;

export interface SheetColumn<Row> {
  /** The header, already in the operator's language. */
  header: string;
  /**
   * text: as given, guarded against formulas; number: rounded to `decimals` (the screen's precision); date: as the
   * screen shows it, the zone named; boolean: Yes/No in the language.
   */
  kind: 'text' | 'number' | 'date' | 'boolean';
  /** Decimals of a number (default 2), or a function of the row (a price's own precision). */
  decimals?: number | ((row: Row) => number);
  value: (row: Row) => SheetCell;
}

export interface Sheet<Row> {
  columns: readonly SheetColumn<Row>[];
  rows: readonly Row[];
  format: Formatter;
}

/** A number rounded to the shown precision, as a number (no float noise such as 2.1600000000000037). */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(Math.max(0, Math.min(20, decimals))));
}

export function decimalsOf<Row>(column: SheetColumn<Row>, row: Row): number {
  const { decimals } = column;
  return typeof decimals === 'function' ? decimals(row) : (decimals ?? 2);
}

/**
 * A cell as text in the language's forms (a decimal comma in French). `guard`: a text cell goes through the one
 * formula guard (a CSV, where a spreadsheet reads `=`, `+`, `-`, `@` as the start of a formula); an XLSX string
 * cell is never read as a formula, so it keeps the text as it is (`@handle`).
 */
export function cellText<Row>(column: SheetColumn<Row>, row: Row, format: Formatter, guard = true): string {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? format.number(roundTo(value, decimalsOf(column, row)), {
            minDecimals: 0,
            maxDecimals: decimalsOf(column, row),
            grouping: false,
          })
        : '';
    case 'date':
      return format.dateTime(
        value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : null,
      );
    case 'boolean':
      return format.yesNo(value === true);
    case 'text':
      return guard ? neutraliseFormula(String(value)) : String(value);
  }
}
