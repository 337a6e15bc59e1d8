import { z } from 'zod';

/** How often a plan bills. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Who a plan is for: brokers post freight; carriers (RFP and RFD) request it and post trucks. */
export const PLAN_AUDIENCES = ['BROKER', 'CARRIER'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/**
 * A subscription's state. `trialing` and `active` give access; `past_due` (a renewal payment
 * failed, the provider still retries) keeps access until the period ends; `cancelled` keeps it until
 * the period ends; `expired` (the daily job's verdict once the period or trial is over) has none.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRANSACTION_STATUSES = ['success', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Which billing provider serves checkout and sends webhooks (`BILLING_PROVIDER`). */
export const BILLING_PROVIDERS = ['sandbox', 'chargebee'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** How many days before a trial ends the shell says so ('Your trial ends on ...'). */
export const TRIAL_NOTICE_DAYS = 5;

/** Sentences of the Subscription screen and the gate (spec 8, decisions.md "Subscriptions and billing"). */
export const BILLING_MESSAGES = {
  plansFailed: 'Failed to load subscription plans',
  noSubscription: "You don't have an active subscription",
  subscriptionRequired: 'Posting and requesting loads need a subscription. Choose a plan to start.',
  subscriptionExpired: 'Your subscription has ended. Renew it to post and request loads again.',
  planNotFound: 'This plan does not exist',
  planNotForYou: 'This plan is not offered to your account type',
  alreadySubscribed: 'You already have an active subscription to this plan',
  checkoutFailed: 'The checkout could not be started. Please try again.',
  checkoutExpired:
    'This checkout link has expired or is not valid. Please start again from the Subscription page.',
  checkoutUsed: 'This checkout link was already used. Start again from the Subscription page.',
  webhookUnauthorized: 'Webhook credentials are missing or wrong',
  webhookInvalid: 'The webhook body is not an event we understand',
} as const;

/** `GET /api/plans`: one purchasable plan (spec 3, Plan). */
export const plan = z.object({
  /** Our id, e.g. `carrier-pro-monthly`. */
  id: z.string(),
  name: z.string(),
  /** Dollars per interval. */
  price: z.number(),
  interval: z.enum(BILLING_INTERVALS),
  audience: z.enum(PLAN_AUDIENCES),
  features: z.array(z.string()),
  /** The provider's plan (item price) id; `POST /api/subscription/create-checkout` takes it as planId. */
  chargebeePlanId: z.string(),
});
export type Plan = z.infer<typeof plan>;

/**
 * `GET /api/subscription/status` answers `{ subscription }` (null: never had one), and `testMode`:
 * the billing provider is the sandbox, whose checkout charges no card.
 */
export const subscriptionView = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Null during a trial started at registration (no plan chosen yet). */
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  /** ISO 8601: when the current period (or the trial) ends; the Next Billing Date. */
  currentPeriodEnd: z.string(),
  /** ISO 8601 end of the trial, while trialing; else null. */
  trialEndsAt: z.string().nullable(),
  /** Whether posting and requesting are allowed now (the gate's verdict). */
  hasAccess: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionStatusAnswer = z.object({
  subscription: subscriptionView.nullable(),
  testMode: z.boolean(),
});
export type SubscriptionStatusAnswer = z.infer<typeof subscriptionStatusAnswer>;

/** `GET /api/subscription/transactions`: newest first (spec 3, Transaction). */
export const transaction = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Dollars with cents. */
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  planName: z.string().nullable(),
  /** Opened in a new tab; null when the provider has no invoice for it. */
  invoiceUrl: z.string().nullable(),
});
export type Transaction = z.infer<typeof transaction>;

/** `POST /api/subscription/create-checkout`: planId is the plan's `chargebeePlanId` (spec 7). */
export const createCheckoutBody = z.object({
  planId: z.string({ error: BILLING_MESSAGES.planNotFound }).trim().min(1, BILLING_MESSAGES.planNotFound),
});
export type CreateCheckoutBody = z.input<typeof createCheckoutBody>;
/** Where the browser goes next: the provider's hosted checkout page. */
export const createCheckoutAnswer = z.object({ url: z.string() });
export type CreateCheckoutAnswer = z.infer<typeof createCheckoutAnswer>;

/**
 * The names and features of the plans the migration seeds, as written in the database: the web shows
 * them in the user's language by this English text (the messages namespace), like any sentence here.
 */
export const PLAN_TEXTS = {
  brokerStarter: 'Broker Starter',
  brokerPro: 'Broker Pro',
  brokerProYearly: 'Broker Pro (yearly)',
  carrierStarter: 'Carrier Starter',
  carrierPro: 'Carrier Pro',
  carrierProYearly: 'Carrier Pro (yearly)',
  post50: 'Post up to 50 loads a month',
  csvImport: 'CSV import',
  carrierRequests: 'Requests from carriers with proposed rates',
  emailAlerts: 'Email and in-app alerts',
  unlimitedPosts: 'Unlimited load posts',
  laneAlerts: 'Service-area and lane alerts',
  prioritySupport: 'Priority support',
  everythingBrokerPro: 'Everything in Broker Pro',
  twoMonthsFree: 'Two months free',
  requestAtYourRate: 'Request loads at your rate',
  post20: 'Post up to 20 loads or trucks a month',
  unlimitedRequests: 'Unlimited requests and posts',
  everythingCarrierPro: 'Everything in Carrier Pro',
} as const;
