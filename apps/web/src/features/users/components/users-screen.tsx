import { Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserPlanFilter, UserSortField, UserStatusFilter } from '@signaldesk/contracts/users';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { USER_LABELS } from '../utils/user-labels';
import { CARDS_QUERY, PHONE_QUERY } from '../utils/viewport';
import { ExportButtons } from './export-buttons';
import { UnmatchedCount } from './unmatched-count';
import { UnmatchedCustomers } from './unmatched-customers';
import { UserCards } from './user-cards';
import { UserCounts } from './user-counts';
import { type UserSort, UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

/** Subscribers per page. */
export const USERS_PAGE_SIZE = 25;
/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Dates sort newest first on their first click; text columns A to Z. */
const DESCENDING_FIRST: ReadonlySet<UserSortField> = new Set([
  'createdAt',
  'subscriptionEndDate',
  'isSubscribed',
]);

/**
 * User Management: counts, the Stripe customers to match (how many in the header), CSV exports, then the list,
 * searched, filtered, sorted and paged by the server so it stays fast with a large audience (docs/users.md). A table
 * on a wide screen, cards below 1280 px.
 */
export function UsersScreen() {
  const t = useT();
  const phone = useViewportQuery(PHONE_QUERY);
  const cards = useViewportQuery(CARDS_QUERY);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [plan, setPlan] = useState<UserPlanFilter | null>(null);
  const [status, setStatus] = useState<UserStatusFilter | null>(null);
  const [sort, setSort] = useState<UserSort>({ sort: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  // The counts' "Expirent sous 7 jours" links here with expiring=soon (docs/users.md, The screen).
  const [params, setParams] = useSearchParams();
  const expiringSoon = params.get('expiring') === 'soon';
  useEffect(() => {
    if (expiringSoon) setPage(1);
  }, [expiringSoon]);
  const clearExpiring = () => {
    const next = new URLSearchParams(params);
    next.delete('expiring');
    setParams(next);
    setPage(1);
  };

  const query = useUsers({
    search: search || undefined,
    plan: plan ?? undefined,
    status: status ?? undefined,
    expiring: expiringSoon ? 'soon' : undefined,
    sort: sort.sort,
    order: sort.order,
    page,
    pageSize: USERS_PAGE_SIZE,
  });

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const onSort = (field: UserSortField) => {
    setSort((current) =>
      current.sort === field
        ? { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: field, order: DESCENDING_FIRST.has(field) ? 'desc' : 'asc' },
    );
    setPage(1);
  };

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const first = (page - 1) * USERS_PAGE_SIZE + 1;
  const last = Math.min(total, page * USERS_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3">
          {USER_LABELS.title}
        </Title>
        <UnmatchedCount />
      </Group>
      <UserCounts />
      <UnmatchedCustomers />
      <ExportButtons />
      <UsersToolbar
        search={searchText}
        onSearch={resetPage(setSearchText)}
        plan={plan}
        onPlan={resetPage(setPlan)}
        status={status}
        onStatus={resetPage(setStatus)}
        expiringSoon={expiringSoon}
        onClearExpiring={clearExpiring}
      />
      {query.isPending ? (
        <PageLoader label={t('users.usersScreen.chargementDesUtilisateurs')} />
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(query.error, USER_LABELS.loadError)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('users.usersScreen.reessayer')}
        />
      ) : query.data.data.length === 0 ? (
        <Center py="xl">
          <Text c="gray.5">{USER_LABELS.empty}</Text>
        </Center>
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <Text size="sm" c="gray.5" role="status">
            {first}–{last} {t('users.usersScreen.sur')} {total.toLocaleString('fr-FR')}{' '}
            {t('users.usersScreen.utilisateurs')}
          </Text>
          {cards ? (
            <UserCards users={query.data.data} phone={phone} />
          ) : (
            <UsersTable users={query.data.data} sort={sort} onSort={onSort} />
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={phone ? 0 : 1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous'
                      ? 'Page précédente'
                      : control === 'next'
                        ? 'Page suivante'
                        : control,
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
