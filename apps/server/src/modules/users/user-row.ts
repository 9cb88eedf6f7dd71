import type { User } from '@signaldesk/contracts/users';
import type { UserRow } from './users.repository';

/** A database row as the wire's User. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    isSubscribed: row.isSubscribed,
    subscriptionType: row.subscriptionType,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    telegramUsername: row.telegramUsername,
  };
}

/** What an audit row of a subscriber action records, before and after. */
export function auditedSubscription(user: User) {
  return {
    isSubscribed: user.isSubscribed,
    subscriptionType: user.subscriptionType,
    subscriptionEndDate: user.subscriptionEndDate,
    telegramUsername: user.telegramUsername,
  };
}
