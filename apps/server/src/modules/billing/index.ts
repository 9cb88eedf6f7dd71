/** The billing module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { billingRoutes } from './billing.routes';
export { stripeWebhookRoutes } from './stripe-webhook.routes';
export { subscriberBilling } from './subscriber-billing';
