import { describe, expect, it } from 'vitest';
import { aPosition } from '../testing/position-fixture';
import { historyCsv, neutraliseFormula } from './history-csv';
import { filterHistory, hasHistoryFilters, NO_HISTORY_FILTERS } from './history-filters';

const closed = (id: number, overrides: Parameters<typeof aPosition>[0] = {}) =>
  aPosition({
    id,
    status: 'closed',
    exitPrice: 101,
    finalProfitPercentage: 1,
    closeReason: 'TP1',
    ...overrides,
  });

const golden = closed(1, { symbol: 'BTCUSDT', isGolden: true, closedAt: '2026-11-20T23:59:59.000Z' });
const admin = closed(2, {
  symbol: 'ETHUSDT',
  openByAdmin: true,
  direction: 'SHORT',
  closedAt: '2026-11-21T00:00:00.000Z',
});
const signal = closed(3, {
  symbol: 'BTCUSDT',
  isSignalFromTelegram: true,
  closeReason: 'SL',
  closedAt: '2026-11-22T10:00:00.000Z',
});
const all = [golden, admin, signal];
const ids = (positions: { id: number }[]) => positions.map((p) => p.id);

describe('filterHistory', () => {
  it('keeps everything without a filter', () => {
    expect(hasHistoryFilters(NO_HISTORY_FILTERS)).toBe(false);
    expect(ids(filterHistory(all, NO_HISTORY_FILTERS))).toEqual([1, 2, 3]);
  });

  it.each([
    [{ category: 'golden' as const }, [1]],
    [{ pair: 'BTCUSDT' }, [1, 3]],
    [{ direction: 'SHORT' as const }, [2]],
    [{ closeReason: 'SL' }, [3]],
    // Both ends are whole UTC days, included.
    [{ closedFrom: '2026-11-21' }, [2, 3]],
    [{ closedTo: '2026-11-20' }, [1]],
    [{ closedFrom: '2026-11-21', closedTo: '2026-11-21' }, [2]],
    [{ search: 'eth' }, [2]],
    [{ search: 'signal' }, [3]],
    [{ pair: 'BTCUSDT', closeReason: 'TP1' }, [1]],
  ])('%o keeps %o', (filters, expected) => {
    const applied = { ...NO_HISTORY_FILTERS, ...filters };
    expect(hasHistoryFilters(applied)).toBe(true);
    expect(ids(filterHistory(all, applied))).toEqual(expected);
  });
});

describe('historyCsv', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['TP1', 'TP1'],
  ])('neutralises %j as %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it('writes a header and one line per position, numbers as numbers and formula-like texts neutralised', () => {
    const hostile = closed(7, {
      symbol: 'XRPUSDT',
      closeReason: '=cmd|"/c calc"!A1',
      finalProfitPercentage: -2.5,
      hitTp1: true,
      closedAt: '2026-11-21T08:00:00.000Z',
    });
    const lines = historyCsv([hostile]).trim().split('\n');
    expect(lines[0]).toBe(
      'id,type,pair,direction,entryPrice,exitPrice,finalProfitPercentage,hitTp1,hitTp2,hitTp3,closeReason,openedAt,closedAt,shouldWork',
    );
    expect(lines[1]).toBe(
      `7,Other,XRPUSDT,LONG,100,101,-2.5,true,false,false,"'=cmd|""/c calc""!A1",2026-11-20T10:00:00.000Z,2026-11-21T08:00:00.000Z,true`,
    );
  });
});
