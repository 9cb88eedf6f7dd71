import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UnmatchedCustomer } from '@signaldesk/contracts/billing';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatFrenchDate, formatFrenchMoney } from '../../../utils/format';
import { useUnmatchedCustomers } from '../api/get-unmatched-customers';
import { useUsers } from '../api/get-users';
import { useMatchCustomer } from '../api/match-customer';
import { SUBSCRIBER_LABELS as L } from '../utils/user-labels';
import { withOutcome } from './action-outcome';

/** The section's id: the header's count links to it. */
export const UNMATCHED_SECTION_ID = 'clients-stripe-a-associer';

/** Subscribers offered for a match: the first few whose email, name or Telegram holds the text typed. */
const MATCH_CHOICES = 10;

function MatchForm({ customer }: { customer: UnmatchedCustomer }) {
  const t = useT();
  const [text, setText] = useState(customer.email ?? '');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [userId, setUserId] = useState<string | null>(null);
  const choices = useUsers({
    search: search || undefined,
    page: 1,
    pageSize: MATCH_CHOICES,
    sort: 'email',
    order: 'asc',
  });
  const match = useMatchCustomer();
  const data = (choices.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.email }));
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={L.matchWith}
        placeholder={L.matchSearch}
        searchable
        searchValue={text}
        onSearchChange={setText}
        data={data}
        value={userId}
        onChange={setUserId}
        filter={({ options }) => options}
        nothingFoundMessage={
          choices.isFetching
            ? t('users.unmatchedCustomers.recherche')
            : t('users.unmatchedCustomers.aucunAbonne')
        }
        w={{ base: '100%', xs: 280 }}
      />
      <Button
        disabled={userId === null}
        loading={match.isPending}
        onClick={() =>
          void withOutcome(
            L.match,
            match.mutateAsync({ customerId: customer.customerId, userId: Number(userId) }),
            (user) => `${customer.customerId} → ${user.email}`,
          )
        }
      >
        {L.match}
      </Button>
    </Group>
  );
}

/**
 * The Stripe customers the webhook could not tie to a subscriber (docs/billing.md, To match), each with what its
 * events said and a way to match it by hand. Those who paid, and so far give nobody access, come first, with the
 * amount and the date.
 */
export function UnmatchedCustomers() {
  const t = useT();
  const query = useUnmatchedCustomers();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id={UNMATCHED_SECTION_ID}
      tabIndex={-1}
      aria-labelledby={`${UNMATCHED_SECTION_ID}-title`}
      component="section"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={`${UNMATCHED_SECTION_ID}-title`}>
          {L.unmatchedTitle}
          {query.data && query.data.length > 0 ? ` (${query.data.length})` : ''}
        </Title>
        {query.isPending ? (
          <Skeleton height={40} />
        ) : query.isError ? (
          <ErrorState
            message={getErrorMessage(query.error, L.unmatchedError)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            retryLabel={L.retry}
          />
        ) : query.data.length === 0 ? (
          <Text size="sm" c="gray.5">
            {L.unmatchedEmpty}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" role="list" aria-label={L.unmatchedTitle}>
            {query.data.map((customer) => (
              <Card key={customer.customerId} withBorder padding="sm" radius="md" role="listitem">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {customer.email ?? t('users.unmatchedCustomers.emailInconnu')}
                    </Text>
                    <Text size="xs" c="gray.5">
                      {customer.customerId}
                    </Text>
                  </Group>
                  {customer.lastPaid && (
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="light" color="orange" tt="none">
                        {L.paidNoAccess}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {formatFrenchMoney(customer.lastPaid.amount, customer.lastPaid.currency)} ·{' '}
                        {formatFrenchDate(customer.lastPaid.occurredAt)}
                      </Text>
                    </Group>
                  )}
                  <Text size="xs" c="gray.5">
                    {[
                      customer.plan ?? 'Plan inconnu',
                      customer.subscriptionStatus ?? 'statut inconnu',
                      customer.periodEnd ? `fin ${formatFrenchDate(customer.periodEnd)}` : null,
                      `vu le ${formatFrenchDate(customer.lastSeenAt)} (${customer.lastEventType})`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <MatchForm customer={customer} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
