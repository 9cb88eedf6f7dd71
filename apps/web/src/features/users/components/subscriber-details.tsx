import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SubscriberDetail } from '@signaldesk/contracts/subscribers';
import { useT } from '../../../i18n/use-t';
import { formatFrenchDate } from '../../../utils/format';
import {
  ACCESS_ENDED_LABELS,
  planLabel,
  SUBSCRIBER_LABELS,
  telegramLabel,
  USER_COLUMN_LABELS,
} from '../utils/user-labels';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.5">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Why Stripe gives no access: the reason (with the subscription's status when it says more), when, and of what. */
function AccessEnded({ ended }: { ended: NonNullable<SubscriberDetail['accessEnded']> }) {
  const t = useT();
  const reason =
    ended.reason === 'unpaid' && ended.status
      ? `${ACCESS_ENDED_LABELS.unpaid} (${ended.status})`
      : ACCESS_ENDED_LABELS[ended.reason];
  return (
    <>
      <Text component="span" fw={600} c="orange.4">
        {reason}
      </Text>
      {ended.at ? t('users.subscriberDetails.le', { v0: formatFrenchDate(ended.at) }) : ''}
      <Text size="xs" c="gray.5">
        {ended.reference}
      </Text>
    </>
  );
}

/** Who the subscriber is and what they hold; when Stripe gives them no access, why. */
export function SubscriberDetails({ detail }: { detail: SubscriberDetail }) {
  const { user } = detail;
  const ended = user.isSubscribed ? null : detail.accessEnded;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {SUBSCRIBER_LABELS.details}
          </Title>
          <StatusBadge isSubscribed={user.isSubscribed} phone={false} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={USER_COLUMN_LABELS.email}>{user.email}</Field>
          <Field label={USER_COLUMN_LABELS.username}>
            <span style={{ whiteSpace: 'pre-line' }}>{user.username}</span>
          </Field>
          <Field label={USER_COLUMN_LABELS.subscriptionType}>{planLabel(user)}</Field>
          <Field label={USER_COLUMN_LABELS.subscriptionEndDate}>
            {formatFrenchDate(user.subscriptionEndDate)}
          </Field>
          {ended && (
            <Field label={SUBSCRIBER_LABELS.accessEnded}>
              <AccessEnded ended={ended} />
            </Field>
          )}
          <Field label={USER_COLUMN_LABELS.createdAt}>{formatFrenchDate(user.createdAt)}</Field>
          <Field label={USER_COLUMN_LABELS.telegramUsername}>{telegramLabel(user.telegramUsername)}</Field>
          <Field label={SUBSCRIBER_LABELS.stripeCustomers}>
            {detail.stripeCustomerIds.length ? (
              <Group gap={4}>
                {detail.stripeCustomerIds.map((id) => (
                  <Badge key={id} variant="outline" color="gray" tt="none">
                    {id}
                  </Badge>
                ))}
              </Group>
            ) : (
              SUBSCRIBER_LABELS.none
            )}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
