import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * New posts waiting to be matched against everyone's alerts: one row per transaction that created
 * posts (a post, an import, a sync), written in that transaction by the loads module, so a post
 * exists exactly when its batch does. The load-alerts job takes each row once through the loads
 * module's face (FOR UPDATE SKIP LOCKED), and it is deleted as it is delivered; the ids are not references because a post deleted meanwhile simply matches no one.
 */
export const alertBatches = pgTable('alert_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  loadIds: integer('load_ids').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Alert emails written (in the user's language) with the notifications of their batch, waiting for
 * the mail server. A sender claims a row for a while, sends it and deletes it; a failed send is
 * claimed again once the claim has run out, up to a few attempts.
 */
export const alertEmails = pgTable('alert_emails', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
