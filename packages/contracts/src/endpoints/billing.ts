import {
  matchCustomerParamsSchema,
  matchCustomerRequestSchema,
  stripeWebhookResponseSchema,
  unmatchedCustomersResponseSchema,
} from '../billing';
import { subscriberActionResponseSchema } from '../subscribers';
import { endpoint, errorAnswers } from './endpoint';

/** Stripe's webhook and matching its customers by hand (docs/billing.md). */
export const billingEndpoints = {
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/billing/stripe-webhook',
    access: 'signature',
    summary: "Applies a Stripe event, signed with the webhook's secret.",
    response: { 200: stripeWebhookResponseSchema, ...errorAnswers(400, 503) },
  }),
  unmatchedCustomers: endpoint({
    method: 'GET',
    path: '/api/billing/unmatched',
    access: 'admin1',
    summary: 'The Stripe customers no subscriber is matched to.',
    response: { 200: unmatchedCustomersResponseSchema },
  }),
  matchCustomer: endpoint({
    method: 'POST',
    path: '/api/billing/unmatched/:customerId/match',
    access: 'admin1',
    summary: 'Matches a Stripe customer to a subscriber.',
    params: matchCustomerParamsSchema,
    body: matchCustomerRequestSchema,
    response: { 200: subscriberActionResponseSchema, ...errorAnswers(400, 404, 409) },
  }),
};
