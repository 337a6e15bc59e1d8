import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityLogFilters } from '@loadboard/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { insertUserRows } from '../../../test/user-rows.ts';
import { type Database, type Db, openPostgres } from '../../db/client.ts';
import { activityLogs, users } from '../../db/schema/index.ts';
import { rowsOf as rowsOfDatabase } from '../../jobs/test-sql.ts';
import { pageOfActivityLogs } from './queries.ts';
import { logActivity } from './service.ts';

/**
 * The counts the triggers of migration 0017 keep against the entries themselves, after every kind of
 * change; and the list's totals and pages against count(*) and OFFSET over the entries, for every
 * filter, in zones whose days start on a UTC hour and in zones whose days do not.
 *
 * The log: 3,000 entries over late February to mid-March 2030 (the US springs forward on 10 March)
 * and late October to early November 2030 (it falls back on 3 November), by a heavy user (half), a
 * regular one, an occasional one and nobody (a deleted account), plus entries on the very edges of
 * days and months.
 */

let database: Database;
let db: Db;
let drop: () => Promise<void>;
let heavy: number;
let regular: number;
let occasional: number;

const rowsOf = <T>(query: SQL) => rowsOfDatabase<T>(database, query);

const makeUsers = (count: number) => insertUserRows(database, count);

function history(): (typeof activityLogs.$inferInsert)[] {
  let seed = 2030;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const windows = [
    { from: Date.parse('2030-02-25T00:00:00Z'), days: 24 },
    { from: Date.parse('2030-10-28T00:00:00Z'), days: 12 },
  ];
  const weighted = <T>(choices: [T, number][]): T => {
    let roll = random();
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return choices[0]?.[0] as T;
  };
  const entries = Array.from({ length: 3000 }, (_, index) => {
    const window = windows[index % 3 === 0 ? 1 : 0] as (typeof windows)[number];
    return {
      createdAt: new Date(window.from + Math.floor(random() * window.days * 86_400) * 1000),
      userId: weighted<number | null>([
        [heavy, 0.5],
        [regular, 0.2],
        [occasional, 0.1],
        [null, 0.2],
      ]),
      action: weighted<ActivityAction>([
        ['LOAD_POSTED', 0.4],
        ['STATUS_UPDATE', 0.35],
        ['LOAD_UPDATED', 0.15],
        ['USER_CREATED', 0.1],
      ]),
      details: `Entry ${index}`,
    };
  });
  // Midnights in UTC, Los Angeles and Kolkata (both sides of the clock changes), a month's start,
  // and a millisecond before each.
  const edges = [
    '2030-03-01T00:00:00Z',
    '2030-03-05T18:30:00Z',
    '2030-03-10T08:00:00Z',
    '2030-03-11T07:00:00Z',
    '2030-11-01T00:00:00Z',
    '2030-11-03T07:00:00Z',
    '2030-11-04T08:00:00Z',
  ].flatMap((iso) => [new Date(iso), new Date(Date.parse(iso) - 1)]);
  for (const [index, createdAt] of edges.entries())
    entries.push({
      createdAt,
      userId: index % 2 ? heavy : occasional,
      action: 'STATUS_UPDATE',
      details: 'Edge',
    });
  return entries;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
  [heavy, regular, occasional] = (await makeUsers(3)) as [number, number, number];
  const entries = history();
  for (let start = 0; start < entries.length; start += 500)
    await db.insert(activityLogs).values(entries.slice(start, start + 500));
  // A microsecond before Kolkata's midnight: the count's bounds must be exact to the microsecond.
  await db.execute(sql`
    INSERT INTO activity_logs (user_id, action, details, created_at)
    VALUES (${heavy}, 'LOAD_POSTED', 'Just before', '2030-03-05 18:29:59.999999+00')`);
});
afterAll(() => drop());

/** Every difference between the counters and the entries; empty when the counters are exact. */
async function counterErrors(): Promise<unknown[]> {
  const grains = sql`(VALUES ('month'), ('day'), ('hour')) AS g(grain)`;
  const bucket = sql`date_trunc(g.grain, l.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const board = await rowsOf(sql`
    SELECT * FROM (
      SELECT g.grain, ${bucket} AS bucket, l.action, count(*)::int AS n
      FROM activity_logs AS l CROSS JOIN ${grains} GROUP BY 1, 2, 3
    ) AS entries
    FULL JOIN (
      SELECT grain, bucket, action, sum(n)::int AS counted FROM activity_log_counts GROUP BY 1, 2, 3
    ) AS counters USING (grain, bucket, action)
    WHERE n IS DISTINCT FROM counted`);
  const perUser = await rowsOf(sql`
    SELECT * FROM (
      SELECT l.user_id, g.grain, ${bucket} AS bucket, l.action, count(*)::int AS n
      FROM activity_logs AS l CROSS JOIN ${grains}
      WHERE l.user_id IS NOT NULL AND g.grain <> 'hour' GROUP BY 1, 2, 3, 4
    ) AS entries
    FULL JOIN (SELECT user_id, grain, bucket, action, n AS counted FROM activity_log_user_counts) AS counters
      USING (user_id, grain, bucket, action)
    WHERE n IS DISTINCT FROM counted`);
  // A counter row at zero or below would be left behind by a delete that missed its shard.
  const empty = await rowsOf(sql`
    SELECT 'board' AS counters, grain, bucket FROM activity_log_counts WHERE n <= 0
    UNION ALL SELECT 'user', grain, bucket FROM activity_log_user_counts WHERE n <= 0`);
  return [...board, ...perUser, ...empty];
}

/** The filters as the list applied them before the counters: count(*) and OFFSET over the entries. */
function plainWhere(filters: ActivityLogFilters, timeZone: string): SQL {
  return sql.join(
    [
      sql`TRUE`,
      ...(filters.type ? [sql`action = ${filters.type}`] : []),
      ...(filters.userId === undefined ? [] : [sql`user_id = ${filters.userId}`]),
      ...(filters.startDate
        ? [sql`created_at >= ((${filters.startDate}::date)::timestamp AT TIME ZONE ${timeZone})`]
        : []),
      ...(filters.endDate
        ? [sql`created_at < ((${filters.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`]
        : []),
    ],
    sql` AND `,
  );
}

async function expectPlainAnswers(filters: ActivityLogFilters, timeZone: string, withPages: boolean) {
  const where = plainWhere(filters, timeZone);
  const [plain] = await rowsOf<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM activity_logs WHERE ${where}`,
  );
  const total = Number(plain?.n);
  const context = JSON.stringify({ filters, timeZone });
  expect((await pageOfActivityLogs(db, filters, timeZone, 1, 10)).totalItems, context).toBe(total);
  if (!withPages) return;
  const last = Math.ceil(total / 10);
  const pages = [...new Set([1, 2, 101, 137, Math.ceil(last / 2), last, last + 1])].filter(
    (page) => page >= 1 && page <= last + 1,
  );
  for (const page of pages) {
    const ours = await pageOfActivityLogs(db, filters, timeZone, page, 10);
    const theirs = await rowsOf<{ id: number }>(sql`
      SELECT id FROM activity_logs WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET ${(page - 1) * 10}`);
    expect(
      ours.logs.map((entry) => entry.id),
      `${context} page ${page}`,
    ).toEqual(theirs.map((row) => Number(row.id)));
    expect(ours.totalItems, `${context} page ${page}`).toBe(total);
  }
}

describe('the counters', () => {
  it('equal the entries after inserts', async () => {
    expect(await counterErrors()).toEqual([]);
  });

  it('count an entry the app logs, in its transaction', async () => {
    const before = (await pageOfActivityLogs(db, { userId: regular }, 'UTC', 1, 10)).totalItems;
    await db.transaction((tx) =>
      logActivity(tx, { userId: regular, action: 'LOAD_UPDATED', details: 'Now' }),
    );
    await expect(
      db.transaction(async (tx) => {
        await logActivity(tx, { userId: regular, action: 'LOAD_UPDATED', details: 'Rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await pageOfActivityLogs(db, { userId: regular }, 'UTC', 1, 10)).totalItems).toBe(before + 1);
    expect(await counterErrors()).toEqual([]);
  });
});

describe('the list against count(*) and OFFSET', () => {
  const types: (ActivityAction | undefined)[] = [undefined, 'STATUS_UPDATE', 'USER_CREATED'];
  const days: Pick<ActivityLogFilters, 'startDate' | 'endDate'>[] = [
    { startDate: '2030-03-09', endDate: '2030-03-11' },
    { startDate: '2030-03-05', endDate: '2030-03-05' },
    { startDate: '2030-11-03', endDate: '2030-11-03' },
    { startDate: '2030-03-01' },
    { endDate: '2030-03-15' },
    { startDate: '2030-02-01', endDate: '2030-11-30' },
  ];

  it('answers every filter alone and together, without dates', async () => {
    // The last user id is nobody's.
    for (const type of types)
      for (const userId of [undefined, heavy, occasional, 2_000_000_000])
        await expectPlainAnswers({ type, userId }, 'UTC', true);
  });

  it.each([
    'UTC',
    'America/Los_Angeles',
    'America/New_York',
    // Days starting on the half hour: the edges of a range are counted from the entries.
    'Asia/Kolkata',
    // Half-hour daylight saving.
    'Australia/Lord_Howe',
  ])('answers every date range in %s, alone and with the other filters', async (timeZone) => {
    const withPages = ['America/Los_Angeles', 'Asia/Kolkata'].includes(timeZone);
    for (const range of days)
      for (const type of types)
        for (const userId of [undefined, heavy, occasional])
          await expectPlainAnswers(
            { ...range, type, userId },
            timeZone,
            withPages && type !== 'USER_CREATED',
          );
  });
});

describe('the counters after the log changes', () => {
  it('move a deleted user’s entries to nobody and take away their counts', async () => {
    const [leaving] = (await makeUsers(1)) as [number];
    await db.insert(activityLogs).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId: leaving,
        action: ACTIVITY_ACTIONS[index % ACTIVITY_ACTIONS.length] as ActivityAction,
        details: `Leaving ${index}`,
        createdAt: new Date(Date.UTC(2030, 2, 1 + (index % 20), index % 24)),
      })),
    );
    const everyone = (await pageOfActivityLogs(db, {}, 'UTC', 1, 10)).totalItems;
    expect((await pageOfActivityLogs(db, { userId: leaving }, 'UTC', 1, 10)).totalItems).toBe(40);

    await db.delete(users).where(eq(users.id, leaving));
    expect(await counterErrors()).toEqual([]);
    expect((await pageOfActivityLogs(db, { userId: leaving }, 'UTC', 1, 10)).totalItems).toBe(0);
    expect((await pageOfActivityLogs(db, {}, 'UTC', 1, 10)).totalItems).toBe(everyone);
    const left = await rowsOf(sql`SELECT 1 FROM activity_log_user_counts WHERE user_id = ${leaving}`);
    expect(left).toEqual([]);
  });

  it('follow entries whose time or action changes', async () => {
    await db.execute(sql`
      UPDATE activity_logs SET created_at = created_at + interval '40 days 3 hours', action = 'LOAD_UPDATED'
      WHERE id % 7 = 0`);
    expect(await counterErrors()).toEqual([]);
  });

  it('drop to nothing for pruned months, and stay exact for the rest', async () => {
    await db.execute(sql`DELETE FROM activity_logs WHERE created_at < '2030-03-01T00:00:00Z'`);
    expect(await counterErrors()).toEqual([]);
    const pruned = await rowsOf(sql`
      SELECT 1 FROM activity_log_counts WHERE bucket < '2030-03-01T00:00:00Z'
      UNION ALL SELECT 1 FROM activity_log_user_counts WHERE bucket < '2030-03-01T00:00:00Z'`);
    expect(pruned).toEqual([]);
    await expectPlainAnswers({}, 'America/Los_Angeles', true);
    await expectPlainAnswers({ userId: heavy, startDate: '2030-03-01' }, 'Asia/Kolkata', true);
  });

  it.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'stay exact under concurrent writers, none of them deadlocked',
    async () => {
      // Twenty connections of their own to this file's database, all writing at once.
      const [here] = await rowsOf<{ name: string }>(sql`SELECT current_database() AS name`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${here?.name}`;
      const crowd = await openPostgres(url.toString(), { poolSize: 20 });
      const people = [heavy, regular, occasional];
      const writers = Array.from({ length: 80 }, (_, index) =>
        crowd.db.transaction(async (tx) => {
          if (index % 4 === 0)
            // A bulk statement over several hours, days and users, in no particular order.
            await tx.insert(activityLogs).values(
              Array.from({ length: 30 }, (_, k) => ({
                userId: people[(index + k) % 3] ?? null,
                action: ACTIVITY_ACTIONS[(index * k) % ACTIVITY_ACTIONS.length] as ActivityAction,
                details: `Bulk ${index}.${k}`,
                createdAt: new Date(Date.UTC(2031, 0, 1 + ((k * 7 + index) % 5), (k * 5) % 24)),
              })),
            );
          else
            await logActivity(tx, {
              userId: people[index % 3] ?? null,
              action: ACTIVITY_ACTIONS[index % ACTIVITY_ACTIONS.length] as ActivityAction,
              details: `Writer ${index}`,
            });
          // Hold the counters' row locks a while, as a transaction with more work after its log does.
          await tx.execute(sql`SELECT pg_sleep(0.02)`);
        }),
      );
      const outcomes = await Promise.allSettled(writers);
      await crowd.close();
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await counterErrors()).toEqual([]);
    },
  );

  it('empty with the log (TRUNCATE)', async () => {
    await db.execute(sql`TRUNCATE activity_logs`);
    const left = await rowsOf(sql`
      SELECT 1 FROM activity_log_counts UNION ALL SELECT 1 FROM activity_log_user_counts`);
    expect(left).toEqual([]);
    expect((await pageOfActivityLogs(db, {}, 'UTC', 1, 10)).totalItems).toBe(0);
  });
});
