import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageChoice } from '../../../i18n';
import { aPosition } from '../testing/position-fixture';
import {
  chartPrecision,
  chartWindow,
  defaultChartInterval,
  positionEvents,
  positionMarkers,
} from './position-chart';

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 30);

describe('the position chart span', () => {
  it('shows an open 5-day position whole at 5 minutes, and only its last 1500 minutes at 1 minute', () => {
    const open = aPosition({ openedAt: new Date(NOW - 5 * 1440 * MIN).toISOString() });
    // 1m: ends at 12:01 (the current minute's end), 1500 candles back; the opening is further back.
    const fine = chartWindow(open, '1m', NOW);
    expect(fine).toEqual({
      interval: '1m',
      from: Date.UTC(2026, 10, 22, 12, 1) - 1500 * MIN,
      to: Date.UTC(2026, 10, 22, 12, 1),
      clipped: true,
    });
    // 5m: 50 minutes (10 candles) before the opening to 12:05: 1451 candles.
    const coarse = chartWindow(open, '5m', NOW);
    expect(coarse.clipped).toBe(false);
    expect((coarse.to - coarse.from) / (5 * MIN)).toBe(1451);
    expect(defaultChartInterval(open, NOW)).toBe('5m');
  });

  it('puts the markers on the candles holding the events', () => {
    const closed = aPosition({
      openedAt: '2026-11-20T10:02:00.000Z',
      closedAt: '2026-11-20T10:14:30.000Z',
      closeReason: 'SL',
    });
    const candle = (minute: number) => ({
      time: Date.UTC(2026, 10, 20, 10, minute),
      open: 1,
      high: 1,
      low: 1,
      close: 1,
    });
    const markers = positionMarkers(closed, [candle(0), candle(5), candle(10), candle(15)]);
    expect(
      markers.map((marker) => [marker.label, new Date(marker.time).toISOString().slice(11, 16)]),
    ).toEqual([
      ['Open', '10:00'],
      ['Close', '10:10'],
    ]);
  });

  it('gives the price scale about five significant digits', () => {
    expect([90_000, 3_000, 100, 0.5, 0.00001234].map(chartPrecision)).toEqual([1, 2, 3, 6, 8]);
  });

  describe('the close under the chart', () => {
    afterEach(() => setLanguageChoice(null));
    const closed = (closeReason: string) => aPosition({ closedAt: '2026-11-20T10:14:30.000Z', closeReason });

    it("says why in words, in the operator's language", () => {
      expect(positionEvents(closed('BREAKEVEN_1')).at(-1)?.label).toBe('Close (Breakeven 1 stop)');
      expect(positionEvents(closed('TRADERS_EXIT')).at(-1)?.label).toBe('Close (Closed by hand)');
      setLanguageChoice('fr');
      expect(positionEvents(closed('SL')).at(-1)?.label).toBe('Clôture (Stop loss)');
      expect(positionEvents(closed('TIMEOUT')).at(-1)?.label).toBe('Clôture (Durée maximale atteinte)');
    });

    it("keeps an older row's free-text reason as stored", () => {
      expect(positionEvents(closed('manual by phone')).at(-1)?.label).toBe('Close (manual by phone)');
    });
  });
});
