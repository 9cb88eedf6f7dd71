import {
  extendSubscriptionRequestSchema,
  grantPlanRequestSchema,
  resendInviteResponseSchema,
  setTelegramUsernameRequestSchema,
  subscriberActionResponseSchema,
  subscriberDetailResponseSchema,
  subscriberParamsSchema,
  subscriberTelegramResponseSchema,
} from '../subscribers';
import {
  userCountsResponseSchema,
  userExportQuerySchema,
  usersQuerySchema,
  usersResponseSchema,
} from '../users';
import { endpoint, errorAnswers } from './endpoint';

const errors = errorAnswers(400, 404, 409);
const action = {
  params: subscriberParamsSchema,
  response: { 200: subscriberActionResponseSchema, ...errors },
};

/** The subscribers, one subscriber's page and the actions on it (docs/users.md). */
export const usersEndpoints = {
  users: endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'admin1',
    summary: 'The subscribers, filtered, sorted and paged.',
    query: usersQuerySchema,
    response: { 200: usersResponseSchema, ...errorAnswers(400) },
  }),
  userCounts: endpoint({
    method: 'GET',
    path: '/api/users/counts',
    access: 'admin1',
    summary: 'How many subscribers, subscribed and expiring soon.',
    response: { 200: userCountsResponseSchema },
  }),
  exportUsers: endpoint({
    method: 'GET',
    path: '/api/users/export-csv',
    access: 'admin1',
    summary: 'The subscribers as a CSV file.',
    query: userExportQuerySchema,
    response: {},
    produces: 'text/csv',
  }),
  subscriber: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: 'admin1',
    summary: "A subscriber's page: the user, payments and Stripe customers.",
    params: subscriberParamsSchema,
    response: { 200: subscriberDetailResponseSchema, ...errors },
  }),
  subscriberTelegram: endpoint({
    method: 'GET',
    path: '/api/users/:id/telegram',
    access: 'admin1',
    summary: "A subscriber's Telegram group access and deliveries.",
    params: subscriberParamsSchema,
    response: { 200: subscriberTelegramResponseSchema, ...errors },
  }),
  extendSubscription: endpoint({
    method: 'POST',
    path: '/api/users/:id/extend',
    access: 'admin1',
    summary: "Extends a subscriber's plan by days.",
    ...action,
    body: extendSubscriptionRequestSchema,
  }),
  endSubscription: endpoint({
    method: 'POST',
    path: '/api/users/:id/end',
    access: 'admin1',
    summary: "Ends a subscriber's access now.",
    ...action,
  }),
  grantPlan: endpoint({
    method: 'POST',
    path: '/api/users/:id/plan',
    access: 'admin1',
    summary: 'Gives a subscriber a plan.',
    ...action,
    body: grantPlanRequestSchema,
  }),
  setTelegramUsername: endpoint({
    method: 'PUT',
    path: '/api/users/:id/telegram',
    access: 'admin1',
    summary: "Sets or clears a subscriber's Telegram username.",
    ...action,
    body: setTelegramUsernameRequestSchema,
  }),
  resendInvite: endpoint({
    method: 'POST',
    path: '/api/users/:id/resend-invite',
    access: 'admin1',
    summary: 'Sends a subscriber a new Telegram group invite.',
    params: subscriberParamsSchema,
    response: { 200: resendInviteResponseSchema, ...errors, ...errorAnswers(503) },
  }),
};
