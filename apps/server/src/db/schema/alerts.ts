import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns.ts';
import { userRef } from './users.ts';

/**
 * New posts waiting to be matched against everyone's alerts: one row per transaction that created
 * posts (a post, an import, a sync), written in that transaction by the loads module, so a post
 * exists exactly when its batch does. The load-alerts job takes each row once through the loads
 * module's face (FOR UPDATE SKIP LOCKED), and it is deleted as it is delivered; the ids are not references because a post deleted meanwhile simply matches no one.
 */
export const alertBatches = pgTable('alert_batches', {
  id: identityId(),
  loadIds: integer('load_ids').array().notNull(),
  /** The id of the request whose transaction created the posts, carried by the delivery's log line. */
  requestId: text('request_id'),
  createdAt: createdAt(),
});

/**
 * Alert emails written (in the user's language) with the notifications of their batch, waiting for
 * the mail server. A sender claims a row for a while, sends it and deletes it; a failed send is
 * claimed again once the claim has run out, up to a few attempts.
 */
export const alertEmails = pgTable('alert_emails', {
  id: identityId(),
  userId: userRef('user_id'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestamptz('claimed_until'),
  createdAt: createdAt(),
});
