import { ACTIVITY_ACTIONS } from '@loadboard/contracts';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, shard, timestamptz } from './columns.ts';
import { tallyTable } from './tally-table.ts';
import { optionalUserRef } from './users.ts';

export const activityAction = pgEnum('activity_action', ACTIVITY_ACTIONS);

/** An audit row, written in the same transaction as the change it records. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: identityId(),
    /** Who acted; null once the account is deleted. */
    userId: optionalUserRef('user_id'),
    action: activityAction('action').notNull(),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Every filter's index ends with (created_at, id), the list's order: a page's ids come from it.
    index('activity_logs_created_idx').on(t.createdAt, t.id),
    index('activity_logs_action_created_idx').on(t.action, t.createdAt, t.id),
    index('activity_logs_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/*
 * Activity log entries counted ahead, by statement triggers on `activity_logs` (migration 0017) in
 * the same transaction as every change, so the list's exact total never counts the whole log.
 * A bucket is a UTC month, day or hour (`grain`), named by the instant it starts.
 */

/** The whole board's entries of one action in one bucket, split into 8 shards by the entry's id. */
export const activityLogCounts = tallyTable(
  'activity_log_counts',
  {
    grain: text('grain', { enum: ['month', 'day', 'hour'] }).notNull(),
    bucket: timestamptz('bucket').notNull(),
    action: activityAction('action').notNull(),
    shard: shard(),
  },
  {
    n: integer('n').notNull(),
  },
);

/**
 * One user's entries of one action in one month or day. No foreign key: a deleted user's entries
 * move to user_id null, and the trigger takes these counts to zero (and away) as they do.
 */
export const activityLogUserCounts = tallyTable(
  'activity_log_user_counts',
  {
    userId: integer('user_id').notNull(),
    grain: text('grain', { enum: ['month', 'day'] }).notNull(),
    bucket: timestamptz('bucket').notNull(),
    action: activityAction('action').notNull(),
  },
  {
    n: integer('n').notNull(),
  },
);
