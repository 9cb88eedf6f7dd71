import { endpoints } from '@signaldesk/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import {
  type ActionResult,
  auditInviteResent,
  endSubscription,
  extendSubscription,
  grantPlan,
  setTelegramUsername,
} from './subscriber-actions.service';
import { actorOf, passOnChange } from './subscriber-actor';
import { subscriberDetail, subscriberTelegram } from './subscriber-detail.service';

/**
 * One subscriber's page and the actions on it (docs/users.md, A subscriber's page). admin1 only;
 * every change is audited and, when the subscription changed, passed on to Telegram group access.
 */
export async function subscriberRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;
  const context = (request: FastifyRequest, userId: number) => ({
    db,
    actor: actorOf(request),
    userId,
    now: new Date(now()),
  });
  const answer = async (request: FastifyRequest, result: ActionResult) => {
    if (result.subscriptionChanged) await passOnChange(app, request, result.user.id);
    return { success: true as const, data: result.user };
  };

  route(app, endpoints.subscriber, async (request) => ({
    success: true as const,
    data: await subscriberDetail(db, app.subscriberBilling, request.params.id, new Date(now())),
  }));

  route(app, endpoints.subscriberTelegram, async (request) => ({
    success: true as const,
    data: await subscriberTelegram(db, app.subscriberAccess, request.params.id),
  }));

  route(app, endpoints.extendSubscription, async (request) =>
    answer(request, await extendSubscription(context(request, request.params.id), request.body.days)),
  );

  route(app, endpoints.endSubscription, async (request) =>
    answer(request, await endSubscription(context(request, request.params.id))),
  );

  route(app, endpoints.grantPlan, async (request) =>
    answer(request, await grantPlan(context(request, request.params.id), request.body)),
  );

  route(app, endpoints.setTelegramUsername, async (request) =>
    answer(
      request,
      await setTelegramUsername(context(request, request.params.id), request.body.telegramUsername),
    ),
  );

  route(app, endpoints.resendInvite, async (request) => {
    const actionContext = context(request, request.params.id);
    await subscriberDetail(db, app.subscriberBilling, actionContext.userId, actionContext.now); // 404 before asking Telegram
    const invite = await app.subscriberAccess.resendInvite(actionContext.userId);
    await auditInviteResent(actionContext);
    return { success: true as const, data: { inviteLink: invite.inviteLink } };
  });
}
