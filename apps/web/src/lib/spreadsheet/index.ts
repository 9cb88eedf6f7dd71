/** The console's spreadsheet exports: one table, as CSV or XLSX (docs/console.md, "Exports"). */
export { csvSeparator, sheetCsv } from './csv';
export { cellText, roundTo, type Sheet, type SheetCell, type SheetColumn } from './sheet';
export { sheetXlsx, sheetXlsxBytes, XLSX_TYPE } from './xlsx';
