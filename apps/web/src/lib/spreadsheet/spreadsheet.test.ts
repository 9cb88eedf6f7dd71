import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '../../i18n';
import { type SheetColumn, sheetCsv, sheetXlsxBytes } from '.';

interface Row {
  name: string;
  profit: number;
  price: number;
  at: string;
  worked: boolean;
  handle: string | null;
}

const ROWS: Row[] = [
  {
    name: 'Élodie',
    profit: 2.1600000000000037,
    price: 0.41234567,
    at: '2026-11-27T08:47:31.123Z',
    worked: true,
    handle: 'elodie_fx',
  },
  {
    name: '=HYPERLINK("x")',
    profit: -0.005,
    price: 90123.4,
    at: '2026-11-26T23:59:00.000Z',
    worked: false,
    handle: null,
  },
];

const columns = (fr: boolean): SheetColumn<Row>[] => [
  { header: fr ? 'Nom' : 'Name', kind: 'text', value: (row) => row.name },
  { header: fr ? 'P&L (%)' : 'P&L (%)', kind: 'number', decimals: 2, value: (row) => row.profit },
  {
    header: fr ? 'Prix' : 'Price',
    kind: 'number',
    decimals: (row) => (row.price < 1 ? 6 : 1),
    value: (row) => row.price,
  },
  { header: fr ? 'Ouverte le' : 'Opened', kind: 'date', value: (row) => row.at },
  { header: fr ? 'Travaillée' : 'Worked', kind: 'boolean', value: (row) => row.worked },
  { header: 'Telegram', kind: 'text', value: (row) => (row.handle ? `@${row.handle}` : null) },
];

describe('the CSV for spreadsheets', () => {
  it('in French: a BOM, `;`, decimal commas, rounded numbers, dates with the zone, Oui/Non, formulas guarded', () => {
    const text = sheetCsv({ columns: columns(true), rows: ROWS, format: formatterFor('fr', 'utc') });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nom;P&L (%);Prix;Ouverte le;Travaillée;Telegram',
      "Élodie;2,16;0,412346;27/11/2026 08:47 UTC;Oui;'@elodie_fx",
      '"\'=HYPERLINK(""x"")";-0,01;90123,4;26/11/2026 23:59 UTC;Non;',
      '',
    ]);
    expect(text).not.toContain('2.1600000000000037');
  });

  it('in English: `,` and decimal points, Yes/No', () => {
    const text = sheetCsv({ columns: columns(false), rows: ROWS, format: formatterFor('en', 'utc') });
    expect(text.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Name,P&L (%),Price,Opened,Worked,Telegram',
      "Élodie,2.16,0.412346,2026-11-27 08:47 UTC,Yes,'@elodie_fx",
    ]);
  });
});

describe('the XLSX beside it', () => {
  it('reads back with the same library: headers, rounded numbers, the screen’s dates, Oui/Non, text as text', async () => {
    const bytes = await sheetXlsxBytes(
      { columns: columns(true), rows: ROWS, format: formatterFor('fr', 'utc') },
      'Historique',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Historique')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Nom', 'P&L (%)', 'Prix', 'Ouverte le', 'Travaillée', 'Telegram']);
    expect(values(2)).toEqual(['Élodie', 2.16, 0.412346, '27/11/2026 08:47 UTC', 'Oui', '@elodie_fx']);
    expect(values(3).slice(0, 5)).toEqual(['=HYPERLINK("x")', -0.01, 90123.4, '26/11/2026 23:59 UTC', 'Non']);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('0.000000');
  });
});
