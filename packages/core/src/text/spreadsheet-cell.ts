/**
 * The one guard of a spreadsheet's text cell against formula injection (docs/console.md, "Exports"): a cell that
 * starts with `=`, `+`, `-` or `@` (or a tab or carriage return, which some spreadsheets skip before reading a
 * formula) gets a leading apostrophe, so the spreadsheet shows it as text instead of running it. Every export uses
 * it: the console's CSV and XLSX files, the server's users CSV.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
