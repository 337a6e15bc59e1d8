import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { userRef } from './users.ts';

/**
 * The contacts panel's read model: for each user and each counterparty they exchanged a load request
 * with, either way, the latest such request (its decision time when decided, else its filing; the
 * higher request id on a tie). Two rows per pair, one from each side. Statement triggers on
 * `load_requests` (migration 0015) keep it in the same transaction as every request filed, decided
 * or deleted; nothing in the app writes it. A pair whose last request is deleted is worked out again
 * from the requests left, and disappears with the last of them.
 */
export const contacts = pgTable(
  'contacts',
  {
    userId: userRef('user_id'),
    counterpartyId: userRef('counterparty_id'),
    lastAt: timestamptz('last_at').notNull(),
    /** The request that lastAt is the time of; no foreign key: its deletion is the triggers' to handle. */
    lastRequestId: integer('last_request_id').notNull(),
    /** The user filed that request ('you requested their load'); else the counterparty did. */
    sent: boolean('sent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.counterpartyId] }),
    // The panel: a user's newest counterparties, CONTACTS_LIMIT entries of it.
    index('contacts_recent_idx').on(t.userId, t.lastAt.desc().nullsFirst(), t.counterpartyId),
    // A deleted request finds the pairs it was the latest of.
    index('contacts_last_request_idx').on(t.lastRequestId),
  ],
);
