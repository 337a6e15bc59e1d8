import {
  BILLING_INTERVALS,
  PLAN_AUDIENCES,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
} from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, timestamptz, updatedAt } from './columns.ts';
import { optionalUserRef, userRef } from './users.ts';

export const billingInterval = pgEnum('billing_interval', BILLING_INTERVALS);
export const planAudience = pgEnum('plan_audience', PLAN_AUDIENCES);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);

/** What can be bought; seeded by the migration, so every database sells the same plans. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: money('price', 10).notNull(),
  interval: billingInterval('interval').notNull(),
  audience: planAudience('audience').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  chargebeePlanId: text('chargebee_plan_id').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * A user's one current subscription (a trial until a plan is bought). `stateAsOf` is the provider's
 * time of the state stored, so an older event arriving late never overwrites a newer one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: userRef('user_id').primaryKey(),
    planId: text('plan_id').references(() => plans.id),
    status: subscriptionStatus('status').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    trialEndsAt: timestamptz('trial_ends_at'),
    stateAsOf: timestamptz('state_as_of').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The daily job looks for what has ended.
    index().on(table.status, table.currentPeriodEnd),
    // A provider's subscription belongs to one user only.
    uniqueIndex().on(table.provider, table.providerSubscriptionId),
  ],
);

/**
 * Every payment (or failed or refunded one), once per provider transaction. `test` marks a payment
 * made where no card is charged (the sandbox): it is kept, but no revenue figure counts it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: identityId(),
    userId: userRef('user_id'),
    planId: text('plan_id').references(() => plans.id),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amount: money('amount', 10).notNull(),
    status: transactionStatus('status').notNull(),
    invoiceUrl: text('invoice_url'),
    test: boolean('test').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex().on(table.provider, table.providerTransactionId),
    index().on(table.userId, table.createdAt),
    index().on(table.createdAt),
  ],
);

/** Provider events already applied, by their id: a redelivered event changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    userId: optionalUserRef('user_id'),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
