import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatFrenchDate } from '../../../utils/format';
import { useSubscriberTelegram } from '../api/get-subscriber-telegram';
import {
  DELIVERY_STATUS_LABELS,
  deliveryKindLabel,
  GROUP_STATUS_LABELS,
  SUBSCRIBER_LABELS as L,
} from '../utils/user-labels';
import { PHONE_QUERY } from '../utils/viewport';

/**
 * The paid group and the messages, as Telegram group access tells them; its own loading, error and Retry. On a
 * phone one cell holds the message, its date and the reason, so the status stays on screen beside it and nothing
 * scrolls sideways.
 */
export function SubscriberTelegram({ id }: { id: number }) {
  const t = useT();
  const phone = useViewportQuery(PHONE_QUERY);
  const query = useSubscriberTelegram(id);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {L.telegramTitle}
        </Title>
        {query.isPending ? (
          <PageLoader
            label={t('users.subscriberTelegram.chargementDesInformationsTelegram')}
            minHeight={80}
          />
        ) : query.isError ? (
          <ErrorState
            message={getErrorMessage(query.error, L.telegramError)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            retryLabel={L.retry}
          />
        ) : !query.data.configured ? (
          <Alert color="gray" variant="light" role="status">
            {L.telegramNotConfigured}
          </Alert>
        ) : (
          <>
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                {L.groupStatus} :{' '}
                <Badge
                  variant="light"
                  tt="none"
                  aria-label={`${L.groupStatus} : ${GROUP_STATUS_LABELS[query.data.groupStatus]}`}
                >
                  {GROUP_STATUS_LABELS[query.data.groupStatus]}
                </Badge>
              </Text>
              <Text size="sm">
                {L.chatLinked} :{' '}
                {query.data.chatLinked
                  ? t('users.subscriberTelegram.oui')
                  : t('users.subscriberTelegram.non')}
              </Text>
            </Group>
            {query.data.deliveries.length === 0 ? (
              <Text size="sm" c="gray.5">
                {L.noDeliveries}
              </Text>
            ) : (
              <Table fz="sm" verticalSpacing={4} aria-label={L.deliveries}>
                <Table.Thead>
                  <Table.Tr>
                    {!phone && <Table.Th>{t('users.subscriberTelegram.date')}</Table.Th>}
                    <Table.Th>{t('users.subscriberTelegram.message')}</Table.Th>
                    <Table.Th>{t('users.subscriberTelegram.statut')}</Table.Th>
                    {!phone && <Table.Th>{t('users.subscriberTelegram.raison')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.deliveries.map((delivery) => {
                    const date = formatFrenchDate(delivery.sentAt ?? delivery.createdAt);
                    const reason = delivery.reason ?? '-';
                    return (
                      <Table.Tr key={delivery.id}>
                        {phone ? (
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {deliveryKindLabel(delivery.kind)}
                            </Text>
                            {date}
                            {delivery.reason && (
                              <Text size="xs" c="gray.5" style={{ overflowWrap: 'anywhere' }}>
                                {reason}
                              </Text>
                            )}
                          </Table.Td>
                        ) : (
                          <>
                            <Table.Td>{date}</Table.Td>
                            <Table.Td>{deliveryKindLabel(delivery.kind)}</Table.Td>
                          </>
                        )}
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {DELIVERY_STATUS_LABELS[delivery.status]}
                        </Table.Td>
                        {!phone && <Table.Td style={{ overflowWrap: 'anywhere' }}>{reason}</Table.Td>}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
