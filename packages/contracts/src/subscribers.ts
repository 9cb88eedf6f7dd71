import { ACCESS_END_REASONS } from '@signaldesk/core/billing/access-rules';
import { z } from 'zod';
import { PAYMENT_REVERSAL_KINDS, PAYMENT_STATUSES } from './billing';
import { idField, textField } from './input-rules';
import { TELEGRAM_DELIVERY_KINDS, TELEGRAM_DELIVERY_STATUSES, TELEGRAM_GROUP_STATUSES } from './telegram';
import { SUBSCRIPTION_PLANS, userSchema } from './users';

/**
 * Wire shapes of one subscriber's page and of the actions on it (docs/users.md, A subscriber's page). Times are
 * ISO 8601 UTC strings.
 */

const isoTime = z.iso.datetime();

/** `/api/users/{id}/…`: the subscriber's id, plain decimal text (docs/api.md, Numbers). */
export const subscriberParamsSchema = z.object({
  id: idField('id'),
});

/** Money of a payment taken back: a refund (full or partial) or a dispute (docs/billing.md, Refunds and disputes). */
export const paymentReversalSchema = z.object({
  kind: z.enum(PAYMENT_REVERSAL_KINDS),
  /** Refunded so far, or disputed; minor units. */
  amount: z.number().int(),
  /** A full refund or a dispute: the access the payment gave ends. A partial refund is recorded only. */
  full: z.boolean(),
  occurredAt: isoTime,
});
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;

/**
 * A payment or failed payment of an invoice (or a one-time Checkout payment, its reference then the session's
 * `cs_…` id), as Stripe reported it; `amount` in the currency's minor unit.
 */
export const paymentSchema = z.object({
  id: z.number().int(),
  invoiceId: z.string(),
  amount: z.number().int(),
  /** Lower-case ISO 4217 code, as Stripe writes it (`eur`). */
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  occurredAt: isoTime,
  /** The money taken back (a dispute before a refund, then the latest), or null. */
  reversal: paymentReversalSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Why Stripe's facts give the subscriber no access (docs/billing.md, Access). */
export const accessEndedSchema = z.object({
  reason: z.enum(ACCESS_END_REASONS),
  at: isoTime.nullable(),
  /** The subscription, invoice or Checkout session whose end it is. */
  reference: z.string(),
  /** The subscription's Stripe status, when a subscription is the reason. */
  status: z.string().nullable(),
});
export type AccessEnded = z.infer<typeof accessEndedSchema>;

/**
 * `GET /api/users/{id}`: the subscriber, their payments (newest first), the Stripe customers tied to them, and why
 * Stripe's facts give them no access (null when they give access, or say nothing).
 */
export const subscriberDetailSchema = z.object({
  user: userSchema,
  payments: z.array(paymentSchema),
  stripeCustomerIds: z.array(z.string()),
  accessEnded: accessEndedSchema.nullable(),
});
export type SubscriberDetail = z.infer<typeof subscriberDetailSchema>;
export const subscriberDetailResponseSchema = z.object({
  success: z.literal(true),
  data: subscriberDetailSchema,
});
export type SubscriberDetailResponse = z.infer<typeof subscriberDetailResponseSchema>;

/** A Telegram message to this subscriber and what became of it. */
export const deliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TELEGRAM_DELIVERY_KINDS),
  status: z.enum(TELEGRAM_DELIVERY_STATUSES),
  reason: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * `GET /api/users/{id}/telegram`: the paid group and the messages. `configured` is false while the server has no
 * Telegram group access: the other fields then say nothing.
 */
export const subscriberTelegramSchema = z.object({
  configured: z.boolean(),
  groupStatus: z.enum(TELEGRAM_GROUP_STATUSES),
  chatLinked: z.boolean(),
  deliveries: z.array(deliverySchema),
});
export type SubscriberTelegram = z.infer<typeof subscriberTelegramSchema>;
export const subscriberTelegramResponseSchema = z.object({
  success: z.literal(true),
  data: subscriberTelegramSchema,
});

/** Longest extension or grant by hand, in days (ten years). */
export const MAX_SUBSCRIPTION_DAYS = 3650;
const days = z.number().int().min(1).max(MAX_SUBSCRIPTION_DAYS);

/** `POST /api/users/{id}/extend`: adds days to the end date (from now when it has passed). */
export const extendSubscriptionRequestSchema = z.object({ days });
export type ExtendSubscriptionRequest = z.infer<typeof extendSubscriptionRequestSchema>;

/**
 * `POST /api/users/{id}/plan`: grants a plan from now. `days` is the length of a MONTHLY or YEARLY grant (default
 * 30 and 365); a LIFETIME plan has no end and takes no `days`.
 */
export const grantPlanRequestSchema = z
  .object({ plan: z.enum(SUBSCRIPTION_PLANS), days: days.optional() })
  .refine((request) => request.plan !== 'LIFETIME' || request.days === undefined, {
    path: ['days'],
    message: 'a lifetime plan has no length',
  });
export type GrantPlanRequest = z.infer<typeof grantPlanRequestSchema>;

/** Telegram's rule for a username: 5 to 32 letters, digits or underscores, starting with a letter. */
export const TELEGRAM_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** `PUT /api/users/{id}/telegram`: the handle with or without its leading @, or null to clear it. */
export const setTelegramUsernameRequestSchema = z.object({
  telegramUsername: textField()
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .regex(
          TELEGRAM_USERNAME_PATTERN,
          'must be 5 to 32 letters, digits or underscores, starting with a letter',
        ),
    )
    .nullable(),
});
export type SetTelegramUsernameRequest = z.input<typeof setTelegramUsernameRequestSchema>;

/** The answer of an action that changes the subscriber: the subscriber after it. */
export const subscriberActionResponseSchema = z.object({ success: z.literal(true), data: userSchema });
export type SubscriberActionResponse = z.infer<typeof subscriberActionResponseSchema>;

/** `POST /api/users/{id}/resend-invite`: a fresh one-time link to the paid group. */
export const resendInviteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ inviteLink: z.string() }),
});
export type ResendInviteResponse = z.infer<typeof resendInviteResponseSchema>;
