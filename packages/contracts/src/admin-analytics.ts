import { z } from 'zod';

/** System Analytics (/admin/analytics): user, load, revenue and subscription figures, and the charts. */

/** Days the activity chart covers, today included. */
export const ANALYTICS_DAYS = 90;
/** Calendar months the revenue chart covers, the current one included. */
export const ANALYTICS_MONTHS = 12;
/** Lanes the busiest-lanes chart names. */
export const ANALYTICS_TOP_LANES = 10;

const count = z.number().int().min(0);
/** Dollars with cents; 0 when nothing is counted. */
const dollars = z.number();

/** One day of the activity chart (UTC calendar day, YYYY-MM-DD). */
export const analyticsDay = z.object({
  day: z.string(),
  /** Posts created that day, of every type. */
  posts: count,
  /** Requests accepted that day. */
  acceptedRequests: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** One calendar month of the revenue chart (UTC, YYYY-MM). */
export const analyticsMonth = z.object({
  month: z.string(),
  /** Agreed rates of the posts COMPLETED that month. */
  loadRevenue: dollars,
  /** Subscription payments received that month. */
  subscriptionRevenue: dollars,
});
export type AnalyticsMonth = z.infer<typeof analyticsMonth>;

/** An origin → destination pair and how many posts it had in the chart's window. */
export const analyticsLane = z.object({
  origin: z.string(),
  destination: z.string(),
  posts: count,
});
export type AnalyticsLane = z.infer<typeof analyticsLane>;

/** GET /api/admin/analytics (spec 3, Analytics (admin); decisions.md "Money, dashboards, analytics"). */
export const systemAnalytics = z.object({
  userStats: z.object({
    totalUsers: count,
    /** Accounts whose status is active. */
    activeUsers: count,
    /** Accounts created since the start of the current calendar month (UTC). */
    newUsersThisMonth: count,
  }),
  loadStats: z.object({
    totalLoads: count,
    activeLoads: count,
    completedLoads: count,
    /** The mean posted rate of the posts that have one. */
    averageLoadValue: dollars,
  }),
  revenueStats: z.object({
    /** Agreed rates of every COMPLETED post. */
    totalRevenue: dollars,
    /** Agreed rates of the posts completed in the current calendar month (UTC). */
    monthlyRevenue: dollars,
    /** totalRevenue / completed posts. */
    averageLoadRevenue: dollars,
  }),
  subscriptionStats: z.object({
    /** Every successful subscription payment (platform income from plans). */
    totalRevenue: dollars,
    /** Those received in the current calendar month (UTC). */
    monthlyRevenue: dollars,
    /** Subscriptions active now (trials not counted). */
    activeSubscriptions: count,
  }),
  charts: z.object({
    /** The last ANALYTICS_DAYS days, oldest first, every day present. */
    activity: z.array(analyticsDay),
    /** The last ANALYTICS_MONTHS months, oldest first, every month present. */
    revenue: z.array(analyticsMonth),
    /** The busiest lanes of the activity chart's window, most posts first, at most ANALYTICS_TOP_LANES. */
    lanes: z.array(analyticsLane),
  }),
});
export type SystemAnalytics = z.infer<typeof systemAnalytics>;
