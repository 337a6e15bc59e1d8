import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's load board feed address (spec 3, Loadboard URL); synced by the loadboards module. */
export const loadBoardUrls = pgTable(
  'load_board_urls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('load_board_urls_user_url_key').on(table.userId, table.url),
    index().on(table.createdAt),
  ],
);
