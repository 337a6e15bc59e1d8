import {
  BILLING_MESSAGES,
  type Plan,
  type PlanAudience,
  type SubscriptionView,
  type Transaction,
  type UserType,
} from '@loadboard/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { together } from '../../db/together.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/row-id.ts';
import { DAY_MS } from '../../lib/time.ts';
import { withFields } from '../../lib/with-fields.ts';
import type { SessionState } from '../session/index.ts';
import { getUserProfile } from '../users/index.ts';
import { hasAccess, RENEWAL_GRACE_MS } from './access.ts';
import type { BillingEvent, BillingProvider } from './provider.ts';
import {
  countActiveSubscriptions,
  existingUserIds,
  expireEnded,
  findPlanByProviderId,
  findSubscription,
  findSubscriptionOwner,
  findSubscriptionWithSession,
  insertTransaction,
  insertTrial,
  listPlans,
  listTransactions,
  type PlanRow,
  recordEvent,
  type SubscriptionRow,
  sumSuccessfulPayments,
  writeSubscriptionState,
} from './queries.ts';

/** Who a user type buys for; an administrator is exempt and sees every plan. */
const AUDIENCE_OF: Record<UserType, PlanAudience | null> = {
  BROKER: 'BROKER',
  RFP_CARRIER: 'CARRIER',
  RFD_CARRIER: 'CARRIER',
  SUPER_ADMIN: null,
};

const planView = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  price: row.price,
  interval: row.interval,
  audience: row.audience,
  features: row.features,
  chargebeePlanId: row.chargebeePlanId,
});

/** The plans on sale to this user (GET /api/plans). */
export async function plansFor(db: DbOrTx, userType: UserType): Promise<Plan[]> {
  return (await listPlans(db, AUDIENCE_OF[userType])).map(planView);
}

/** A new account's free trial, in the registration's transaction (decisions.md: TRIAL_DAYS). */
export async function startTrial(tx: DbOrTx, userId: number, trialDays: number): Promise<void> {
  await insertTrial(tx, userId, new Date(Date.now() + trialDays * DAY_MS));
}

/**
 * GET /api/subscription/status as `app.authenticateWith` reads it: the session state of `userId`
 * with `tokenId` and the user's subscription (null when they never had one), in one statement;
 * undefined for no account.
 */
export async function sessionWithSubscription(
  db: DbOrTx,
  userId: number,
  tokenId: string,
): Promise<(SessionState & { subscription: SubscriptionView | null }) | undefined> {
  const row = await findSubscriptionWithSession(db, userId, tokenId);
  if (!row) return undefined;
  const { subscription, planName, ...session } = row;
  return withFields(session, { subscription: subscription && subscriptionView(subscription, planName) });
}

function subscriptionView(row: SubscriptionRow, planName: string | null): SubscriptionView {
  return {
    status: row.status,
    planId: row.planId,
    planName,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEndsAt: row.status === 'trialing' && row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    hasAccess: hasAccess(row),
  };
}

/** GET /api/subscription/transactions, newest first. */
export async function transactionsOf(db: DbOrTx, userId: number): Promise<Transaction[]> {
  return (await listTransactions(db, userId)).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount,
    status: row.status,
    planName: row.planName,
    invoiceUrl: row.invoiceUrl,
  }));
}

/**
 * The gate (decisions.md): posting, importing and requesting need a live trial or subscription.
 * 403 SUBSCRIPTION_REQUIRED for an account that never had one, SUBSCRIPTION_EXPIRED for one whose
 * time is over. An administrator is exempt.
 */
export async function assertMayTrade(db: DbOrTx, user: { id: number; userType: UserType }): Promise<void> {
  if (user.userType === 'SUPER_ADMIN') return;
  const subscription = await findSubscription(db, user.id);
  if (!subscription) throw forbidden(BILLING_MESSAGES.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
  if (!hasAccess(subscription)) throw forbidden(BILLING_MESSAGES.subscriptionExpired, 'SUBSCRIPTION_EXPIRED');
}

/**
 * POST /api/subscription/create-checkout: the provider's hosted checkout for the plan whose provider
 * id is `planProviderId` (spec 7). Refused for a plan of another audience, and for the plan the user
 * already has running.
 */
export async function startCheckout(
  db: DbOrTx,
  provider: BillingProvider,
  user: { id: number; userType: UserType },
  planProviderId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  const plan = await findPlanByProviderId(db, planProviderId);
  if (!plan)
    throw validationFailed([BILLING_MESSAGES.planNotFound], { planId: BILLING_MESSAGES.planNotFound });
  const audience = AUDIENCE_OF[user.userType];
  if (audience && plan.audience !== audience)
    throw validationFailed([BILLING_MESSAGES.planNotForYou], { planId: BILLING_MESSAGES.planNotForYou });
  const current = await findSubscription(db, user.id);
  if (current?.planId === plan.id && current.status === 'active' && hasAccess(current))
    throw validationFailed([BILLING_MESSAGES.alreadySubscribed], {
      planId: BILLING_MESSAGES.alreadySubscribed,
    });
  const profile = await getUserProfile(db, user.id);
  return provider.createCheckout({
    customer: {
      userId: user.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      companyName: profile.companyName,
    },
    plan: planView(plan),
    returnUrl,
  });
}

/** The dates a provider can mean; one outside them is a malformed event, not a state to keep. */
const EVENT_DATES = { from: Date.UTC(2000, 0, 1), until: Date.UTC(2200, 0, 1) };

/** Why an event cannot be applied (not one of our users, a date no provider means), or null. */
function unusable(event: BillingEvent, users: Set<number>): string | null {
  if (!isRowId(event.userId) || !users.has(event.userId)) return 'it names no user of ours';
  const dates = [event.occurredAt, event.subscription?.currentPeriodEnd];
  const outOfRange = (date: Date) =>
    !(date.getTime() >= EVENT_DATES.from && date.getTime() < EVENT_DATES.until);
  if (dates.some((date) => date !== undefined && outOfRange(date))) return 'a date in it is out of range';
  return null;
}

/** Why a subscription event cannot be applied: the provider's subscription is another user's. */
async function heldByAnother(tx: DbOrTx, providerName: string, event: BillingEvent): Promise<string | null> {
  if (!event.subscription) return null;
  const owner = await findSubscriptionOwner(tx, providerName, event.subscription.providerSubscriptionId);
  return owner !== undefined && owner !== event.userId ? 'its subscription is another user’s' : null;
}

/** An event set aside, and why: for the log, so that an operator can ask the provider. */
export type IgnoredEvent = { eventId: string; eventType: string; userId: number; reason: string };

/**
 * Applies a provider's events in one transaction, whatever delivered them (a webhook, the sandbox's
 * Pay button): each event once by its id; a subscription state only if newer than the one stored;
 * each payment once by its transaction id, marked test when the provider charges no card. An event about no user of ours, or with a date out of
 * range, is set aside and handed to `ignore`: answering an error would only make the provider send
 * it again for days. Answers how many events were new, seen before, and set aside.
 */
export async function applyBillingEvents(
  db: Db,
  provider: Pick<BillingProvider, 'name' | 'testMode'>,
  events: BillingEvent[],
  ignore: (event: IgnoredEvent) => void,
): Promise<{ applied: number; repeated: number; ignored: number }> {
  const providerName = provider.name;
  return db.transaction(async (tx) => {
    const users = await existingUserIds(tx, [
      ...new Set(events.map((event) => event.userId).filter(isRowId)),
    ]);
    let applied = 0;
    let ignored = 0;
    for (const event of events) {
      const reason = unusable(event, users) ?? (await heldByAnother(tx, providerName, event));
      if (reason) {
        ignored += 1;
        ignore({ eventId: event.eventId, eventType: event.eventType, userId: event.userId, reason });
        continue;
      }
      const fresh = await recordEvent(tx, {
        provider: providerName,
        eventId: event.eventId,
        eventType: event.eventType,
        userId: event.userId,
        occurredAt: event.occurredAt,
      });
      if (!fresh) continue;
      applied += 1;
      if (event.subscription) {
        const plan = await findPlanByProviderId(tx, event.subscription.planProviderId);
        if (!plan) throw notFound(`${BILLING_MESSAGES.planNotFound}: ${event.subscription.planProviderId}`);
        await writeSubscriptionState(tx, {
          userId: event.userId,
          planId: plan.id,
          status: event.subscription.status,
          provider: providerName,
          providerSubscriptionId: event.subscription.providerSubscriptionId,
          currentPeriodEnd: event.subscription.currentPeriodEnd,
          stateAsOf: event.occurredAt,
        });
      }
      if (event.payment) {
        const plan = event.payment.planProviderId
          ? await findPlanByProviderId(tx, event.payment.planProviderId)
          : undefined;
        await insertTransaction(tx, {
          userId: event.userId,
          planId: plan?.id ?? null,
          provider: providerName,
          providerTransactionId: event.payment.providerTransactionId,
          amount: event.payment.amount,
          status: event.payment.status,
          invoiceUrl: event.payment.invoiceUrl,
          test: provider.testMode,
          createdAt: event.occurredAt,
        });
      }
    }
    return { applied, repeated: events.length - applied - ignored, ignored };
  });
}

/** The daily job: trials and subscriptions whose time is over become `expired`. */
export async function expireLapsedSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  return expireEnded(db, now, new Date(now.getTime() - RENEWAL_GRACE_MS));
}

/** Platform income from plans, for the admin's analytics: successful payments in dollars, test ones left out. */
export interface SubscriptionRevenue {
  total: number;
  /** Received since `monthStart`. */
  thisMonth: number;
  /** Per UTC calendar month (YYYY-MM) since `sinceMonth`; months without a payment are absent. */
  byMonth: Map<string, number>;
  /** Subscriptions on a paid plan now. */
  activeSubscriptions: number;
}

export async function subscriptionRevenue(
  db: DbOrTx,
  monthStart: Date,
  sinceMonth: Date,
): Promise<SubscriptionRevenue> {
  const [payments, activeSubscriptions] = await together(db, [
    () => sumSuccessfulPayments(db, monthStart, sinceMonth),
    () => countActiveSubscriptions(db),
  ]);
  return {
    total: payments.total,
    thisMonth: payments.thisMonth,
    byMonth: new Map(payments.months.map((row) => [row.month, row.amount])),
    activeSubscriptions,
  };
}
