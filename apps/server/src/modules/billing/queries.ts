import type { PlanAudience } from '@loadboard/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertOnce } from '../../db/insert-once.ts';
import { preparedOn } from '../../db/prepared.ts';
import { preparedRowByKey } from '../../db/prepared-row.ts';
import { billingEvents, plans, subscriptions, transactions, users } from '../../db/schema/index.ts';
import { together } from '../../db/together.ts';
import { sessionStateColumns } from '../session/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

export async function listPlans(db: DbOrTx, audience: PlanAudience | null): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(audience ? eq(plans.audience, audience) : undefined)
    .orderBy(asc(plans.sortOrder));
}

export async function findPlanByProviderId(db: DbOrTx, providerPlanId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.chargebeePlanId, providerPlanId));
  return row;
}

/** Read by the subscription screen and by the gate of every post, import and request, hence prepared. */
export const findSubscription = preparedRowByKey(subscriptions, subscriptions.userId, 'subscription_of');

const subscriptionWithSession = preparedOn((db) =>
  db
    .select({ ...sessionStateColumns, subscription: subscriptions, planName: plans.name })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('subscription_with_session'),
);

/**
 * The session check of `userId` with `tokenId` and the account's subscription (null for none) with
 * its plan's name, in one statement: a read model over the session module's columns and this
 * module's tables, for the subscription screen's status (two or three statements before). Undefined
 * for no account.
 */
export async function findSubscriptionWithSession(db: DbOrTx, userId: number, tokenId: string) {
  const [row] = await subscriptionWithSession(db).execute({ userId, tokenId });
  return row;
}

/** A trial for a new account; an account that already has a subscription keeps it. */
export async function insertTrial(db: DbOrTx, userId: number, trialEndsAt: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'trialing', provider: 'trial', currentPeriodEnd: trialEndsAt, trialEndsAt })
    .onConflictDoNothing();
}

/**
 * Writes a subscription's state as the provider had it at `stateAsOf`, unless the state stored is
 * newer: events applied out of order end in the newest state. Answers whether it was written.
 */
export async function writeSubscriptionState(
  db: DbOrTx,
  state: Omit<typeof subscriptions.$inferInsert, 'createdAt' | 'updatedAt' | 'trialEndsAt'> & {
    stateAsOf: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(subscriptions)
    .values({ ...state, trialEndsAt: null })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planId: state.planId,
        status: state.status,
        provider: state.provider,
        providerSubscriptionId: state.providerSubscriptionId,
        currentPeriodEnd: state.currentPeriodEnd,
        trialEndsAt: null,
        stateAsOf: state.stateAsOf,
        updatedAt: sql`now()`,
      },
      // A trial (no provider state yet) always gives way; a provider's state only to a newer one.
      setWhere: or(eq(subscriptions.provider, 'trial'), lt(subscriptions.stateAsOf, state.stateAsOf)),
    })
    .returning({ userId: subscriptions.userId });
  return rows.length > 0;
}

/** Records a payment once per provider transaction id; answers whether it was new. */
export const insertTransaction = (db: DbOrTx, row: typeof transactions.$inferInsert) =>
  insertOnce(db, transactions, row, transactions.id);

/** Newest first, with the plan's name. */
export async function listTransactions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      amount: transactions.amount,
      status: transactions.status,
      invoiceUrl: transactions.invoiceUrl,
      planName: plans.name,
    })
    .from(transactions)
    .leftJoin(plans, eq(plans.id, transactions.planId))
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

/** A provider's payment by its own id, with the plan's name (the sandbox's invoice page). */
export async function findProviderTransaction(db: DbOrTx, provider: string, providerTransactionId: string) {
  const [row] = await db
    .select({ transaction: transactions, planName: plans.name })
    .from(transactions)
    .leftJoin(plans, eq(plans.id, transactions.planId))
    .where(
      and(eq(transactions.provider, provider), eq(transactions.providerTransactionId, providerTransactionId)),
    );
  return row;
}

/** The user a provider's subscription id is stored for, if any. */
export async function findSubscriptionOwner(
  db: DbOrTx,
  provider: string,
  providerSubscriptionId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row?.userId;
}

/** Which of `ids` are users' ids. */
export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Records an event id; answers false when it was recorded before (a redelivery). */
export const recordEvent = (db: DbOrTx, row: typeof billingEvents.$inferInsert) =>
  insertOnce(db, billingEvents, row, billingEvents.eventId);

/**
 * Trials and subscriptions whose time is over become `expired`; answers how many. Renewing ones
 * (active, past_due) only once `renewingCutoff` has passed their period's end (a grace for the
 * renewal's payment to arrive); trials and cancelled ones at `cutoff`.
 */
export async function expireEnded(db: DbOrTx, cutoff: Date, renewingCutoff: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      or(
        and(
          inArray(subscriptions.status, ['trialing', 'cancelled']),
          lte(subscriptions.currentPeriodEnd, cutoff),
        ),
        and(
          inArray(subscriptions.status, ['active', 'past_due']),
          lte(subscriptions.currentPeriodEnd, renewingCutoff),
        ),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return rows.length;
}

// Test payments (the sandbox's, no card charged) are no income.
const paid = and(eq(transactions.status, 'success'), eq(transactions.test, false));

// The admin's analytics read these three on every visit: prepared, so no visit builds their SQL.
const paymentTotals = preparedOn((db) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number),
      thisMonth:
        sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.createdAt} >= ${sql.placeholder('monthStart')}), 0)`.mapWith(
          Number,
        ),
    })
    .from(transactions)
    .where(paid)
    .prepare('billing_payment_totals'),
);
const paymentsPerMonth = preparedOn((db) =>
  db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${transactions.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`,
      amount: sql<number>`sum(${transactions.amount})`.mapWith(Number),
    })
    .from(transactions)
    .where(and(paid, gte(transactions.createdAt, sql.placeholder('sinceMonth'))))
    .groupBy(sql`1`)
    .prepare('billing_payments_per_month'),
);
const activeSubscriptionCount = preparedOn((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .prepare('billing_active_subscriptions'),
);

/**
 * Successful subscription payments: all of them, those since `monthStart`, and per UTC calendar
 * month since `sinceMonth` (transactions' created_at index); refunded, failed and test ones are no
 * income.
 */
export async function sumSuccessfulPayments(db: DbOrTx, monthStart: Date, sinceMonth: Date) {
  const [[totals], months] = await together(db, [
    () => paymentTotals(db).execute({ monthStart }),
    () => paymentsPerMonth(db).execute({ sinceMonth }),
  ]);
  return { total: totals?.total ?? 0, thisMonth: totals?.thisMonth ?? 0, months };
}

/** Subscriptions on a paid plan right now (status active). */
export async function countActiveSubscriptions(db: DbOrTx): Promise<number> {
  const [row] = await activeSubscriptionCount(db).execute();
  return row?.count ?? 0;
}
