import { describe, expect, it } from 'vitest';
import { formatterFor, translatorFor } from '../../../i18n';
import { sheetCsv } from '../../../lib/spreadsheet';
import { aPosition } from '../testing/position-fixture';
import { filterHistory, hasHistoryFilters, NO_HISTORY_FILTERS } from './history-filters';
import { historySheet } from './history-sheet';

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

describe('the history export', () => {
  it('writes the headers in the language, P&L rounded, prices to their precision, dates with the zone, Yes/No', () => {
    const hostile = closed(7, {
      symbol: 'XRPUSDT',
      closeReason: '=cmd|"/c calc"!A1',
      finalProfitPercentage: 2.1600000000000037,
      hitTp1: true,
      closedAt: '2026-11-21T08:00:00.000Z',
    });
    const french = sheetCsv(historySheet([hostile], translatorFor('fr'), formatterFor('fr', 'utc')));
    const lines = french.slice(1).split('\r\n');
    expect(french.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      "Id;Type;Paire;Sens;Prix d'entrée;Prix de sortie;P&L (%);TP1 atteint;TP2 atteint;TP3 atteint;Raison de clôture;Ouverte le;Fermée le;Travaillée",
    );
    expect(lines[1]).toBe(
      `7;Other;XRPUSDT;LONG;100;101;2,16;Oui;Non;Non;"'=cmd|""/c calc""!A1";20/11/2026 10:00 UTC;21/11/2026 08:00 UTC;Oui`,
    );
    const english = sheetCsv(historySheet([hostile], translatorFor('en'), formatterFor('en', 'utc')));
    expect(english.slice(1).split('\r\n')[1]).toBe(
      `7,Other,XRPUSDT,LONG,100,101,2.16,Yes,No,No,"'=cmd|""/c calc""!A1",2026-11-20 10:00 UTC,2026-11-21 08:00 UTC,Yes`,
    );
  });
});
