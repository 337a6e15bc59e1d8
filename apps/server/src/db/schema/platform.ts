import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/** Secrets generated once and shared by every instance (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, in the database so every instance counts together. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
