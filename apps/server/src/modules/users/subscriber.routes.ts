import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  extendSubscriptionRequestSchema,
  grantPlanRequestSchema,
  resendInviteResponseSchema,
  setTelegramUsernameRequestSchema,
  subscriberActionResponseSchema,
  subscriberDetailResponseSchema,
  subscriberParamsSchema,
  subscriberTelegramResponseSchema,
} from '@signaldesk/contracts/subscribers';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
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

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const actionSchema = {
  params: subscriberParamsSchema,
  response: { 200: subscriberActionResponseSchema, ...errors },
};

/**
 * One subscriber's page and the actions on it (docs/users.md, A subscriber's page). admin1 only (the default);
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

  app.get(
    '/api/users/:id',
    {
      schema: {
        params: subscriberParamsSchema,
        response: { 200: subscriberDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriberDetail(db, app.subscriberBilling, request.params.id, new Date(now())),
    }),
  );

  app.get(
    '/api/users/:id/telegram',
    {
      schema: {
        params: subscriberParamsSchema,
        response: { 200: subscriberTelegramResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriberTelegram(db, app.subscriberAccess, request.params.id),
    }),
  );

  app.post(
    '/api/users/:id/extend',
    { schema: { ...actionSchema, body: extendSubscriptionRequestSchema } },
    async (request) =>
      answer(request, await extendSubscription(context(request, request.params.id), request.body.days)),
  );

  app.post('/api/users/:id/end', { schema: actionSchema }, async (request) =>
    answer(request, await endSubscription(context(request, request.params.id))),
  );

  app.post(
    '/api/users/:id/plan',
    { schema: { ...actionSchema, body: grantPlanRequestSchema } },
    async (request) => answer(request, await grantPlan(context(request, request.params.id), request.body)),
  );

  app.put(
    '/api/users/:id/telegram',
    { schema: { ...actionSchema, body: setTelegramUsernameRequestSchema } },
    async (request) =>
      answer(
        request,
        await setTelegramUsername(context(request, request.params.id), request.body.telegramUsername),
      ),
  );

  app.post(
    '/api/users/:id/resend-invite',
    {
      schema: {
        params: subscriberParamsSchema,
        response: { 200: resendInviteResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const actionContext = context(request, request.params.id);
      await subscriberDetail(db, app.subscriberBilling, actionContext.userId, actionContext.now); // 404 before asking Telegram
      const invite = await app.subscriberAccess.resendInvite(actionContext.userId);
      await auditInviteResent(actionContext);
      return { success: true as const, data: { inviteLink: invite.inviteLink } };
    },
  );
}
