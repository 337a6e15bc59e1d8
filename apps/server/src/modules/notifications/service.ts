import {
  NOTIFICATION_MESSAGES,
  type NotificationType,
  type NotificationView,
  type notificationsQuery,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { findNotificationPage, type NotificationPage } from './list-pages.ts';
import {
  countUnread,
  findUserNotification,
  insertNotifications,
  markAllUnreadAsRead,
  markUnreadAsRead,
  toNotificationView,
} from './queries.ts';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  loadId?: number | null;
  requestId?: number | null;
  /** A path of the web app, for a notification about several loads. */
  link?: string | null;
}

/**
 * Tells every instance that these users' notifications changed, once the caller's transaction
 * commits; their open streams then push the new unread count.
 */
export function publishNotificationsChanged(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  return publishLiveEvent(tx, LIVE_CHANNELS.notificationsChanged, userIds.map(String));
}

/**
 * Creates notifications in the caller's transaction (the one making the event they tell about), so
 * they exist exactly when the event does, and announces them live on commit.
 */
export async function notifyMany(tx: DbOrTx, items: readonly NewNotification[]): Promise<NotificationView[]> {
  if (items.length === 0) return [];
  const rows = await insertNotifications(
    tx,
    items.map((item) => ({
      userId: item.userId,
      type: item.type,
      title: item.title,
      message: item.message,
      loadId: item.loadId ?? null,
      requestId: item.requestId ?? null,
      link: item.link ?? null,
    })),
  );
  await publishNotificationsChanged(
    tx,
    items.map((item) => item.userId),
  );
  return rows.map(toNotificationView);
}

/** One notification; see `notifyMany`. */
export async function notify(tx: DbOrTx, item: NewNotification): Promise<NotificationView> {
  const [view] = await notifyMany(tx, [item]);
  if (!view) throw new Error('The notification insert returned no row');
  return view;
}

/** A page of the user's own notifications (nobody else's, whoever asks), newest first. */
export function listUserNotifications(
  db: Db,
  userId: number,
  q: z.output<typeof notificationsQuery>,
): Promise<NotificationPage> {
  return findNotificationPage(db, userId, { isRead: q.isRead, type: q.type }, q.page, q.limit);
}

/** The bell's count (the endpoint's and the live stream's): one row of the per-user counts. */
export const unreadCount = (db: DbOrTx, userId: number): Promise<number> => countUnread(db, userId);

/** Unread to read; one already read stays as it was. Someone else's, or none, is 404. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationView> {
  return db.transaction(async (tx) => {
    const changed = await markUnreadAsRead(tx, userId, id);
    if (changed) {
      await publishNotificationsChanged(tx, [userId]);
      return toNotificationView(changed);
    }
    const existing = await findUserNotification(tx, userId, id);
    if (!existing) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return toNotificationView(existing);
  });
}

export async function markAllRead(db: Db, userId: number): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const updated = await markAllUnreadAsRead(tx, userId);
    if (updated > 0) await publishNotificationsChanged(tx, [userId]);
    return { updated };
  });
}

/** A notification id from a URL: anything but a positive integer names none (404). */
export function parseNotificationId(raw: string): number {
  return rowIdFromUrl(raw, NOTIFICATION_MESSAGES.notFound);
}
