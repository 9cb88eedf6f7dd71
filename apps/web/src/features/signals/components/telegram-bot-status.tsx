import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TelegramBotStatus } from '@signaldesk/contracts/telegram';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { getErrorMessage } from '../../../lib/api-client';
import { useTelegramStatus } from '../api/telegram-status';
import { TELEGRAM_LABELS } from '../utils/telegram-labels';

function botLine(bot: TelegramBotStatus): { text: string; color: string } {
  if (bot.state === 'off') return { text: TELEGRAM_LABELS.botOff, color: 'gray' };
  if (bot.state === 'reachable')
    return { text: TELEGRAM_LABELS.botReachable(bot.name, bot.username), color: 'teal' };
  return { text: TELEGRAM_LABELS.botUnreachable(bot.error), color: 'red' };
}

/**
 * Whether the bot answers (its getMe name, or why not) and the channels it has seen post, with their ids, so a
 * Telegram source can name them (docs/telegram.md, The console).
 */
export function TelegramBotStatusView() {
  const status = useTelegramStatus();
  if (status.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="gray.5">
          {TELEGRAM_LABELS.botChecking}
        </Text>
      </Group>
    );
  }
  if (status.isError && !status.data) {
    return (
      <Text size="sm" c="red.4" role="alert">
        {TELEGRAM_LABELS.botStatusError}: {getErrorMessage(status.error, 'no answer')}
      </Text>
    );
  }
  const { bot, chats } = status.data;
  const line = botLine(bot);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={line.color} variant="light" style={{ flexShrink: 0 }}>
          {bot.state}
        </Badge>
        <Text size="sm" data-testid="telegram-bot-status" style={{ overflowWrap: 'anywhere' }}>
          {line.text}
        </Text>
      </Group>
      <Stack gap={4} component="section" aria-labelledby="telegram-chats-title">
        <Title order={3} size="h5" id="telegram-chats-title">
          {TELEGRAM_LABELS.chatsTitle}
        </Title>
        <Text size="xs" c="gray.5">
          {TELEGRAM_LABELS.chatsHint}
        </Text>
        {chats.length === 0 ? (
          <Text size="sm" c="gray.5">
            {TELEGRAM_LABELS.noChats}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {chats.map((chat) => (
              <Card key={chat.chatId} withBorder padding="xs" component="li" data-testid="telegram-chat">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {chat.title ?? chat.username ?? chat.chatId}
                  </Text>
                  <Text size="sm" ff="monospace">
                    {chat.chatId}
                  </Text>
                </Group>
                <Text size="xs" c="gray.5">
                  {chat.type}
                  {chat.username ? ` · @${chat.username}` : ''} · {TELEGRAM_LABELS.chatPosts(chat.posts)} ·{' '}
                  {TELEGRAM_LABELS.lastPost} <UtcStamp value={chat.lastPostAt} />
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
