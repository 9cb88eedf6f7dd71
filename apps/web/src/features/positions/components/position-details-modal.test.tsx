import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../../test/render';
import { aPosition } from '../testing/position-fixture';
import { PositionDetailsModal } from './position-details-modal';

vi.setConfig({ testTimeout: 30_000 });

// LONG 100, opened 10:00, closed 12:00 by TP2 at +3.2 %.
const closed = aPosition({
  id: 7,
  status: 'closed',
  hitTp1: true,
  hitTp2: true,
  exitPrice: 103.2,
  finalProfitPercentage: 2.96,
  closedAt: '2026-11-20T12:00:00.000Z',
  closeReason: 'TP2',
});
const AT = (time: string) => Date.parse(`2026-11-20T${time}:00.000Z`);

const parameter = (key: string, value: string): TradingParameter => ({
  key,
  value,
  description: key,
  group: 'Position Manager',
  type: { kind: 'text' },
  secret: false,
});
const RULES = [
  parameter('BREAKEVEN_PERCENT', '-2.5'),
  parameter('ENABLE_BREAKEVEN_1', 'true'),
  parameter('ENABLE_BREAKEVEN_2', 'true'),
];

const candle = (time: number, close: number) => ({
  time,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 5,
});

describe('the position details modal', () => {
  it('loads the candles around the position at the finest whole interval, with its levels and outcome', async () => {
    const api = stubApi({
      'GET /api/market/candles': (request) => ({
        success: true,
        data: {
          symbol: 'BTCUSDT',
          interval: request.url.searchParams.get('interval') as '1m',
          candles: [candle(AT('10:00'), 100), candle(AT('10:01'), 101), candle(AT('12:00'), 103)],
        },
      }),
      'GET /api/trading-parameters': () => ({ success: true, data: RULES }),
    });
    renderWithProviders(<PositionDetailsModal position={closed} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText('3 candles of 1m (UTC)')).toBeInTheDocument();
    // 30 minutes either side of 10:00 to 12:00: 180 one-minute candles, within the 1500 an answer may hold.
    const [first] = api.sentTo('GET /api/market/candles');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      symbol: 'BTCUSDT',
      interval: '1m',
      from: String(AT('09:30')),
      to: String(AT('12:30')),
      market: 'futures',
    });
    expect(within(dialog).getByText('Final profit')).toBeInTheDocument();
    expect(within(dialog).getByText('+2.96%')).toBeInTheDocument();
    const targets = within(dialog).getByRole('group', { name: 'Take profits' });
    expect(within(targets).getByText('TP1 hit')).toBeInTheDocument();
    expect(within(targets).getByText('TP2 hit')).toBeInTheDocument();
    expect(within(targets).getByText('TP3 not hit')).toBeInTheDocument();
    // BE1: 2.5 % below the entry of a LONG at 100; BE2 is the entry itself.
    const levels = within(dialog).getByRole('group', { name: 'Price levels' });
    await waitFor(() => expect(within(levels).getByText('BE1 97.500')).toBeInTheDocument());
    expect(within(levels).getByText('Entry / BE2 100.000')).toBeInTheDocument();
    expect(within(levels).getByText('SL 96.100')).toBeInTheDocument();
    expect(within(levels).getByText('TP3 105.600')).toBeInTheDocument();

    // 5 minutes: 50 minutes (10 candles) either side, on the 5-minute grid.
    await userEvent.click(within(dialog).getByText('5m'));
    expect(await within(dialog).findByText('3 candles of 5m (UTC)')).toBeInTheDocument();
    const second = api.sentTo('GET /api/market/candles')[1];
    expect(second?.url.searchParams.get('from')).toBe(String(AT('09:10')));
    expect(second?.url.searchParams.get('to')).toBe(String(AT('12:50')));
  });

  it("shows the server's reason and a Retry when the candles fail, and the levels without breakevens", async () => {
    let calls = 0;
    stubApi({
      'GET /api/market/candles': () => {
        calls++;
        return calls === 1
          ? apiError(502, 'The exchange failed: Binance 418', 'UPSTREAM_ERROR')
          : { success: true, data: { symbol: 'BTCUSDT', interval: '1m', candles: [] } };
      },
      'GET /api/trading-parameters': () => apiError(500, 'boom'),
    });
    renderWithProviders(<PositionDetailsModal position={closed} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The exchange failed: Binance 418')).toBeInTheDocument();
    expect(within(dialog).getByText('Entry 100.000')).toBeInTheDocument();
    expect(within(dialog).queryByText(/BE1/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No BTCUSDT candles for this period.')).toBeInTheDocument();
  });

  it('shows the current profit of an open position at its live price', async () => {
    stubApi({
      'GET /api/market/candles': () => ({
        success: true,
        data: { symbol: 'BTCUSDT', interval: '1m', candles: [candle(AT('10:00'), 100)] },
      }),
    });
    // Opened an hour ago: the 1-minute chart shows it whole.
    const open = aPosition({ id: 8, openedAt: new Date(Date.now() - 3_600_000).toISOString() });
    renderWithProviders(<PositionDetailsModal position={open} onClose={() => {}} priceOf={() => 102} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Current profit')).toBeInTheDocument();
    // LONG 100 → 102: +2 %.
    expect(within(dialog).getByText('+2.00%')).toBeInTheDocument();
    expect(within(dialog).getByText('TP1 not hit')).toBeInTheDocument();
    expect(await within(dialog).findByText('1 candle of 1m (UTC)')).toBeInTheDocument();
  });

  it('shows a risk score and a force the signal did not carry as "—" (docs/signals.md, Missing force and risk)', async () => {
    stubApi({
      'GET /api/market/candles': () => ({
        success: true,
        data: { symbol: 'BTCUSDT', interval: '1m', candles: [candle(AT('10:00'), 100)] },
      }),
    });
    const missing = aPosition({ ...closed, riskScore: null, forcePercentage: null });
    const { unmount } = renderWithProviders(<PositionDetailsModal position={missing} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const fieldValue = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fieldValue('Risk Score')).toBe('—');
    expect(fieldValue('Force')).toBe('—');
    unmount();
    renderWithProviders(
      <PositionDetailsModal position={{ ...closed, riskScore: 0, forcePercentage: 70 }} onClose={() => {}} />,
    );
    const shown = await screen.findByRole('dialog');
    expect(within(shown).getByText('Risk Score').nextElementSibling?.textContent).toBe('0/10');
    expect(within(shown).getByText('Force').nextElementSibling?.textContent).toBe('70%');
  });

  it("asks a spot position's chart for spot candles", async () => {
    const api = stubApi({
      'GET /api/market/candles': () => ({
        success: true,
        data: { symbol: 'UNIUSDT', interval: '1m', candles: [candle(AT('10:00'), 100)] },
      }),
    });
    const spot = aPosition({ ...closed, symbol: 'UNIUSDT', isSpot: true });
    renderWithProviders(<PositionDetailsModal position={spot} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 candle of 1m (UTC)')).toBeInTheDocument();
    const [sent] = api.sentTo('GET /api/market/candles');
    expect(sent?.url.searchParams.get('market')).toBe('spot');
    expect(sent?.url.searchParams.get('symbol')).toBe('UNIUSDT');
  });

  it("shows the server's note above the chart when only stored candles came, with a Retry", async () => {
    const note = 'The exchange did not answer: stored candles only.';
    let calls = 0;
    stubApi({
      'GET /api/market/candles': () => {
        calls++;
        const candles = [candle(AT('10:00'), 100), candle(AT('10:01'), 101)];
        return calls === 1
          ? { success: true, data: { symbol: 'BTCUSDT', interval: '1m', candles, partial: { note } } }
          : { success: true, data: { symbol: 'BTCUSDT', interval: '1m', candles } };
      },
    });
    renderWithProviders(<PositionDetailsModal position={closed} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(note)).toBeInTheDocument();
    expect(within(dialog).getByText('2 candles of 1m (UTC)')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText(note)).not.toBeInTheDocument());
    expect(calls).toBe(2);
    expect(within(dialog).getByText('2 candles of 1m (UTC)')).toBeInTheDocument();
  });
});
