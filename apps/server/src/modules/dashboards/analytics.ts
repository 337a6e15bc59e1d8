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
import { preparedOn } from '../../db/prepared.ts';
import {
  boardLoadTallies,
  loadDayTallies,
  requestDayTallies,
  userLoadTallies,
  users,
} from '../../db/schema/index.ts';
import { together } from '../../db/together.ts';
import { tallied, talliedDollars } from '../../lib/tally-sums.ts';
import { DAY_MS } from '../../lib/time.ts';

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

const usersRead = preparedOn((db) =>
  db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      activeUsers: sql<number>`(count(*) FILTER (WHERE ${users.status} = 'active'))::int`,
      newUsersThisMonth: sql<number>`(count(*) FILTER (WHERE ${users.createdAt} >= ${sql.placeholder('monthStart')}))::int`,
    })
    .from(users)
    .prepare('analytics_users'),
);

/** Every account, the active ones, and those created this month. */
export async function userFigures(db: DbOrTx, monthStart: Date) {
  const [row] = await usersRead(db).execute({ monthStart });
  return row ?? { totalUsers: 0, activeUsers: 0, newUsersThisMonth: 0 };
}

/**
 * The posts by status, the mean posted rate, and the admin's revenue (decisions.md "Money,
 * dashboards, analytics"): agreed rates of COMPLETED posts, all of them (the board's tallies) and
 * those completed this month (the days' tallies since its first day).
 */
const completed = sql`${boardLoadTallies.status} = 'COMPLETED'`;
const boardRead = preparedOn((db) =>
  db
    .select({
      totalLoads: tallied(boardLoadTallies.posts),
      activeLoads: tallied(boardLoadTallies.posts, sql`${boardLoadTallies.status} = 'ACTIVE'`),
      completedLoads: tallied(boardLoadTallies.posts, completed),
      // avg() of the posted rates, as the sum of those rates over the posts that have one.
      averageLoadValue:
        sql<number>`coalesce(round(sum(${boardLoadTallies.rate}) / nullif(sum(${boardLoadTallies.ratedPosts}), 0), 2), 0)`.mapWith(
          Number,
        ),
      totalRevenue: talliedDollars(boardLoadTallies.agreedRate, completed),
    })
    .from(boardLoadTallies)
    .prepare('analytics_board'),
);
const monthRevenueRead = preparedOn((db) =>
  db
    .select({ monthlyRevenue: talliedDollars(loadDayTallies.completedAgreedRate) })
    .from(loadDayTallies)
    .where(gte(loadDayTallies.day, sql.placeholder('firstDay')))
    .prepare('analytics_month_revenue'),
);

export async function loadFigures(db: DbOrTx, monthStart: Date) {
  const [[row], [month]] = await together(db, [
    () => boardRead(db).execute(),
    () => monthRevenueRead(db).execute({ firstDay: dayOf(monthStart) }),
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

const postsPerDayRead = preparedOn((db) =>
  db
    .select({ day: loadDayTallies.day, count: tallied(loadDayTallies.posted) })
    .from(loadDayTallies)
    .where(gte(loadDayTallies.day, sql.placeholder('firstDay')))
    .groupBy(loadDayTallies.day)
    .having(sql`sum(${loadDayTallies.posted}) <> 0`)
    .prepare('analytics_posts_per_day'),
);

/** Posts created per UTC day since `firstDay`; days without a post are absent. */
export function postsPerDay(db: DbOrTx, firstDay: Date) {
  return postsPerDayRead(db).execute({ firstDay: dayOf(firstDay) });
}

const acceptedPerDayRead = preparedOn((db) =>
  db
    .select({ day: requestDayTallies.day, count: tallied(requestDayTallies.accepted) })
    .from(requestDayTallies)
    .where(gte(requestDayTallies.day, sql.placeholder('firstDay')))
    .groupBy(requestDayTallies.day)
    .prepare('analytics_accepted_per_day'),
);

/** Requests accepted per UTC day (by when they were decided) since `firstDay`. */
export function acceptedRequestsPerDay(db: DbOrTx, firstDay: Date) {
  return acceptedPerDayRead(db).execute({ firstDay: dayOf(firstDay) });
}

const revenuePerMonthRead = preparedOn((db) =>
  db
    .select({
      month: sql<string>`to_char(${loadDayTallies.day}, 'YYYY-MM')`,
      amount: talliedDollars(loadDayTallies.completedAgreedRate),
    })
    .from(loadDayTallies)
    .where(gte(loadDayTallies.day, sql.placeholder('firstDay')))
    .groupBy(sql`1`)
    .prepare('analytics_revenue_per_month'),
);

/** Agreed rates of the posts COMPLETED per UTC calendar month since `firstMonth`: sums of its days. */
export function completedRevenuePerMonth(db: DbOrTx, firstMonth: Date) {
  return revenuePerMonthRead(db).execute({ firstDay: dayOf(firstMonth) });
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
