/** The users module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */

export { subscriberRoutes } from './subscriber.routes';
export { noSubscriberAccess, type SubscriberAccess } from './subscriber-access';
export { actorOf, passOnChange } from './subscriber-actor';
export type { SubscriberBilling } from './subscriber-billing';
export { lockUser, selectUser, subscriptionDiffers, updateSubscription } from './subscription.repository';
export { auditedSubscription, toUser } from './user-row';
export type { UserRow } from './users.repository';
export { usersRoutes } from './users.routes';
