import { Alert } from '@mantine/core';
import { useTelegramStatus } from '../api/telegram-status';

/** The warning's words, by the bot's state. */
export const TELEGRAM_SOURCE_WARNINGS = {
  off: 'The Telegram bot is off (TELEGRAM_BOT_TOKEN is not set): this source will read nothing until it is set.',
  unreachable: (error: string) =>
    `The Telegram bot does not answer (${error}): this source will read nothing until it does.`,
} as const;

/**
 * Shown in the new-source dialog while Telegram is the kind chosen and the bot is off or unreachable: such a
 * source can be created, but it reads nothing (docs/telegram.md, The console).
 */
export function TelegramSourceWarning({ kind }: { kind: string }) {
  const status = useTelegramStatus();
  const bot = status.data?.bot;
  if (kind !== 'telegram' || !bot || bot.state === 'reachable') return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="Telegram bot">
      {bot.state === 'off' ? TELEGRAM_SOURCE_WARNINGS.off : TELEGRAM_SOURCE_WARNINGS.unreachable(bot.error)}
    </Alert>
  );
}
