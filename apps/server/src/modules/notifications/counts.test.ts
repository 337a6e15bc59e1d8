import { NOTIFICATION_TYPES, type NotificationType } from '@loadboard/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { insertUserRows } from '../../../test/user-rows.ts';
import type { Database, Db } from '../../db/client.ts';
import { loads, notifications, users } from '../../db/schema/index.ts';
import { rowsOf as rowsOfDatabase } from '../../jobs/test-sql.ts';
import { findNotificationPage, type NotificationFilters, notificationPageOf } from './list-pages.ts';
import { markAllRead, markRead, type NewNotification, notify, notifyMany, unreadCount } from './service.ts';

/**
 * The counts the triggers of migration 0016 keep (each user's total and unread, each block's counts
 * per type and read state) against the rows themselves, after every kind of change; and the pages
 * they lead to against a plain OFFSET over the rows.
 */

let database: Database;
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
});
afterAll(() => drop());

const rowsOf = <T>(query: SQL) => rowsOfDatabase<T>(database, query);

const makeUsers = (count: number) => insertUserRows(database, count);

const notice = (userId: number, type: NotificationType = 'SYSTEM'): NewNotification => ({
  userId,
  type,
  title: 'Counted',
  message: 'A notification to count',
});

/** Every difference between the counts and the rows; empty when the counts are exact. */
async function countErrors(): Promise<unknown[]> {
  const users = await rowsOf(sql`
    SELECT coalesce(c.user_id, r.user_id) AS user_id, c.total, r.total AS real_total, c.unread, r.unread AS real_unread
    FROM notification_counts AS c
    FULL JOIN (SELECT user_id, count(*)::int AS total, (count(*) FILTER (WHERE NOT is_read))::int AS unread
               FROM notifications GROUP BY user_id) AS r ON r.user_id = c.user_id
    WHERE (c.total IS DISTINCT FROM r.total AND NOT (c.total = 0 AND r.total IS NULL))
       OR (c.unread IS DISTINCT FROM r.unread AND NOT (c.unread = 0 AND r.unread IS NULL))`);
  // Each row counted in the block whose range holds it: from its start to the next block's start.
  const blocks = await rowsOf(sql`
    WITH ranges AS (
      SELECT user_id, block_at, block_id,
             lead(block_at, 1, 'infinity') OVER w AS end_at, lead(block_id, 1, 0) OVER w AS end_id
      FROM (SELECT DISTINCT user_id, block_at, block_id FROM notification_block_counts) AS b
      WINDOW w AS (PARTITION BY user_id ORDER BY block_at, block_id)
    ), real AS (
      SELECT r.user_id, r.block_at, r.block_id, n.type, n.is_read, count(*)::int AS n
      FROM ranges AS r
      JOIN notifications AS n ON n.user_id = r.user_id
        AND (n.created_at, n.id) >= (r.block_at, r.block_id) AND (n.created_at, n.id) < (r.end_at, r.end_id)
      GROUP BY 1, 2, 3, 4, 5
    )
    SELECT coalesce(b.user_id, real.user_id) AS user_id, b.block_at, b.type, b.is_read, b.n, real.n AS real_n
    FROM notification_block_counts AS b
    FULL JOIN real USING (user_id, block_at, block_id, type, is_read)
    WHERE coalesce(b.n, 0) <> coalesce(real.n, 0)`);
  const unplaced = await rowsOf(sql`
    SELECT n.id FROM notifications AS n
    WHERE NOT EXISTS (SELECT 1 FROM notification_block_counts AS b WHERE b.user_id = n.user_id)`);
  return [...users, ...blocks, ...unplaced];
}

/** The biggest block's rows: blocks are cut once they pass twice the block size. */
async function biggestBlock(): Promise<number> {
  const [row] = await rowsOf<{ rows: number | null }>(sql`
    SELECT max(s)::int AS rows FROM (
      SELECT sum(n) AS s FROM notification_block_counts GROUP BY user_id, block_at, block_id) AS b`);
  return Number(row?.rows ?? 0);
}

describe('the counts stay exact', () => {
  let reader: number;
  let crowd: number[];

  beforeAll(async () => {
    [reader, ...crowd] = (await makeUsers(301)) as [number, ...number[]];
  });

  it('through single notifications, a fan-out, marking read one and all, and deletes', async () => {
    const id = reader as number;
    const first = await db.transaction((tx) => notify(tx, notice(id, 'LOAD_REQUEST')));
    await db.transaction((tx) => notifyMany(tx, [notice(id), notice(id, 'LOAD_ALERT')]));
    expect(await unreadCount(db, id)).toBe(3);
    expect(await countErrors()).toEqual([]);

    // The alerts' fan-out: one statement per 1,000 rows, users in any order, some several times.
    const fanOut = [...crowd, ...crowd.slice(0, 700 - crowd.length)]
      .concat(crowd.slice(0, 400))
      .reverse()
      .map((userId, i) => notice(userId, NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length]));
    await db.transaction((tx) => notifyMany(tx, [...fanOut, ...fanOut.slice(0, 500)]));
    expect(await countErrors()).toEqual([]);

    await markRead(db, id, first.id);
    await markRead(db, id, first.id);
    expect(await unreadCount(db, id)).toBe(2);
    for (const userId of crowd.slice(0, 50)) await markAllRead(db, userId);
    expect(await markAllRead(db, id)).toEqual({ updated: 2 });
    expect(await unreadCount(db, id)).toBe(0);
    expect(await countErrors()).toEqual([]);

    // A rolled-back notification leaves no count behind.
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, notice(id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await unreadCount(db, id)).toBe(0);

    // Deleting notifications, a load (its notifications keep their counts) and users (theirs go).
    await db.delete(notifications).where(eq(notifications.id, first.id));
    await db.execute(
      sql`DELETE FROM notifications WHERE user_id IN (${crowd[1]}, ${crowd[2]}) AND id % 2 = 0`,
    );
    await db.delete(users).where(inArray(users.id, crowd.slice(3, 10)));
    expect(await countErrors()).toEqual([]);
    const [gone] = await rowsOf<{ rows: number }>(sql`
      SELECT ((SELECT count(*) FROM notification_counts WHERE user_id IN (${crowd[3]}, ${crowd[9]}))
            + (SELECT count(*) FROM notification_block_counts WHERE user_id IN (${crowd[3]}, ${crowd[9]})))::int AS rows`);
    expect(Number(gone?.rows)).toBe(0);
  });

  it('when a load is deleted (its notifications lose the link, not their counts)', async () => {
    const [owner] = await makeUsers(1);
    const [load] = await db
      .insert(loads)
      .values({
        ownerId: owner as number,
        loadType: 'RFP',
        originZip: '60601',
        originLocation: 'Chicago, IL',
        originLat: 41.88,
        originLng: -87.62,
        destinationZip: '75201',
        destinationLocation: 'Dallas, TX',
        destinationLat: 32.79,
        destinationLng: -96.8,
        distanceMiles: 800,
        pickupDate: '2031-01-01',
        deliveryDate: '2031-01-03',
        balance: 1000,
      })
      .returning({ id: loads.id });
    const loadId = load?.id as number;
    await db.transaction((tx) =>
      notifyMany(tx, [
        { ...notice(owner as number), loadId },
        { ...notice(reader as number), loadId },
      ]),
    );
    await db.delete(loads).where(eq(loads.id, loadId));
    expect(await unreadCount(db, owner as number)).toBe(1);
    expect(await countErrors()).toEqual([]);
  });

  it('through big statements: the blocks are cut to size, whatever order the rows come in', async () => {
    const [heavy] = await makeUsers(1);
    // 4,500 rows at once, out of list order and with ties, then 2,500 older ones, then one by one.
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, is_read, created_at)
      SELECT ${heavy}, (enum_range(NULL::notification_type))[1 + g % 5], 'Bulk', 'Bulk', g % 3 = 0,
             timestamptz '2030-01-01' + ((g * 7919) % 4500 / 2) * interval '1 minute'
      FROM generate_series(1, 4500) AS g`);
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, created_at)
      SELECT ${heavy}, 'LOAD_ALERT', 'Old', 'Old', timestamptz '2029-06-01' + g * interval '1 hour'
      FROM generate_series(1, 2500) AS g`);
    for (let i = 0; i < 20; i += 1) await db.transaction((tx) => notify(tx, notice(heavy as number)));
    expect(await countErrors()).toEqual([]);
    expect(await biggestBlock()).toBeLessThanOrEqual(2000);
    expect(await unreadCount(db, heavy as number)).toBe(4500 - 1500 + 2500 + 20);

    await markAllRead(db, heavy as number);
    await db.execute(sql`DELETE FROM notifications WHERE user_id = ${heavy} AND id % 3 = 1`);
    expect(await countErrors()).toEqual([]);
  });

  it('through TRUNCATE', async () => {
    await db.execute(sql`TRUNCATE notifications`);
    expect(await countErrors()).toEqual([]);
    expect(await unreadCount(db, reader as number)).toBe(0);
  });
});

describe('pages of a long history', () => {
  let userId: number;

  beforeAll(async () => {
    [userId] = (await makeUsers(1)) as [number];
    // 5,200 notifications over a year, several per minute (ties broken by id), every type and both
    // read states in uneven shares, then a few hundred back-dated ones and some deleted.
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, is_read, created_at)
      SELECT ${userId}, (enum_range(NULL::notification_type))[1 + g % 13 % 5], 'N' || g, 'Body', g % 4 <> 0,
             timestamptz '2030-01-01' + (g / 3) * interval '100 minutes'
      FROM generate_series(1, 5200) AS g`);
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, created_at)
      SELECT ${userId}, 'SYSTEM', 'Back-dated', 'Body', timestamptz '2030-03-01' + g * interval '1 second'
      FROM generate_series(1, 300) AS g`);
    await db.execute(sql`DELETE FROM notifications WHERE user_id = ${userId} AND id % 11 = 0`);
    await db.execute(sql`UPDATE notifications SET is_read = true WHERE user_id = ${userId} AND id % 7 = 0`);
    expect(await countErrors()).toEqual([]);
  });

  /** The page as a plain OFFSET over the rows would list it. */
  async function offsetPage(filters: NotificationFilters, page: number, limit: number): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(sql`
      SELECT id FROM notifications
      WHERE user_id = ${userId}
        AND (${filters.isRead ?? null}::boolean IS NULL OR is_read = ${filters.isRead ?? null}::boolean)
        AND (${filters.type ?? null}::notification_type IS NULL OR type = ${filters.type ?? null}::notification_type)
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
    return rows.map((row) => Number(row.id));
  }

  const filterSets: NotificationFilters[] = [
    {},
    { isRead: false },
    { isRead: true },
    { type: 'LOAD_ALERT' },
    { type: 'SYSTEM', isRead: false },
    { type: 'REQUEST_REJECTED', isRead: true },
  ];

  it.each(filterSets)(
    'every page with filters %o is the OFFSET page, with the real total',
    async (filters) => {
      const [counted] = await rowsOf<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM notifications
      WHERE user_id = ${userId}
        AND (${filters.isRead ?? null}::boolean IS NULL OR is_read = ${filters.isRead ?? null}::boolean)
        AND (${filters.type ?? null}::notification_type IS NULL OR type = ${filters.type ?? null}::notification_type)`);
      const total = Number(counted?.total);
      expect(total).toBeGreaterThan(100);
      // Pages of 100 cover every block edge; pages of 7 and 10 land anywhere inside blocks.
      for (const [limit, pages] of [
        [100, Array.from({ length: Math.ceil(total / 100) + 1 }, (_, i) => i + 1)],
        [7, [1, 2, 143, 144, 145, 286, 300, Math.ceil(total / 7)]],
        [10, [100, 101, 199, 200, 201, Math.ceil(total / 10), Math.ceil(total / 10) + 1]],
      ] as const) {
        for (const page of pages) {
          const found = await findNotificationPage(db, userId, filters, page, limit);
          expect(found.pagination.totalItems).toBe(total);
          const listed = await notificationPageOf(db, found);
          expect(
            listed.notifications.parse().map((view) => view.id),
            `page ${page} of ${limit}`,
          ).toEqual(await offsetPage(filters, page, limit));
        }
      }
    },
  );
});

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('the counts under concurrent writers', () => {
  it('fan-outs, single notifications and marking read at once: no deadlock, exact counts', async () => {
    const people = await makeUsers(2000);
    const low = people.slice(0, 1000);
    const high = people.slice(1000);
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 4; round += 1) {
      // Fan-outs of two statements (1,000 rows each), half of them listing the later users first.
      const listed = round % 2 === 0 ? [...low, ...high] : [...high, ...low];
      work.push(
        db.transaction((tx) =>
          notifyMany(
            tx,
            listed.map((userId) => notice(userId)),
          ),
        ),
      );
      for (const userId of [low[round * 7], high[round * 13], low[999 - round]] as number[]) {
        work.push(db.transaction((tx) => notify(tx, notice(userId, 'LOAD_REQUEST'))));
        work.push(markAllRead(db, userId));
      }
    }
    const outcomes = await Promise.allSettled(work);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await countErrors()).toEqual([]);
  });
});
