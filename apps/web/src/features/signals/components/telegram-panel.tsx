import { Badge, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { TelegramDelivery } from '@signaldesk/contracts/telegram';
import { IconSend } from '@tabler/icons-react';
import { ErrorState } from '../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendTelegramTest, useTelegramDeliveries } from '../api/telegram';
import { DELIVERY_STATUS_COLORS, deliveryTitle, TELEGRAM_LABELS } from '../utils/telegram-labels';
import { TelegramBotStatusView } from './telegram-bot-status';

function DeliveryRow({ delivery }: { delivery: TelegramDelivery }) {
  const t = useT();
  return (
    <Card withBorder padding="xs" component="li" data-testid="telegram-delivery">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {deliveryTitle(delivery)}
        </Text>
        <Badge color={DELIVERY_STATUS_COLORS[delivery.status]} variant="light">
          {delivery.status}
        </Badge>
      </Group>
      <Text size="xs" c="gray.5">
        {t('signals.telegramPanel.to')} {delivery.chatId} ·{' '}
        <UtcStamp value={delivery.sentAt ?? delivery.createdAt} />
        {delivery.attempts > 1 ? t('signals.telegramPanel.attempts', { attempts: delivery.attempts }) : ''}
      </Text>
      {delivery.lastError && delivery.status !== 'sent' ? (
        <Text size="xs" c="red.4">
          {delivery.lastError}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * The Signals screen's Telegram panel (docs/telegram.md, The console): what is configured, whether the bot answers
 * and the channels it has seen, a test message to the announcements' channel, and the last deliveries with their
 * status and reason.
 */
export function TelegramPanel() {
  const t = useT();
  const deliveries = useTelegramDeliveries();
  const sendTest = useSendTelegramTest();
  const settings = deliveries.data?.settings;
  const blocked = !settings
    ? null
    : !settings.configured
      ? TELEGRAM_LABELS.notConfigured
      : !settings.channelConfigured
        ? TELEGRAM_LABELS.noChannel
        : null;

  const onSendTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: (delivery) =>
        notifySuccess(
          TELEGRAM_LABELS.testQueued,
          t('signals.telegramPanel.deliveryTo', { id: delivery.id, chatId: delivery.chatId }),
        ),
      onError: (error) =>
        notifyFailure(
          TELEGRAM_LABELS.testFailed,
          getErrorMessage(error, t('signals.telegramPanel.theTestMessageWas')),
        ),
    });

  return (
    <Stack gap="sm" aria-labelledby="telegram-panel-title" component="section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="telegram-panel-title">
          {TELEGRAM_LABELS.title}
        </Title>
        <Button
          leftSection={<IconSend size={16} />}
          variant="light"
          onClick={onSendTest}
          loading={sendTest.isPending}
          disabled={!settings || blocked !== null}
        >
          {TELEGRAM_LABELS.sendTest}
        </Button>
      </Group>
      {settings ? (
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color={settings.configured ? 'teal' : 'gray'}>
            {settings.configured ? t('signals.telegramPanel.botOn') : t('signals.telegramPanel.botOff')}
          </Badge>
          <Badge variant="outline" color={settings.channelConfigured ? 'teal' : 'gray'}>
            {settings.channelConfigured
              ? t('signals.telegramPanel.channelSet')
              : t('signals.telegramPanel.noChannel')}
          </Badge>
          <Badge variant="outline" color={settings.groupConfigured ? 'teal' : 'gray'}>
            {settings.groupConfigured
              ? t('signals.telegramPanel.paidGroupSet')
              : t('signals.telegramPanel.noPaidGroup')}
          </Badge>
          <Badge variant="outline">{settings.language.toUpperCase()}</Badge>
          {settings.announceToSubscribers ? (
            <Badge variant="outline">{t('signals.telegramPanel.toEachSubscriberToo')}</Badge>
          ) : null}
        </Group>
      ) : null}
      {blocked ? (
        <Text size="sm" c="gray.5">
          {blocked}
        </Text>
      ) : null}
      <TelegramBotStatusView />
      {deliveries.isPending ? (
        <PageLoader label={t('signals.telegramPanel.loadingTelegramDeliveries')} minHeight={80} />
      ) : deliveries.isError && !deliveries.data ? (
        <ErrorState
          message={getErrorMessage(deliveries.error, TELEGRAM_LABELS.loadError)}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : deliveries.data.deliveries.length === 0 ? (
        <Center py="sm">
          <Text c="gray.5">{TELEGRAM_LABELS.noDeliveries}</Text>
        </Center>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {deliveries.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
