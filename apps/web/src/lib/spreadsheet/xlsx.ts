import { cellText, decimalsOf, roundTo, type Sheet } from './sheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's number format of a number of decimals (`0.00`); Excel shows it with the reader's own decimal mark. */
function numberFormat(decimals: number): string {
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
}

/**
 * A table as an XLSX workbook (docs/console.md, "Exports"), by exceljs, loaded only when an export asks for it (a
 * chunk of its own, out of the console's first load). Numbers are numbers, rounded to the screen's precision with
 * that many decimals shown; dates are the screen's text with the zone named (a spreadsheet date has no zone);
 * Yes/No and headers in the operator's language; text as string cells, which a spreadsheet never runs as a
 * formula.
 */
export async function sheetXlsxBytes<Row>(
  { columns, rows, format }: Sheet<Row>,
  sheetName: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(
      columns.map((column) => {
        if (column.kind !== 'number') return cellText(column, row, format, false) || null;
        const value = column.value(row);
        return typeof value === 'number' && Number.isFinite(value)
          ? roundTo(value, decimalsOf(column, row))
          : null;
      }),
    );
    columns.forEach((column, index) => {
      if (column.kind === 'number') added.getCell(index + 1).numFmt = numberFormat(decimalsOf(column, row));
    });
  }
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.max(10, Math.min(40, column.header.length + 4));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** The workbook as a file to save. */
export async function sheetXlsx<Row>(sheet: Sheet<Row>, sheetName: string): Promise<Blob> {
  return new Blob([await sheetXlsxBytes(sheet, sheetName)], { type: XLSX_TYPE });
}
