import { USER_STATUSES, USER_TYPES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, updatedAt } from './columns.ts';

export const userType = pgEnum('user_type', USER_TYPES);
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    userType: userType('user_type').notNull(),
    status: userStatus('status').notNull().default('active'),
    dotNumber: text('dot_number'),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    /** Bumped when the password changes, so tokens issued before stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamptz('last_login_at'),
    /** When the email, phone or company name last changed (set by a trigger, migration 0034). */
    contactChangedAt: timestamptz('contact_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Email is unique whatever its case; it is also stored lower-cased.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_type_status_idx').on(table.userType, table.status),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** The user a row belongs to; the row goes with the user's account. */
export const userRef = <Name extends string>(name: Name) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user a row names without belonging to them; null once the account is deleted. */
export const optionalUserRef = <Name extends string>(name: Name) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    userId: userRef('user_id'),
    /** SHA-256 of the emailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash), index().on(table.userId)],
);

/**
 * Session tokens ended by a logout before their expiry, by the token's id (`jti`). A row is needed
 * only until the token would have expired anyway; a job deletes it then.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index().on(table.expiresAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A user's profile photo, re-encoded square (at most 512 px, no metadata), kept in the database so
 * every instance serves it. `version` changes with each upload and names it in the photo's URL.
 */
export const profilePhotos = pgTable('profile_photos', {
  userId: userRef('user_id').primaryKey(),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  version: text('version').notNull(),
  updatedAt: updatedAt(),
});
