import { Anchor, Table, UnstyledButton } from '@mantine/core';
import { type SortOrder, USER_SORT_FIELDS, type User, type UserSortField } from '@signaldesk/contracts/users';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatFrenchDate } from '../../../utils/format';
import { subscriberPath } from '../utils/subscriber-links';
import { planLabel, telegramLabel, USER_COLUMN_LABELS } from '../utils/user-labels';
import { StatusBadge } from './status-badge';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** An email that may wrap before its @ only, so a narrow table breaks it where a reader expects. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** One column per sort field, in the contract's order. */
const COLUMNS: readonly UserSortField[] = USER_SORT_FIELDS;

export interface UserSort {
  sort: UserSortField;
  order: SortOrder;
}

function SortHeader({
  field,
  current,
  onSort,
}: {
  field: UserSortField;
  current: UserSort;
  onSort: (field: UserSortField) => void;
}) {
  const active = current.sort === field;
  const Icon = !active ? IconSelector : current.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, textAlign: 'left' }}
      >
        {USER_COLUMN_LABELS[field]}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The desktop list: one row per subscriber, every column sortable by the server. */
export function UsersTable({
  users,
  sort,
  onSort,
}: {
  users: User[];
  sort: UserSort;
  onSort: (field: UserSortField) => void;
}) {
  const t = useT();
  const { search } = useLocation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        fz="sm"
        aria-label={t('users.usersTable.listeDesUtilisateurs')}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((field) => (
              <SortHeader key={field} field={field} current={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={subscriberPath(user.id, search)} fz="sm">
                  <EmailText email={user.email} />
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {user.username}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{planLabel(user)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatFrenchDate(user.subscriptionEndDate)}</Table.Td>
              <Table.Td>
                <StatusBadge isSubscribed={user.isSubscribed} phone={false} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatFrenchDate(user.createdAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{telegramLabel(user.telegramUsername)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
