import { Alert } from '@mantine/core';
import { translate } from '../../../i18n/use-t';
import { useTelegramStatus } from '../api/telegram-status';

/** The warning's words, by the bot's state, in the operator's language. */
export const TELEGRAM_SOURCE_WARNINGS = {
  get off() {
    return translate('signals.telegramWarning.off');
  },
  unreachable: (error: string) => translate('signals.telegramWarning.unreachable', { error }),
};

/**
 * Shown in the new-source dialog while Telegram is the kind chosen and the bot is off or unreachable: such a
 * source can be created, but it reads nothing (docs/telegram.md, The console).
 */
export function TelegramSourceWarning({ kind }: { kind: string }) {
  const status = useTelegramStatus();
  const bot = status.data?.bot;
  if (kind !== 'telegram' || !bot || bot.state === 'reachable') return null;
  return (
    <Alert color="yellow" variant="light" role="status" title={translate('signals.telegramWarning.title')}>
      {bot.state === 'off' ? TELEGRAM_SOURCE_WARNINGS.off : TELEGRAM_SOURCE_WARNINGS.unreachable(bot.error)}
    </Alert>
  );
}
