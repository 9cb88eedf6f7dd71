import { describe, expect, it } from 'vitest';
import { SAMPLE_RESULT } from '../testing/sample-result';
import { neutraliseFormula, resultFileName, resultToJson, tradesToCsv } from './export-results';

/** These rows hold no comma, quote or line break: a split is a faithful reader. */
function parse(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trimEnd().split('\n');
  const columns = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

describe('result exports', () => {
  it('writes one CSV row per trade that reads back to the same values', () => {
    const csv = tradesToCsv(SAMPLE_RESULT.trades);
    const rows = parse(csv);
    expect(rows).toHaveLength(2);
    const first = SAMPLE_RESULT.trades[0]!;
    expect(rows[0]).toMatchObject({
      positionId: String(first.positionId),
      symbol: first.symbol,
      exitReason: first.exitReason,
      profitLoss: String(first.profitLoss),
      tpsHit: first.tpsHit.join(' '),
    });
    expect(csv.split('\n')[0]).toBe(
      'positionId,symbol,category,direction,exitReason,profitLoss,entryPrice,exitPrice,initialOpportunityTime,entryTime,exitTime,duration,tpsHit',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('-2+3')).toBe("'-2+3");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('ETHUSDT')).toBe('ETHUSDT');
    const csv = tradesToCsv([{ ...SAMPLE_RESULT.trades[1]!, symbol: '=cmd|calc' }]);
    const [row] = parse(csv);
    expect(row!.symbol).toBe("'=cmd|calc");
    expect(row!.profitLoss).toBe('-40'); // a negative number stays a number
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
    expect(resultFileName('trades', now)).toBe('backtest-trades-2025-03-04T05-06.csv');
    expect(resultFileName('result', now)).toBe('backtest-result-2025-03-04T05-06.json');
  });
});
