import { ACTIVITY_ACTIONS } from '@loadboard/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const activityAction = pgEnum('activity_action', ACTIVITY_ACTIONS);

/** An audit row, written in the same transaction as the change it records. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Who acted; null once the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: activityAction('action').notNull(),
    details: text('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt),
    index('activity_logs_action_created_idx').on(t.action, t.createdAt),
    index('activity_logs_user_created_idx').on(t.userId, t.createdAt),
  ],
);
