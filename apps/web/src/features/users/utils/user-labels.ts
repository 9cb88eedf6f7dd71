import { PAYMENT_STATUSES } from '@signaldesk/contracts/billing';
import type { AccessEnded, PaymentReversal } from '@signaldesk/contracts/subscribers';
import {
  TELEGRAM_DELIVERY_KINDS,
  TELEGRAM_DELIVERY_STATUSES,
  TELEGRAM_GROUP_STATUSES,
} from '@signaldesk/contracts/telegram';
import { FREE_PLAN, USER_SORT_FIELDS, type User, type UserSortField } from '@signaldesk/contracts/users';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';

/** The labels of the User Management screen (catalogue `users.labels`; French until the operator chooses). */
export const USER_LABELS = textsOf('users.labels', [
  'title',
  'loadError',
  'exportError',
  'empty',
  'search',
  'searchPlaceholder',
  'plan',
  'status',
] as const);

/** Column headers, by the field each column shows and sorts. */
export const USER_COLUMN_LABELS: Readonly<Record<UserSortField, string>> = textsOf(
  'users.columns',
  USER_SORT_FIELDS,
);

/** The plan shown for a subscriber: FREE when there is none. */
export function planLabel(user: Pick<User, 'subscriptionType'>): string {
  return user.subscriptionType ?? FREE_PLAN;
}

/** Actif/Inactif on a wide screen; Abonné/Non abonné on a phone. */
export function statusLabel(isSubscribed: boolean, phone: boolean): string {
  if (phone) return translate(isSubscribed ? 'users.status.subscribed' : 'users.status.notSubscribed');
  return translate(isSubscribed ? 'users.status.active' : 'users.status.inactive');
}

/** '-' without a handle, else the handle with one leading @. */
export function telegramLabel(handle: string | null): string {
  if (!handle) return '-';
  return handle.startsWith('@') ? handle : `@${handle}`;
}

/** The labels of a subscriber's page and of the to-match list (docs/users.md, A subscriber's page). */
export const SUBSCRIBER_LABELS = textsOf('users.subscriber', [
  'back',
  'loadError',
  'details',
  'stripeCustomers',
  'accessEnded',
  'none',
  'actions',
  'extend',
  'extendDays',
  'end',
  'endConfirm',
  'grant',
  'grantPlan',
  'grantDays',
  'grantDaysHint',
  'telegram',
  'telegramSave',
  'resendInvite',
  'done',
  'failed',
  'payments',
  'payment',
  'noPayments',
  'paymentsError',
  'telegramTitle',
  'telegramError',
  'telegramNotConfigured',
  'groupStatus',
  'chatLinked',
  'deliveries',
  'noDeliveries',
  'retry',
  'confirmTitle',
  'cancel',
  'unmatchedTitle',
  'unmatchedEmpty',
  'unmatchedError',
  'paidNoAccess',
  'matchWith',
  'matchSearch',
  'match',
  'expiringFilter',
  'clearFilter',
] as const);

export const GROUP_STATUS_LABELS = textsOf('users.groupStatus', TELEGRAM_GROUP_STATUSES);

export const DELIVERY_STATUS_LABELS = textsOf('users.deliveryStatus', TELEGRAM_DELIVERY_STATUSES);
export const PAYMENT_STATUS_LABELS = textsOf('users.paymentStatus', PAYMENT_STATUSES);

/** A delivery's kind in words (`invite` is an invitation to the group), never the raw name. */
// Label tables over the closed sets of contracts: a member added there needs its words in both catalogues.
export const SUBSCRIBER_DELIVERY_KIND_LABELS = textsOf('users.deliveryKind', TELEGRAM_DELIVERY_KINDS);

/** A delivery's kind in words; a kind this console does not know yet shows as the server names it. */
export function deliveryKindLabel(kind: string): string {
  return kind in SUBSCRIBER_DELIVERY_KIND_LABELS
    ? SUBSCRIBER_DELIVERY_KIND_LABELS[kind as keyof typeof SUBSCRIBER_DELIVERY_KIND_LABELS]
    : kind;
}

/** Why Stripe gives the subscriber no access (docs/billing.md, Access). */
export const ACCESS_ENDED_LABELS: Readonly<Record<AccessEnded['reason'], string>> = textsOf(
  'users.accessEndedReason',
  ['canceled', 'refunded', 'disputed', 'unpaid', 'expired'] as const,
);

/** A payment's money taken back: Contesté, Remboursé, or Remboursé en partie. */
export function reversalLabel(reversal: PaymentReversal): string {
  if (reversal.kind === 'dispute') return translate('users.reversal.dispute');
  return translate(reversal.full ? 'users.reversal.refunded' : 'users.reversal.partlyRefunded');
}
