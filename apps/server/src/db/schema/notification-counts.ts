import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { notificationType } from './notifications.ts';
import { userRef } from './users.ts';

/*
 * Notifications counted ahead, by statement triggers on `notifications` (migration 0016) in the same
 * transaction as every change, so the bell's count and the list's totals and pages never count a
 * user's whole history.
 */

/** Each user's notifications: how many, how many unread (the bell's badge). */
export const notificationCounts = pgTable('notification_counts', {
  userId: userRef('user_id').primaryKey(),
  total: integer('total').notNull(),
  unread: integer('unread').notNull(),
});

/**
 * A user's list (oldest first by created_at, then id) cut into blocks of about 1,000 rows, each
 * starting at (block_at, block_id), its oldest row's key (the first block at -infinity); a row of
 * this table counts one block's notifications of one type and read state. A deep page sums the
 * blocks newer than it and skips at most one block's rows in the index, wherever it is.
 */
export const notificationBlockCounts = pgTable(
  'notification_block_counts',
  {
    userId: userRef('user_id'),
    blockAt: timestamptz('block_at').notNull(),
    blockId: integer('block_id').notNull(),
    type: notificationType('type').notNull(),
    isRead: boolean('is_read').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockAt, t.blockId, t.type, t.isRead] })],
);
