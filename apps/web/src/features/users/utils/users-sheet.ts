import { FREE_PLAN, type User } from '@signaldesk/contracts/users';
import type { Formatter, Translate } from '../../../i18n';
import type { Sheet, SheetColumn } from '../../../lib/spreadsheet';

/**
 * The subscribers' export (docs/users.md, Export; docs/console.md, Exports): the columns of the list, headers in the
 * operator's language, FREE for no plan, dates as the screen shows them with the zone named, Yes/No, the Telegram
 * handle with its `@` as the screen shows it.
 */
export function usersSheet(users: readonly User[], t: Translate, format: Formatter): Sheet<User> {
  const columns: SheetColumn<User>[] = [
    { header: t('usersExport.id'), kind: 'number', decimals: 0, value: (user) => user.id },
    { header: t('usersExport.email'), kind: 'text', value: (user) => user.email },
    { header: t('usersExport.username'), kind: 'text', value: (user) => user.username },
    { header: t('usersExport.subscribed'), kind: 'boolean', value: (user) => user.isSubscribed },
    { header: t('usersExport.plan'), kind: 'text', value: (user) => user.subscriptionType ?? FREE_PLAN },
    { header: t('usersExport.endDate'), kind: 'date', value: (user) => user.subscriptionEndDate },
    { header: t('usersExport.createdAt'), kind: 'date', value: (user) => user.createdAt },
    {
      header: t('usersExport.telegram'),
      kind: 'text',
      value: (user) => (user.telegramUsername ? `@${user.telegramUsername}` : null),
    },
  ];
  return { columns, rows: users, format };
}
