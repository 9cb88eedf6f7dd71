import { stringify } from 'csv-stringify/browser/esm/sync';
import { cellText, type Sheet } from './sheet';

/** The separator a spreadsheet of the language expects: `;` in French (where `,` is the decimal mark), else `,`. */
export function csvSeparator(language: 'en' | 'fr'): string {
  return language === 'fr' ? ';' : ',';
}

/**
 * A table as CSV for a spreadsheet (docs/console.md, "Exports"): UTF-8 with a byte order mark (so Excel reads the
 * accents), the language's separator, CRLF line ends, a header row in the operator's language, cells as the screen
 * shows them (numbers rounded, dates with the zone named, Yes/No), text guarded against formulas.
 */
export function sheetCsv<Row>({ columns, rows, format }: Sheet<Row>): string {
  return stringify(
    [
      columns.map((column) => column.header),
      ...rows.map((row) => columns.map((column) => cellText(column, row, format))),
    ],
    { bom: true, delimiter: csvSeparator(format.language), record_delimiter: 'windows' },
  );
}
