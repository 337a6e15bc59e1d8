/*
 * System Analytics, a read model like the dashboards (see queries.ts): the users' figures are an
 * aggregate over the users table; the posts' and requests' come from the tallies the database keeps
 * with every change (db/schema/tallies.ts: the board's per shard, per day, per lane), so none grows
 * with the history. Each is one SQL statement; nothing is counted in memory. Subscription income
 * comes from the billing module's service. Periods are UTC calendar days and months.
 */
import { ANALYTICS_DAYS, ANALYTICS_MONTHS, type UserLoadStats } from '@loadboard/contracts';
import { eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  boardLoadTallies,
  loadDayTallies,
  requestDayTallies,
  userLoadTallies,
  users,
} from '../../db/schema/index.ts';
import { together } from '../../db/together.ts';
import { tallied, talliedDollars } from '../../lib/tally-sums.ts';

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

/** A UTC midnight as the day the tallies are keyed by (YYYY-MM-DD). */
const dayOf = (midnight: Date) => midnight.toISOString().slice(0, 10);

/** Every account, the active ones, and those created this month. */
export async function userFigures(db: DbOrTx, monthStart: Date) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      activeUsers: sql<number>`(count(*) FILTER (WHERE ${users.status} = 'active'))::int`,
      newUsersThisMonth: sql<number>`(count(*) FILTER (WHERE ${users.createdAt} >= ${monthStart}))::int`,
    })
    .from(users);
  return row ?? { totalUsers: 0, activeUsers: 0, newUsersThisMonth: 0 };
}

/**
 * The posts by status, the mean posted rate, and the admin's revenue (decisions.md "Money,
 * dashboards, analytics"): agreed rates of COMPLETED posts, all of them (the board's tallies) and
 * those completed this month (the days' tallies since its first day).
 */
export async function loadFigures(db: DbOrTx, monthStart: Date) {
  const b = boardLoadTallies;
  const completed = sql`${b.status} = 'COMPLETED'`;
  const [[row], [month]] = await together(db, [
    () =>
      db
        .select({
          totalLoads: tallied(b.posts),
          activeLoads: tallied(b.posts, sql`${b.status} = 'ACTIVE'`),
          completedLoads: tallied(b.posts, completed),
          // avg() of the posted rates, as the sum of those rates over the posts that have one.
          averageLoadValue:
            sql<number>`coalesce(round(sum(${b.rate}) / nullif(sum(${b.ratedPosts}), 0), 2), 0)`.mapWith(
              Number,
            ),
          totalRevenue: talliedDollars(b.agreedRate, completed),
        })
        .from(b),
    () =>
      db
        .select({ monthlyRevenue: talliedDollars(loadDayTallies.completedAgreedRate) })
        .from(loadDayTallies)
        .where(gte(loadDayTallies.day, dayOf(monthStart))),
  ]);
  return {
    totalLoads: row?.totalLoads ?? 0,
    activeLoads: row?.activeLoads ?? 0,
    completedLoads: row?.completedLoads ?? 0,
    averageLoadValue: row?.averageLoadValue ?? 0,
    totalRevenue: row?.totalRevenue ?? 0,
    monthlyRevenue: month?.monthlyRevenue ?? 0,
  };
}

/** Posts created per UTC day since `firstDay`; days without a post are absent. */
export function postsPerDay(db: DbOrTx, firstDay: Date) {
  const d = loadDayTallies;
  return db
    .select({ day: d.day, count: tallied(d.posted) })
    .from(d)
    .where(gte(d.day, dayOf(firstDay)))
    .groupBy(d.day)
    .having(sql`sum(${d.posted}) <> 0`);
}

/** Requests accepted per UTC day (by when they were decided) since `firstDay`. */
export function acceptedRequestsPerDay(db: DbOrTx, firstDay: Date) {
  const d = requestDayTallies;
  return db
    .select({ day: d.day, count: tallied(d.accepted) })
    .from(d)
    .where(gte(d.day, dayOf(firstDay)))
    .groupBy(d.day);
}

/** Agreed rates of the posts COMPLETED per UTC calendar month since `firstMonth`: sums of its days. */
export function completedRevenuePerMonth(db: DbOrTx, firstMonth: Date) {
  const d = loadDayTallies;
  return db
    .select({
      month: sql<string>`to_char(${d.day}, 'YYYY-MM')`,
      amount: talliedDollars(d.completedAgreedRate),
    })
    .from(d)
    .where(gte(d.day, dayOf(firstMonth)))
    .groupBy(sql`1`);
}

/** A user's posts: all of them, ACTIVE, COMPLETED (their tally rows). */
export async function ownedLoadStats(db: DbOrTx, ownerId: number): Promise<UserLoadStats> {
  const t = userLoadTallies;
  const [row] = await db
    .select({
      totalLoads: tallied(t.owned),
      activeLoads: tallied(t.owned, sql`${t.status} = 'ACTIVE'`),
      completedLoads: tallied(t.owned, sql`${t.status} = 'COMPLETED'`),
    })
    .from(t)
    .where(eq(t.userId, ownerId));
  return row ?? { totalLoads: 0, activeLoads: 0, completedLoads: 0 };
}
