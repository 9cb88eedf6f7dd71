import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import type { SortOrder, User, UserSortField } from '@signaldesk/contracts/users';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { formatDate } from '../../../utils/format';
import { planLabel, statusLabel, telegramLabel, USER_COLUMN_LABELS } from '../utils/user-labels';

const COLUMNS: UserSortField[] = [
  'email',
  'username',
  'subscriptionType',
  'subscriptionEndDate',
  'isSubscribed',
  'createdAt',
  'telegramUsername',
];

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
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
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
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Liste des utilisateurs">
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
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {user.username}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.subscriptionType ? 'blue' : 'gray'}>
                  {planLabel(user)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(user.subscriptionEndDate)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.isSubscribed ? 'teal' : 'gray'}>
                  {statusLabel(user.isSubscribed, false)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {telegramLabel(user.telegramUsername)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
