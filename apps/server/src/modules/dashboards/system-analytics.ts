import {
  ANALYTICS_DAYS,
  ANALYTICS_MONTHS,
  type AnalyticsDay,
  type AnalyticsMonth,
  type SystemAnalytics,
  type UserLoadStats,
} from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { together } from '../../db/together.ts';
import { roundCents } from '../../lib/money.ts';
import { DAY_MS } from '../../lib/time.ts';
import { subscriptionRevenue } from '../billing/index.ts';
import {
  acceptedRequestsPerDay,
  analyticsPeriods,
  completedRevenuePerMonth,
  loadFigures,
  ownedLoadStats,
  postsPerDay,
  userFigures,
} from './analytics.ts';
import { busiestLanes } from './busiest-lanes.ts';

/** Each UTC day from `firstDay`, ANALYTICS_DAYS of them, as YYYY-MM-DD. */
const chartDays = (firstDay: Date) =>
  Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
    new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );

/** Each UTC month from `firstMonth`, ANALYTICS_MONTHS of them, as YYYY-MM. */
const chartMonths = (firstMonth: Date) =>
  Array.from({ length: ANALYTICS_MONTHS }, (_, index) =>
    new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + index, 1))
      .toISOString()
      .slice(0, 7),
  );

/**
 * GET /api/admin/analytics: the spec's three groups of figures, subscription income, and the charts'
 * series with every day and month present (0 where nothing happened), so a chart never skips a gap.
 */
export async function systemAnalytics(db: DbOrTx, now: Date = new Date()): Promise<SystemAnalytics> {
  const { monthStart, firstDay, firstMonth } = analyticsPeriods(now);
  const [userStats, load, subscriptions, posts, accepted, completedByMonth, lanes] = await together(db, [
    () => userFigures(db, monthStart),
    () => loadFigures(db, monthStart),
    () => subscriptionRevenue(db, monthStart, firstMonth),
    () => postsPerDay(db, firstDay),
    () => acceptedRequestsPerDay(db, firstDay),
    () => completedRevenuePerMonth(db, firstMonth),
    () => busiestLanes(db, firstDay),
  ]);

  const postsByDay = new Map(posts.map((row) => [row.day, row.count]));
  const acceptedByDay = new Map(accepted.map((row) => [row.day, row.count]));
  const activity: AnalyticsDay[] = chartDays(firstDay).map((day) => ({
    day,
    posts: postsByDay.get(day) ?? 0,
    acceptedRequests: acceptedByDay.get(day) ?? 0,
  }));

  const loadRevenueByMonth = new Map(completedByMonth.map((row) => [row.month, row.amount]));
  const revenue: AnalyticsMonth[] = chartMonths(firstMonth).map((month) => ({
    month,
    loadRevenue: loadRevenueByMonth.get(month) ?? 0,
    subscriptionRevenue: subscriptions.byMonth.get(month) ?? 0,
  }));

  return {
    userStats,
    loadStats: {
      totalLoads: load.totalLoads,
      activeLoads: load.activeLoads,
      completedLoads: load.completedLoads,
      averageLoadValue: load.averageLoadValue,
    },
    revenueStats: {
      totalRevenue: load.totalRevenue,
      monthlyRevenue: load.monthlyRevenue,
      averageLoadRevenue: load.completedLoads > 0 ? roundCents(load.totalRevenue / load.completedLoads) : 0,
    },
    subscriptionStats: {
      totalRevenue: subscriptions.total,
      monthlyRevenue: subscriptions.thisMonth,
      activeSubscriptions: subscriptions.activeSubscriptions,
    },
    charts: { activity, revenue, lanes },
  };
}

/** The Load Statistics of the admin's User Details: the user's own posts by status. */
export const userLoadStats = (db: DbOrTx, userId: number): Promise<UserLoadStats> =>
  ownedLoadStats(db, userId);
