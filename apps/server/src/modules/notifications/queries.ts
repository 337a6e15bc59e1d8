import type { NotificationView } from '@loadboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { preparedValueByKey } from '../../db/prepared-row.ts';
import { notificationCounts, notifications, users } from '../../db/schema/index.ts';
import { sessionStateColumns } from '../session/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** Rows per INSERT: a fan-out (alerts) may reach thousands of users; 8 parameters a row. */
const INSERT_BATCH = 1000;

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    loadId: row.loadId,
    requestId: row.requestId,
    link: row.link,
  };
}

/**
 * Inserts the rows in user order (answered in that order): each statement's trigger locks its users'
 * counts in id order, and batches in user order keep that order across batches too, so two fan-outs
 * at once cannot deadlock.
 */
export async function insertNotifications(
  tx: DbOrTx,
  values: NewNotificationRow[],
): Promise<NotificationRow[]> {
  const sorted = [...values].sort((a, b) => a.userId - b.userId);
  const rows: NotificationRow[] = [];
  for (let start = 0; start < sorted.length; start += INSERT_BATCH) {
    rows.push(
      ...(await tx
        .insert(notifications)
        .values(sorted.slice(start, start + INSERT_BATCH))
        .returning()),
    );
  }
  return rows;
}

/** The bell's count, kept by the triggers of migration 0016. */
const unreadOf = preparedValueByKey(
  notificationCounts,
  notificationCounts.unread,
  notificationCounts.userId,
  'unread_count',
);

/**
 * The bell's count read with the session check in one statement (the bell asks on every page): a
 * read model over the users and ended sessions (the session module's columns) and this
 * module's counts.
 */
const unreadWithSession = preparedOn((db) =>
  db
    .select({
      ...sessionStateColumns,
      unread: sql<number>`coalesce((SELECT ${notificationCounts.unread} FROM ${notificationCounts} WHERE ${notificationCounts.userId} = ${users.id}), 0)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('unread_with_session'),
);

/** The session state of `userId` with `tokenId`, and the account's unread count; undefined for no account. */
export async function sessionWithUnread(db: DbOrTx, userId: number, tokenId: string) {
  const [row] = await unreadWithSession(db).execute({ userId, tokenId });
  return row;
}

/** The bell asks on every page and after every change, hence prepared. */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  return (await unreadOf(db, userId)) ?? 0;
}

/** Marks the user's notification read if it is not yet; answers the row only when it changed. */
export async function markUnreadAsRead(
  tx: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning();
  return row;
}

export async function findUserNotification(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllUnreadAsRead(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
