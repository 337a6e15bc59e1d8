import type { SubscriptionStatus } from '@loadboard/contracts';

/** How long after its period ends a renewing subscription keeps access while its renewal arrives. */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a subscription lets its user post, import and request now (decisions.md "Subscriptions and
 * billing"), judged from its dates, not only from what the daily job last wrote: a trial until it
 * ends, a renewing plan until its period ends plus the grace, a cancelled one until its period ends.
 */
export function hasAccess(
  subscription: { status: SubscriptionStatus; currentPeriodEnd: Date },
  now: Date = new Date(),
): boolean {
  const end = subscription.currentPeriodEnd.getTime();
  switch (subscription.status) {
    case 'trialing':
    case 'cancelled':
      return now.getTime() < end;
    case 'active':
    case 'past_due':
      return now.getTime() < end + RENEWAL_GRACE_MS;
    case 'expired':
      return false;
  }
}
