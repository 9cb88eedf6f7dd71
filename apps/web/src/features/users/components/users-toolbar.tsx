import { Button, Group, Select, TextInput } from '@mantine/core';
import { USER_PLAN_FILTERS, type UserPlanFilter, type UserStatusFilter } from '@signaldesk/contracts/users';
import { IconSearch, IconX } from '@tabler/icons-react';
import { translate, useT } from '../../../i18n/use-t';
import { SUBSCRIBER_LABELS, USER_LABELS } from '../utils/user-labels';

const STATUS_OPTIONS = [
  {
    value: 'subscribed',
    get label() {
      return translate('users.usersToolbar.actifsAbonnes');
    },
  },
  {
    value: 'not_subscribed',
    get label() {
      return translate('users.usersToolbar.inactifsNonAbonnes');
    },
  },
];
const PLAN_OPTIONS = USER_PLAN_FILTERS.map((plan) => ({ value: plan, label: plan }));

interface UsersToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  plan: UserPlanFilter | null;
  onPlan: (value: UserPlanFilter | null) => void;
  status: UserStatusFilter | null;
  onStatus: (value: UserStatusFilter | null) => void;
  /** The list holds only subscriptions ending within 7 days (`expiring=soon`, from the counts' link). */
  expiringSoon: boolean;
  onClearExpiring: () => void;
}

/** The search box (email, username, Telegram) and the plan and status filters. */
export function UsersToolbar(props: UsersToolbarProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={USER_LABELS.search}
        placeholder={USER_LABELS.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        type="search"
        w={{ base: '100%', sm: 320 }}
      />
      <Select
        label={USER_LABELS.plan}
        placeholder={t('users.usersToolbar.tousLesPlans')}
        data={PLAN_OPTIONS}
        value={props.plan}
        onChange={(value) => props.onPlan(value as UserPlanFilter | null)}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 180 }}
      />
      <Select
        label={USER_LABELS.status}
        placeholder={t('users.usersToolbar.tousLesStatuts')}
        data={STATUS_OPTIONS}
        value={props.status}
        onChange={(value) => props.onStatus(value as UserStatusFilter | null)}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 220 }}
      />
      {props.expiringSoon && (
        <Button
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={props.onClearExpiring}
          aria-label={`${SUBSCRIBER_LABELS.expiringFilter} : ${SUBSCRIBER_LABELS.clearFilter}`}
        >
          {SUBSCRIBER_LABELS.expiringFilter}
        </Button>
      )}
    </Group>
  );
}
