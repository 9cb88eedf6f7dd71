import type { GrantPlanRequest } from '@signaldesk/contracts/subscribers';
import type { User } from '@signaldesk/contracts/users';
import { extendedEndDate, grantedEndDate } from '@signaldesk/core/billing/subscription-rules';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import {
  lockUser,
  type SubscriptionFields,
  subscriptionDiffers,
  updateSubscription,
  updateTelegramUsername,
} from './subscription.repository';
import { auditedSubscription, toUser } from './user-row';
import type { UserRow } from './users.repository';

/** An action's answer: the subscriber after it, and whether their subscription (access, plan, end) changed. */
export interface ActionResult {
  user: User;
  subscriptionChanged: boolean;
}

interface ActionContext {
  db: Database;
  actor: AuditActor;
  userId: number;
  now: Date;
}

/**
 * Runs one action on a locked subscriber and audits it in the same transaction (docs/users.md, Actions): 404 when
 * there is no such subscriber; `decide` may refuse with a 409.
 */
async function act(
  context: ActionContext,
  action: string,
  decide: (user: UserRow, tx: Database) => Promise<UserRow>,
  details?: Record<string, unknown>,
): Promise<ActionResult> {
  return context.db.transaction(async (tx) => {
    const before = await lockUser(tx, context.userId);
    if (!before)
      throw new NotFoundError(`No subscriber ${context.userId}`).because('subscriber.notFound', {
        id: context.userId,
      });
    const after = await decide(before, tx);
    await writeAudit(tx, {
      actor: context.actor,
      action,
      entityType: 'user',
      entityId: context.userId,
      before: auditedSubscription(toUser(before)),
      after: { ...auditedSubscription(toUser(after)), ...details },
      at: context.now,
    });
    return { user: toUser(after), subscriptionChanged: subscriptionDiffers(before, after) };
  });
}

function write(tx: Database, user: UserRow, fields: SubscriptionFields): Promise<UserRow> {
  return updateSubscription(tx, user.id, fields);
}

/** Adds days to a MONTHLY or YEARLY subscription, from its end while ahead, from now once passed; access resumes. */
export function extendSubscription(context: ActionContext, days: number): Promise<ActionResult> {
  return act(
    context,
    'user.extend',
    (user, tx) => {
      if (!user.subscriptionType)
        throw new ConflictError('This subscriber has no plan to extend: grant one first').because(
          'subscriber.noPlanToExtend',
        );
      if (user.subscriptionType === 'LIFETIME')
        throw new ConflictError('A lifetime plan has no end to extend').because(
          'subscriber.lifetimeHasNoEnd',
        );
      return write(tx, user, {
        isSubscribed: true,
        subscriptionType: user.subscriptionType,
        subscriptionEndDate: extendedEndDate(user.subscriptionEndDate, days, context.now),
      });
    },
    { days },
  );
}

/** Ends the subscription now: no access, the end date set to now; the plan stays as a record of what it was. */
export function endSubscription(context: ActionContext): Promise<ActionResult> {
  return act(context, 'user.end', (user, tx) => {
    if (!user.isSubscribed)
      throw new ConflictError('This subscription has already ended').because('subscriber.alreadyEnded');
    return write(tx, user, {
      isSubscribed: false,
      subscriptionType: user.subscriptionType,
      subscriptionEndDate: context.now,
    });
  });
}

/** Gives a plan from now: access, the plan, and its end (none for lifetime). */
export function grantPlan(context: ActionContext, request: GrantPlanRequest): Promise<ActionResult> {
  return act(
    context,
    'user.plan',
    (user, tx) =>
      write(tx, user, {
        isSubscribed: true,
        subscriptionType: request.plan,
        subscriptionEndDate: grantedEndDate(request.plan, context.now, request.days),
      }),
    request.days === undefined ? undefined : { days: request.days },
  );
}

/** Sets (or clears, with null) the subscriber's Telegram username. */
export function setTelegramUsername(
  context: ActionContext,
  telegramUsername: string | null,
): Promise<ActionResult> {
  return act(context, 'user.telegram', (user, tx) => updateTelegramUsername(tx, user.id, telegramUsername));
}

/** Audits a resent invite (the link itself is not kept: it grants entry to the group). */
export async function auditInviteResent(context: ActionContext): Promise<void> {
  await act(context, 'user.invite', async (user) => user);
}
