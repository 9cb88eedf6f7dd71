import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { translate, useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useUserCounts } from '../api/get-user-counts';
import { usersListPath } from '../utils/subscriber-links';
import { USER_LABELS } from '../utils/user-labels';

const FIGURES = [
  {
    key: 'total',
    get label() {
      return translate('users.userCounts.total');
    },
  },
  {
    key: 'subscribed',
    get label() {
      return translate('users.userCounts.abonnes');
    },
  },
  {
    key: 'expiringSoon',
    get label() {
      return translate('users.userCounts.expirentSous7Jours');
    },
  },
] as const;

/**
 * The three figures above the list: everyone, the subscribed, and subscriptions ending within 7 days; the last one
 * links to the list of those subscribers.
 */
export function UserCounts() {
  const t = useT();
  const query = useUserCounts();
  const { search } = useLocation();
  if (query.isError) {
    return (
      <ErrorState
        message={getErrorMessage(query.error, USER_LABELS.loadError)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={t('users.userCounts.reessayer')}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
      {FIGURES.map((figure) => (
        <Paper key={figure.key} withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
          {figure.key === 'expiringSoon' ? (
            <Anchor component={Link} to={usersListPath(search, true)} size="xs" lh={1.2}>
              {figure.label}
            </Anchor>
          ) : (
            <Text size="xs" c="gray.5" lh={1.2}>
              {figure.label}
            </Text>
          )}
          <Group gap={4} mt={4}>
            {query.data ? (
              <Text
                fw={700}
                fz={{ base: 'lg', sm: 'xl' }}
                aria-label={`${figure.label} : ${query.data[figure.key]}`}
              >
                {query.data[figure.key].toLocaleString('fr-FR')}
              </Text>
            ) : (
              <Skeleton height={24} width={48} />
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
