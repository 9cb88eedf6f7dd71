import type { TelegramDelivery, TelegramSettings } from '@signaldesk/contracts/telegram';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { TelegramPanel } from './telegram-panel';

const SETTINGS: TelegramSettings = {
  configured: true,
  channelConfigured: true,
  groupConfigured: false,
  language: 'fr',
  announceToSubscribers: false,
};

const delivery = (values: Partial<TelegramDelivery>): TelegramDelivery => ({
  id: 1,
  kind: 'announcement',
  chatId: '-1001111111111',
  userId: null,
  positionId: 42,
  announcement: 'tp1',
  text: '🎯 Objectif 1 atteint',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
  nextAttemptAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:01.000Z',
  lastError: null,
  ...values,
});

describe('TelegramPanel', () => {
  it('lists the last deliveries with their status and reason, and what is configured', async () => {
    stubApi({
      'GET /api/telegram/deliveries': () => ({
        success: true,
        data: {
          settings: SETTINGS,
          deliveries: [
            delivery({
              id: 2,
              status: 'failed',
              attempts: 1,
              lastError: '403: Forbidden: bot was blocked by the user',
              chatId: '9001',
              userId: 7,
              positionId: null,
              kind: 'invite',
              announcement: null,
              sentAt: null,
            }),
            delivery({}),
          ],
        },
      }),
    });
    renderWithProviders(<TelegramPanel />);
    const rows = await screen.findAllByTestId('telegram-delivery');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Invite · subscriber 7');
    expect(rows[0]).toHaveTextContent('failed');
    expect(rows[0]).toHaveTextContent('403: Forbidden: bot was blocked by the user');
    expect(rows[1]).toHaveTextContent('Announcement · TP1 · #42');
    expect(rows[1]).toHaveTextContent('2026-11-25 10:00 UTC');
    expect(screen.getByText('no paid group')).toBeInTheDocument();
    expect(screen.getByText('FR')).toBeInTheDocument();
  });

  it('sends a test message and says it is queued', async () => {
    const api = stubApi({
      'GET /api/telegram/deliveries': () => ({ success: true, data: { settings: SETTINGS, deliveries: [] } }),
      'POST /api/telegram/test-message': () => ({
        success: true,
        data: delivery({
          id: 5,
          kind: 'test',
          status: 'queued',
          announcement: null,
          positionId: null,
          sentAt: null,
        }),
      }),
    });
    const user = setupUser();
    renderWithProviders(<TelegramPanel />);
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('Test message queued')).toBeInTheDocument();
    expect(api.sentTo('POST /api/telegram/test-message')[0]!.body).toEqual({});
    await waitFor(() => expect(api.sentTo('GET /api/telegram/deliveries').length).toBeGreaterThan(1));
  });

  it('says why the test cannot be sent without a bot, and shows a failed load with Retry', async () => {
    stubApi({
      'GET /api/telegram/deliveries': () => ({
        success: true,
        data: { settings: { ...SETTINGS, configured: false }, deliveries: [] },
      }),
    });
    renderWithProviders(<TelegramPanel />);
    expect(
      await screen.findByText('Telegram is off: set TELEGRAM_BOT_TOKEN to send announcements'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a test message' })).toBeDisabled();
  });

  it('shows the server’s reason when the log cannot be read', async () => {
    stubApi({ 'GET /api/telegram/deliveries': () => apiError(500, 'Database unavailable') });
    renderWithProviders(<TelegramPanel />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says whether the bot answers, and lists the channels it has seen with their ids', async () => {
    stubApi({
      'GET /api/telegram/deliveries': () => ({ success: true, data: { settings: SETTINGS, deliveries: [] } }),
      'GET /api/telegram/status': () => ({
        success: true,
        data: {
          bot: { state: 'reachable', username: 'signaldesk_bot', name: 'SignalDesk' },
          chats: [
            {
              chatId: '-1003333333333',
              type: 'channel',
              title: 'Signals VIP',
              username: 'signals_vip',
              posts: 12,
              lastPostAt: '2026-11-27T09:30:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithProviders(<TelegramPanel />);
    expect(await screen.findByTestId('telegram-bot-status')).toHaveTextContent(
      'Bot reachable: SignalDesk (@signaldesk_bot)',
    );
    const [chat] = screen.getAllByTestId('telegram-chat');
    expect(chat).toHaveTextContent('Signals VIP');
    expect(chat).toHaveTextContent('-1003333333333');
    expect(chat).toHaveTextContent('channel · @signals_vip · 12 posts · last post 2026-11-27 09:30 UTC');
  });

  it('says why the bot does not answer, and that no channel posted yet', async () => {
    stubApi({
      'GET /api/telegram/deliveries': () => ({ success: true, data: { settings: SETTINGS, deliveries: [] } }),
      'GET /api/telegram/status': () => ({
        success: true,
        data: { bot: { state: 'unreachable', error: '401: Unauthorized' }, chats: [] },
      }),
    });
    renderWithProviders(<TelegramPanel />);
    expect(await screen.findByTestId('telegram-bot-status')).toHaveTextContent(
      'Bot unreachable: 401: Unauthorized',
    );
    expect(screen.getByText('No channel has posted to the bot yet')).toBeInTheDocument();
  });
});
