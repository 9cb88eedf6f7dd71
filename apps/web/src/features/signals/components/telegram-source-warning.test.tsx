import type { TelegramBotStatus } from '@signaldesk/contracts/telegram';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { CreateSourceModal } from './create-source-modal';

function withBot(bot: TelegramBotStatus) {
  return stubApi({ 'GET /api/telegram/status': () => ({ success: true, data: { bot, chats: [] } }) });
}

async function chooseTelegram() {
  const user = setupUser();
  renderWithProviders(<CreateSourceModal opened onClose={() => {}} />);
  await user.click(await screen.findByText('Telegram'));
}

describe('the new-source dialog, Telegram chosen (docs/telegram.md, The console)', () => {
  it('warns that the source will read nothing while the bot is off', async () => {
    withBot({ state: 'off' });
    await chooseTelegram();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The Telegram bot is off (TELEGRAM_BOT_TOKEN is not set): this source will read nothing until it is set.',
    );
  });

  it('warns with the reason while the bot does not answer', async () => {
    withBot({ state: 'unreachable', error: 'network: connect ECONNREFUSED' });
    await chooseTelegram();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The Telegram bot does not answer (network: connect ECONNREFUSED): this source will read nothing until it does.',
    );
  });

  it('says nothing when the bot answers', async () => {
    const api = withBot({ state: 'reachable', username: 'signaldesk_bot', name: 'SignalDesk' });
    await chooseTelegram();
    await waitFor(() => expect(api.sentTo('GET /api/telegram/status')).toHaveLength(1));
    expect(screen.getByLabelText(/Channel ids/)).toBeInTheDocument();
    expect(screen.queryByText(/will read nothing/)).not.toBeInTheDocument();
  });
});
