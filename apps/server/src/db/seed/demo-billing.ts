import type { UserType } from '@loadboard/contracts';
import type { subscriptions, transactions } from '../schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan each seeded member pays for, by id (the migration's plans): the demo logins on Pro. */
const PLAN_OF = {
  demo: { BROKER: 'broker-pro-monthly', CARRIER: 'carrier-pro-monthly' },
  other: { BROKER: 'broker-starter-monthly', CARRIER: 'carrier-starter-monthly' },
} as const;
const PRICE_OF: Record<string, number> = {
  'broker-pro-monthly': 99,
  'carrier-pro-monthly': 59,
  'broker-starter-monthly': 49,
  'carrier-starter-monthly': 29,
};
const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Subscriptions and payments for the demo marketplace: every member who joined more than a trial
 * ago pays monthly since its trial ended (the demo logins on Pro, the others on Starter), so the
 * demo accounts can post and request, and the admin's figures have revenue; newer members are on
 * their trial. The administrator is exempt and has none.
 */
export function demoBilling(
  members: { id: number; userType: UserType; joined: Date; isDemoLogin: boolean }[],
  { now, trialDays }: { now: Date; trialDays: number },
) {
  const subscriptionRows: (typeof subscriptions.$inferInsert)[] = [];
  const transactionRows: (typeof transactions.$inferInsert)[] = [];
  for (const member of members) {
    if (member.userType === 'SUPER_ADMIN') continue;
    const trialEnd = new Date(member.joined.getTime() + trialDays * DAY_MS);
    if (trialEnd > now) {
      subscriptionRows.push({
        userId: member.id,
        status: 'trialing',
        provider: 'trial',
        currentPeriodEnd: trialEnd,
        trialEndsAt: trialEnd,
        stateAsOf: member.joined,
        createdAt: member.joined,
      });
      continue;
    }
    const planId =
      PLAN_OF[member.isDemoLogin ? 'demo' : 'other'][member.userType === 'BROKER' ? 'BROKER' : 'CARRIER'];
    let periodStart = trialEnd;
    let payments = 0;
    while (periodStart <= now) {
      payments += 1;
      transactionRows.push({
        userId: member.id,
        planId,
        provider: 'sandbox',
        providerTransactionId: `demo-txn-${member.id}-${payments}`,
        amount: PRICE_OF[planId] ?? 0,
        status: 'success',
        invoiceUrl: null,
        createdAt: periodStart,
      });
      periodStart = addMonths(trialEnd, payments);
    }
    subscriptionRows.push({
      userId: member.id,
      planId,
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: `sandbox-sub-${member.id}`,
      currentPeriodEnd: periodStart,
      stateAsOf: addMonths(trialEnd, payments - 1),
      createdAt: member.joined,
    });
  }
  return { subscriptionRows, transactionRows };
}
