import type { FeedSignal, SignalCard, SignalSource } from '@signaldesk/contracts/signal-sources';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  renderWithProviders,
  type StubbedApi,
  type StubHandlers,
  setupUser,
  stubApi,
} from '../../../../test/render';
import { SignalsScreen } from './signals-screen';

const SOURCE: SignalSource = {
  id: 1,
  name: 'Calls',
  kind: 'webhook',
  channelIds: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  revokedAt: null,
  signals: 7,
  entered: 4,
  enteredPercent: (4 / 7) * 100,
  closed: 3,
  winRate: (2 / 3) * 100,
  averageProfit: 2 / 3,
  lastSignalAt: '2026-11-25T10:00:30.000Z',
  updatesAct: false,
  ratePerMinute: 60,
  rateBurst: 20,
  idempotencyField: null,
};

const base = {
  sourceId: 1,
  sourceName: 'Calls',
  sourceKind: 'webhook' as const,
  isSpot: false,
  category: 'signal' as const,
  entry: null,
  stopLoss: null,
  tp1: null,
  tp2: null,
  tp3: null,
  leverage: null,
  riskScore: null,
  forcePercentage: null,
  traderId: null,
  ignoredReason: null,
  decidedAt: null,
  positionId: null,
  waitEndsAt: null,
  searchEndsAt: null,
  searchProgress: null,
  positionStatus: null,
  positionProfit: null,
  entryCondition: 'at' as const,
};

const far = new Date(Date.now() + 3 * 3_600_000).toISOString();
const FEED: FeedSignal[] = [
  {
    ...base,
    id: 3,
    symbol: 'ETHUSDT',
    direction: 'SHORT',
    receivedAt: '2026-11-25T10:00:30.000Z',
    state: 'waiting',
    waitEndsAt: new Date(Date.now() - 60_000).toISOString(),
    searchEndsAt: far,
  },
  {
    ...base,
    id: 2,
    symbol: 'BTCUSDT',
    direction: 'LONG',
    receivedAt: '2026-11-24T09:30:00.000Z',
    state: 'ignored',
    ignoredReason: 'riskScore',
    decidedAt: '2026-11-24T09:31:02.000Z',
  },
  {
    ...base,
    id: 1,
    symbol: 'BTCUSDT',
    direction: 'LONG',
    receivedAt: '2026-11-23T09:00:00.000Z',
    state: 'entered',
    decidedAt: '2026-11-23T09:40:02.000Z',
    positionId: 42,
    positionStatus: 'closed',
    positionProfit: 2.5,
  },
];

const CARD: SignalCard = {
  ...FEED[0]!,
  entry: 2050,
  entryCondition: 'above',
  tp1: 2100,
  tp2: 2150,
  stopLoss: 1990,
  leverage: 10,
  text: 'ETH/USDT LONG\nEnter above 2050\nTargets 2100 2150\nSL 1990\n10x',
  updates: [
    {
      id: 1,
      signalId: 3,
      kind: 'targetHit',
      target: 1,
      price: null,
      text: 'Target 1 reached',
      outcome: 'recorded',
      receivedAt: '2026-11-25T10:05:00.000Z',
    },
  ],
  waitingOn: { rule: 'breakout', condition: 'above', price: 2050 },
  position: null,
};

function stubSignals(overrides: StubHandlers = {}): StubbedApi {
  return stubApi({
    'GET /api/signal-sources': () => ({ success: true, data: [SOURCE] }),
    'GET /api/signals': () => ({ success: true, data: FEED }),
    ...overrides,
  });
}

const renderScreen = () => renderWithProviders(<SignalsScreen />);

describe('SignalsScreen', () => {
  it('shows per-source statistics and the feed: countdown, ignored reason, position link', async () => {
    stubSignals();
    renderScreen();
    const sources = await screen.findByRole('table', { name: 'Signal sources' });
    const row = within(sources).getByRole('row', { name: /Calls/ });
    expect(row).toHaveTextContent('4 (57.1%)');
    expect(row).toHaveTextContent('66.7% of 3');
    expect(row).toHaveTextContent('+0.67%');
    const feed = await screen.findByRole('table', { name: 'Signals feed' });
    const rows = within(feed).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/ETHUSDT.*SHORT.*Waiting.*Searching an entry, ends in [23]h \d\dm/);
    expect(rows[1]).toHaveTextContent('riskScore: risk score above the maximum');
    expect(within(rows[2]!).getByRole('link', { name: 'Position #42' })).toHaveAttribute(
      'href',
      '/dashboard/analytics?position=42',
    );
    expect(rows[2]).toHaveTextContent('closed +2.50%');
  });

  it('says when there are no sources and no signals', async () => {
    stubSignals({
      'GET /api/signal-sources': () => ({ success: true, data: [] }),
      'GET /api/signals': () => ({ success: true, data: [] }),
    });
    renderScreen();
    expect(await screen.findByText('No sources yet: create one to receive signals')).toBeInTheDocument();
    expect(await screen.findByText('No signals yet')).toBeInTheDocument();
  });

  it('shows a failed load with the server reason, and Retry loads again', async () => {
    let fail = true;
    const api = stubSignals({
      'GET /api/signals': () =>
        fail ? apiError(500, 'Database unavailable') : { success: true, data: FEED },
    });
    renderScreen();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Signals feed' })).toBeInTheDocument();
    expect(api.sentTo('GET /api/signals').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the day filter to the server', async () => {
    const api = stubSignals();
    renderScreen();
    await screen.findByRole('table', { name: 'Signals feed' });
    fireEvent.change(screen.getByLabelText('Day (UTC)'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(api.sentTo('GET /api/signals').at(-1)!.url.searchParams.get('day')).toBe('2026-11-24'),
    );
    expect(api.sentTo('GET /api/signals').at(-1)!.url.searchParams.get('limit')).toBe('50');
  });

  it('creates a webhook source and shows its hook URL, alert and key once, warning before closing unseen', async () => {
    const api = stubSignals({
      'POST /api/signal-sources': () => ({
        success: true,
        data: { ...SOURCE, id: 2, name: 'TradingView', apiKey: 'sdk_secret-key', idempotencyField: 'id' },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New source' }));
    await user.type(screen.getByLabelText(/Name/), 'TradingView');
    await user.click(screen.getByText('Act (cancel, close)'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const url = `${window.location.origin}/api/signals/hook/sdk_secret-key`;
    expect(await screen.findByDisplayValue(url)).toBeInTheDocument();
    expect(
      screen.getByDisplayValue(
        '{"ticker": "{{ticker}}", "action": "{{strategy.order.action}}", "price": "{{close}}", "id": "{{timenow}}-{{ticker}}"}',
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('sdk_secret-key')).toBeInTheDocument();
    expect(screen.getByText('Source created')).toBeInTheDocument();
    expect(api.sentTo('POST /api/signal-sources')[0]!.body).toEqual({
      name: 'TradingView',
      kind: 'webhook',
      updatesAct: true,
      ratePerMinute: 60,
      rateBurst: 20,
      idempotencyField: 'id',
    });
    // Closing before anything was copied asks first; Back keeps the dialog.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Webhook URL and key' })).getByRole('alert'),
    ).toHaveTextContent('You have not copied the URL or the key');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByDisplayValue('sdk_secret-key')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Webhook URL' }));
    await screen.findByRole('button', { name: 'Copied Webhook URL' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('sdk_secret-key')).not.toBeInTheDocument());
  });

  it('opens the card of a clicked feed row: what was read, the message, updates, waiting rule, position', async () => {
    const api = stubSignals({
      'GET /api/signals/:id': () => ({ success: true, data: CARD }),
    });
    const user = setupUser();
    renderScreen();
    const feed = await screen.findByRole('table', { name: 'Signals feed' });
    await user.click((within(feed).getAllByRole('row')[1] as HTMLTableRowElement).cells[0]!);
    const card = await screen.findByRole('dialog', { name: 'Signal #3' });
    expect(await within(card).findByText('Waits for a 1-minute close at or above 2,050')).toBeInTheDocument();
    const read = within(card).getByRole('table', { name: 'What was read' });
    expect(read).toHaveTextContent('Entryabove 2,050');
    expect(read).toHaveTextContent('Targets2,100 · 2,150');
    expect(read).toHaveTextContent('Stop loss1,990');
    expect(read).toHaveTextContent('Leverage10x');
    expect(within(card).getByText(/Enter above 2050/)).toBeInTheDocument();
    expect(within(card).getByText(/target hit TP1: recorded/)).toBeInTheDocument();
    expect(within(card).getByText('No position: the signal has not entered.')).toBeInTheDocument();
    expect(within(card).getByText('Waiting')).toBeVisible();
    expect(api.sentTo('GET /api/signals/:id')[0]!.url.pathname).toBe('/api/signals/3');
  });

  it("shows an entered signal's position with its current stop and targets, linked", async () => {
    stubSignals({
      'GET /api/signals/:id': () => ({
        success: true,
        data: {
          ...CARD,
          ...FEED[2]!,
          text: null,
          updates: [],
          waitingOn: null,
          position: {
            id: 42,
            status: 'closed',
            entryPrice: 100,
            stopLoss: 100.5,
            tp1: 101.6,
            tp2: 103.2,
            tp3: 105.6,
            closeReason: 'SOURCE_UPDATE',
            finalProfitPercentage: 2.5,
          },
        },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Open signal #1 BTCUSDT' }));
    const card = await screen.findByRole('dialog', { name: 'Signal #1' });
    const position = await within(card).findByRole('table', { name: 'Position' });
    expect(position).toHaveTextContent('Current stop100.5');
    expect(position).toHaveTextContent('Targets101.6 · 103.2 · 105.6');
    expect(position).toHaveTextContent('Close reasonSOURCE_UPDATE');
    expect(within(card).getByRole('link', { name: 'Position #42' })).toHaveAttribute(
      'href',
      '/dashboard/analytics?position=42',
    );
    expect(within(card).getByText(/No message: the server’s own source/)).toBeInTheDocument();
  });

  it('creates a telegram source with its channel ids; a refusal shows the server reason', async () => {
    const api = stubSignals({
      'POST /api/signal-sources': () =>
        apiError(400, 'channelIds: must be a channel id or @name', 'VALIDATION_ERROR'),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New source' }));
    await user.type(screen.getByLabelText(/Name/), 'Channel');
    await user.click(screen.getByText('Telegram'));
    await user.type(screen.getByLabelText(/Channel ids/), '-1001234567890, @calls');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // In the form, and in the failure toast.
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'channelIds: must be a channel id or @name',
    );
    expect(screen.getByText('Source not created')).toBeInTheDocument();
    expect(api.sentTo('POST /api/signal-sources')[0]!.body).toEqual({
      name: 'Channel',
      kind: 'telegram',
      channelIds: ['-1001234567890', '@calls'],
      updatesAct: false,
      ratePerMinute: 60,
      rateBurst: 20,
      idempotencyField: null,
    });
  });

  it("changes a source's settings from its name: updates act, rate, retry field", async () => {
    const api = stubSignals({
      'PATCH /api/signal-sources/:id': () => ({
        success: true,
        data: { ...SOURCE, updatesAct: true, rateBurst: 5 },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Settings of Calls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Calls' });
    await user.click(within(dialog).getByText('Act (cancel, close)'));
    const burst = within(dialog).getByRole('textbox', { name: /Burst/ });
    await user.clear(burst);
    await user.type(burst, '5');
    await user.type(within(dialog).getByRole('textbox', { name: /Retry key field/ }), 'alertId');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.sentTo('PATCH /api/signal-sources/:id')[0]!.body).toEqual({
      updatesAct: true,
      ratePerMinute: 60,
      rateBurst: 5,
      idempotencyField: 'alertId',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settings of Calls' })).not.toBeInTheDocument(),
    );
  });

  it('revokes a source after confirmation', async () => {
    const api = stubSignals({
      'DELETE /api/signal-sources/:id': () => ({
        success: true,
        data: { ...SOURCE, revokedAt: '2026-11-25T11:00:00.000Z' },
      }),
    });
    const user = setupUser();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke Calls' }));
    expect(screen.getByText(/Revoke Calls\? Its key stops working at once/)).toBeInTheDocument();
    expect(api.sentTo('DELETE /api/signal-sources/:id')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Source revoked')).toBeInTheDocument();
    expect(api.sentTo('DELETE /api/signal-sources/:id')[0]!.path).toBe('/api/signal-sources/1');
  });
});
