import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { preparedRowByKey, preparedValueByKey } from '../../db/prepared-row.ts';
import { profilePhotos, users } from '../../db/schema/index.ts';
import { sessionStateColumns } from '../session/index.ts';
import { loadBoardUrlsColumn, localeColumns, themeColumn } from '../settings/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Read on most calls that answer with the user (the profile, the settings' saves), hence prepared. */
export const findUserById = preparedRowByKey(users, users.id, 'user_by_id');

/** By email whatever its case; `lower(email)` is what the unique index covers. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** Which of an email and a username already belong to someone (both compared without case). */
export async function findTakenIdentity(
  db: DbOrTx,
  email: string,
  username: string,
): Promise<{ emailTaken: boolean; usernameTaken: boolean }> {
  const emailKey = email.toLowerCase();
  const usernameKey = username.toLowerCase();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, emailKey), eq(sql`lower(${users.username})`, usernameKey)));
  return {
    emailTaken: rows.some((row) => row.email === emailKey),
    usernameTaken: rows.some((row) => row.username === usernameKey),
  };
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('The user insert returned no row');
  return row;
}

/** Sets a new password hash and bumps token_version, which retires every token issued before. */
export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`User ${userId} vanished while changing the password`);
  return row.tokenVersion;
}

/** Bumps token_version alone, which retires every token of the user (log out everywhere). */
export async function bumpTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateLastLogin(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

/** Saves the profile's editable fields; answers the row after the change. */
export async function updateProfileFields(
  db: DbOrTx,
  userId: number,
  fields: Pick<
    NewUserRow,
    'firstName' | 'lastName' | 'companyName' | 'contactName' | 'phone' | 'dotNumber' | 'website'
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The version of a user's photo (it names the photo's URL), or undefined when there is none. */
export const findPhotoVersion = preparedValueByKey(
  profilePhotos,
  profilePhotos.version,
  profilePhotos.userId,
  'photo_version',
);

const profileWithSession = preparedOn((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...sessionStateColumns,
      user: users,
      photoVersion: sql<
        string | null
      >`(SELECT ${profilePhotos.version} FROM ${profilePhotos} WHERE ${profilePhotos.userId} = ${userId})`,
      loadBoardUrls: loadBoardUrlsColumn(userId),
      ...localeColumns(userId),
      theme: themeColumn(userId),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('profile_with_session');
});

/**
 * The session check of `userId` with `tokenId` and everything the profile shows, in one statement:
 * the profile is asked on every page, and its session check, account, load board URLs, settings and
 * photo were five statements in three round trips. A read model over the session module's
 * columns, the load board URLs and the settings' locale and theme, each given by its module.
 * Undefined for no account.
 */
export async function findProfileWithSession(db: DbOrTx, userId: number, tokenId: string) {
  const [row] = await profileWithSession(db).execute({ userId, tokenId });
  return row;
}

export async function findPhoto(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId));
  return row;
}

/** Stores a user's photo, replacing the one before, and touches the account's updatedAt. */
export async function savePhoto(
  db: DbOrTx,
  photo: { userId: number; image: Buffer; contentType: string; version: string },
): Promise<void> {
  await db
    .insert(profilePhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: profilePhotos.userId,
      set: {
        image: photo.image,
        contentType: photo.contentType,
        version: photo.version,
        updatedAt: sql`now()`,
      },
    });
  await db.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, photo.userId));
}
