import type { NotificationView } from '@loadboard/contracts';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { isoTimestampText, jsonObjectText } from '../../db/fast-path/index.ts';
import { notifications } from '../../db/schema/index.ts';

/**
 * A notification as an answer shows it (`toNotificationView`'s fields, in the contract's order), for
 * a page of the list written as JSON by the database, as a page of posts is (loads/view.ts): a record
 * of every key of `NotificationView`, so a field the contract gains does not compile until it is here.
 */
const VIEW_FIELDS: Record<keyof NotificationView, SQL | AnyColumn> = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  isRead: notifications.isRead,
  createdAt: isoTimestampText(notifications.createdAt),
  loadId: notifications.loadId,
  requestId: notifications.requestId,
  link: notifications.link,
};

/** A row of `notifications` as the JSON text of its view (the keys are this file's own names, not input). */
export const notificationViewJson = jsonObjectText(VIEW_FIELDS);
