import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@signaldesk/contracts/users';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatFrenchDate } from '../../../utils/format';
import { subscriberPath } from '../utils/subscriber-links';
import { planLabel, telegramLabel, USER_COLUMN_LABELS } from '../utils/user-labels';
import { StatusBadge } from './status-badge';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.5">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The list as cards (narrow screens), one per subscriber; on a phone the status reads Abonné/Non abonné. */
export function UserCards({ users, phone }: { users: User[]; phone: boolean }) {
  const t = useT();
  const { search } = useLocation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      role="list"
      aria-label={t('users.userCards.listeDesUtilisateurs')}
    >
      {users.map((user) => (
        <Card key={user.id} withBorder padding="sm" radius="md" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {user.username}
              </Text>
              <Anchor
                component={Link}
                to={subscriberPath(user.id, search)}
                size="xs"
                style={{ overflowWrap: 'anywhere' }}
              >
                {user.email}
              </Anchor>
            </Stack>
            <StatusBadge isSubscribed={user.isSubscribed} phone={phone} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt="xs">
            <Field label={USER_COLUMN_LABELS.subscriptionType} value={planLabel(user)} />
            <Field
              label={USER_COLUMN_LABELS.subscriptionEndDate}
              value={formatFrenchDate(user.subscriptionEndDate)}
            />
            <Field label={USER_COLUMN_LABELS.createdAt} value={formatFrenchDate(user.createdAt)} />
            <Field label={USER_COLUMN_LABELS.telegramUsername} value={telegramLabel(user.telegramUsername)} />
          </SimpleGrid>
        </Card>
      ))}
    </SimpleGrid>
  );
}
