import { describe, expect, it } from 'vitest';
import { formatterFor, translatorFor } from '../../../i18n';
import { sheetCsv } from '../../../lib/spreadsheet';
import { SAMPLE_RESULT } from '../testing/sample-result';
import { resultFileName, resultToJson, tradesSheet } from './export-results';

describe('result exports', () => {
  it('writes one row per trade: headers in the language, P&L to the cent, times with the zone, formulas guarded', () => {
    const trades = [
      SAMPLE_RESULT.trades[0]!,
      { ...SAMPLE_RESULT.trades[1]!, symbol: '=cmd|calc', profitLoss: -40.004 },
    ];
    const csv = sheetCsv(tradesSheet(trades, translatorFor('en'), formatterFor('en', 'utc')));
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      'Position,Symbol,Category,Direction,Exit reason,P&L (USD),Entry price,Exit price,Signal,Entry,Exit,Duration (minutes),Targets hit',
    );
    expect(lines).toHaveLength(3);
    const first = SAMPLE_RESULT.trades[0]!;
    expect(lines[1]!.startsWith(`${first.positionId},${first.symbol},`)).toBe(true);
    expect(lines[1]).toContain(` UTC,`);
    expect(lines[1]!.endsWith(first.tpsHit.join(' '))).toBe(true);
    expect(lines[2]).toContain("'=cmd|calc");
    expect(lines[2]).toContain(',-40,');
    const french = sheetCsv(tradesSheet(trades, translatorFor('fr'), formatterFor('fr', 'utc')));
    expect(french.slice(1).split('\r\n')[0]).toMatch(/^Position;Symbole;Catégorie;Sens;/);
  });

  it('exports the whole result with its risk metrics and breakdowns as JSON', () => {
    const exported = JSON.parse(resultToJson(SAMPLE_RESULT));
    expect(exported.config).toEqual(SAMPLE_RESULT.config);
    expect(exported.summary).toEqual(SAMPLE_RESULT.summary);
    expect(exported.trades).toEqual(SAMPLE_RESULT.trades);
    expect(exported.riskMetrics.expectancy).toBeCloseTo((52.5 - 40) / 2, 10);
    expect(exported.breakdowns.bySymbol.map((row: { key: string }) => row.key)).toEqual([
      'ETHUSDT',
      'SOLUSDT',
    ]);
  });

  it('names the files after the UTC time of the export', () => {
    const now = new Date('2025-03-04T05:06:07Z');
    expect(resultFileName('trades', now)).toBe('backtest-trades-2025-03-04T05-06');
    expect(resultFileName('result', now)).toBe('backtest-result-2025-03-04T05-06.json');
  });
});
