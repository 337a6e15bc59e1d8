import type { NotificationType, NotificationView } from '@loadboard/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/pagination.ts';

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

export async function insertNotifications(
  tx: DbOrTx,
  values: NewNotificationRow[],
): Promise<NotificationRow[]> {
  const rows: NotificationRow[] = [];
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    rows.push(
      ...(await tx
        .insert(notifications)
        .values(values.slice(start, start + INSERT_BATCH))
        .returning()),
    );
  }
  return rows;
}

export interface NotificationFilters {
  isRead?: boolean;
  type?: NotificationType;
}

/** One page of a user's notifications, newest first, and how many match the filters. */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  filters: NotificationFilters,
  page: number,
  limit: number,
): Promise<{ rows: NotificationRow[]; totalItems: number }> {
  const where = and(
    eq(notifications.userId, userId),
    filters.isRead === undefined ? undefined : eq(notifications.isRead, filters.isRead),
    filters.type ? eq(notifications.type, filters.type) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(notifications).where(where);
  const totalItems = counted?.total ?? 0;
  const offset = pageOffset(page, limit);
  if (offset >= totalItems) return { rows: [], totalItems };
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return { rows, totalItems };
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.total ?? 0;
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
