import { NOTIFICATION_TYPES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns.ts';
import { loadRequests, loads } from './loads.ts';
import { userRef } from './users.ts';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * What the bell counts and the Notifications screen lists; written by the notifications service in
 * the same transaction as the event it tells about. Triggers keep `notification_counts` and
 * `notification_block_counts` (notification-counts.ts) in step with every change.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: userRef('user_id'),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The load it is about; kept (as null) when the load is deleted. */
    loadId: integer('load_id').references(() => loads.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => loadRequests.id, { onDelete: 'set null' }),
    /** Where the notification leads in the web app when it is not one load (an alert's board search). */
    link: text('link'),
    /** Unread to read, never back (spec 4). */
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list newest first (id breaks ties within one transaction's notifications), and the same for
    // each of its filters: read state, type, both. Pages start after a (created_at, id) key.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_read_created_idx').on(t.userId, t.isRead, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_type_created_idx').on(t.userId, t.type, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_type_read_created_idx').on(
      t.userId,
      t.type,
      t.isRead,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Deleting a load or a request nulls these references; without an index each delete scans the table.
    index('notifications_load_idx').on(t.loadId).where(sql`${t.loadId} IS NOT NULL`),
    index('notifications_request_idx').on(t.requestId).where(sql`${t.requestId} IS NOT NULL`),
  ],
);
