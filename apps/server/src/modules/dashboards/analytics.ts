/*
 * System Analytics, a read model like the dashboards (see queries.ts): aggregates over the users,
 * loads and load_requests tables, each one SQL statement; nothing is counted in memory. Subscription
 * income comes from the billing module's service. Periods are UTC calendar days and months.
 */
import {
  ANALYTICS_DAYS,
  ANALYTICS_MONTHS,
  ANALYTICS_TOP_LANES,
  type AnalyticsLane,
  type UserLoadStats,
} from '@loadboard/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods every figure is counted over, from one `now`. */
export interface AnalyticsPeriods {
  /** 00:00 UTC of the first day of the current month. */
  monthStart: Date;
  /** 00:00 UTC of the first day of the activity chart (ANALYTICS_DAYS days, today included). */
  firstDay: Date;
  /** 00:00 UTC of the first day of the revenue chart's first month. */
  firstMonth: Date;
}

export function analyticsPeriods(now: Date): AnalyticsPeriods {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  return {
    monthStart: new Date(Date.UTC(year, month, 1)),
    firstDay: new Date(today - (ANALYTICS_DAYS - 1) * DAY_MS),
    firstMonth: new Date(Date.UTC(year, month - (ANALYTICS_MONTHS - 1), 1)),
  };
}

const countAll = sql<number>`count(*)::int`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;

/** Every account, the active ones, and those created this month. */
export async function userFigures(db: DbOrTx, monthStart: Date) {
  const [row] = await db
    .select({
      totalUsers: countAll,
      activeUsers: countWhere(sql`${users.status} = 'active'`),
      newUsersThisMonth: countWhere(sql`${users.createdAt} >= ${monthStart}`),
    })
    .from(users);
  return row ?? { totalUsers: 0, activeUsers: 0, newUsersThisMonth: 0 };
}

/**
 * The posts by status, the mean posted rate, and the admin's revenue (decisions.md "Money,
 * dashboards, analytics"): agreed rates of COMPLETED posts, all of them and those completed this month.
 */
export async function loadFigures(db: DbOrTx, monthStart: Date) {
  const completed = sql`${loads.status} = 'COMPLETED'`;
  const [row] = await db
    .select({
      totalLoads: countAll,
      activeLoads: countWhere(sql`${loads.status} = 'ACTIVE'`),
      completedLoads: countWhere(completed),
      averageLoadValue: sql<number>`coalesce(round(avg(${loads.rate}), 2), 0)`.mapWith(Number),
      totalRevenue: sql<number>`coalesce(sum(${loads.agreedRate}) FILTER (WHERE ${completed}), 0)`.mapWith(
        Number,
      ),
      monthlyRevenue:
        sql<number>`coalesce(sum(${loads.agreedRate}) FILTER (WHERE ${completed} AND ${loads.completedAt} >= ${monthStart}), 0)`.mapWith(
          Number,
        ),
    })
    .from(loads);
  return (
    row ?? {
      totalLoads: 0,
      activeLoads: 0,
      completedLoads: 0,
      averageLoadValue: 0,
      totalRevenue: 0,
      monthlyRevenue: 0,
    }
  );
}

const utcDay = (column: typeof loads.createdAt | typeof loadRequests.decidedAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Posts created per UTC day since `firstDay`; days without a post are absent. */
export function postsPerDay(db: DbOrTx, firstDay: Date) {
  return db
    .select({ day: utcDay(loads.createdAt), count: countAll })
    .from(loads)
    .where(gte(loads.createdAt, firstDay))
    .groupBy(sql`1`);
}

/** Requests accepted per UTC day (by when they were decided) since `firstDay`. */
export function acceptedRequestsPerDay(db: DbOrTx, firstDay: Date) {
  return db
    .select({ day: utcDay(loadRequests.decidedAt), count: countAll })
    .from(loadRequests)
    .where(and(eq(loadRequests.status, 'ACCEPTED'), gte(loadRequests.decidedAt, firstDay)))
    .groupBy(sql`1`);
}

/** Agreed rates of the posts COMPLETED per UTC calendar month since `firstMonth`. */
export function completedRevenuePerMonth(db: DbOrTx, firstMonth: Date) {
  return db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${loads.completedAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`,
      amount: sql<number>`coalesce(sum(${loads.agreedRate}), 0)`.mapWith(Number),
    })
    .from(loads)
    .where(and(eq(loads.status, 'COMPLETED'), gte(loads.completedAt, firstMonth)))
    .groupBy(sql`1`);
}

/** The origin → destination pairs with the most posts since `firstDay`; ties by name, for a stable order. */
export async function busiestLanes(db: DbOrTx, firstDay: Date): Promise<AnalyticsLane[]> {
  const posts = countAll;
  return db
    .select({ origin: loads.originLocation, destination: loads.destinationLocation, posts })
    .from(loads)
    .where(gte(loads.createdAt, firstDay))
    .groupBy(loads.originLocation, loads.destinationLocation)
    .orderBy(desc(posts), loads.originLocation, loads.destinationLocation)
    .limit(ANALYTICS_TOP_LANES);
}

/** A user's posts: all of them, ACTIVE, COMPLETED (loads_owner_created_idx). */
export async function ownedLoadStats(db: DbOrTx, ownerId: number): Promise<UserLoadStats> {
  const [row] = await db
    .select({
      totalLoads: countAll,
      activeLoads: countWhere(sql`${loads.status} = 'ACTIVE'`),
      completedLoads: countWhere(sql`${loads.status} = 'COMPLETED'`),
    })
    .from(loads)
    .where(eq(loads.ownerId, ownerId));
  return row ?? { totalLoads: 0, activeLoads: 0, completedLoads: 0 };
}
