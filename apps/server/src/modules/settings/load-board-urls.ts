import { and, asc, desc, eq, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadBoardUrls, users } from '../../db/schema/index.ts';

/** Adds load board URLs to a user's list; a URL the user already has is kept once. */
export async function addLoadBoardUrls(db: DbOrTx, userId: number, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  await db
    .insert(loadBoardUrls)
    .values(unique.map((url) => ({ userId, url })))
    .onConflictDoNothing();
}

const loadBoardUrlsOf = preparedOn((db) =>
  db
    .select({ url: loadBoardUrls.url })
    .from(loadBoardUrls)
    .where(eq(loadBoardUrls.userId, sql.placeholder('userId')))
    .orderBy(asc(loadBoardUrls.id))
    .prepare('load_board_urls_of'),
);

/** A user's load board URLs, oldest first (the order they were added in). */
export async function listLoadBoardUrls(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await loadBoardUrlsOf(db).execute({ userId });
  return rows.map((row) => row.url);
}

/**
 * The same list as one array column of a statement on another table (the profile read with its
 * session check). `userId` is a value or placeholder, not a column: inside the subquery an
 * unqualified column name would be load_board_urls' own.
 */
export const loadBoardUrlsColumn = (userId: SQLWrapper) =>
  sql<
    string[]
  >`ARRAY(SELECT ${loadBoardUrls.url} FROM ${loadBoardUrls} WHERE ${loadBoardUrls.userId} = ${userId} ORDER BY ${loadBoardUrls.id})`;

/**
 * Makes `urls` the user's whole list (Settings): URLs no longer listed go, new ones are added after
 * the ones kept, and a kept URL keeps its row (its id and date, which the admin's list shows).
 */
export async function replaceLoadBoardUrls(db: DbOrTx, userId: number, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  await db
    .delete(loadBoardUrls)
    .where(
      and(
        eq(loadBoardUrls.userId, userId),
        unique.length > 0 ? notInArray(loadBoardUrls.url, unique) : undefined,
      ),
    );
  await addLoadBoardUrls(db, userId, unique);
}

/** Every load board URL with its owner (a read of the users table), newest first: the admin's list. */
export function listEveryLoadBoardUrl(db: DbOrTx) {
  return db
    .select({
      id: loadBoardUrls.id,
      url: loadBoardUrls.url,
      createdAt: loadBoardUrls.createdAt,
      userId: users.id,
      username: users.username,
      companyName: users.companyName,
    })
    .from(loadBoardUrls)
    .innerJoin(users, eq(users.id, loadBoardUrls.userId))
    .orderBy(desc(loadBoardUrls.createdAt), desc(loadBoardUrls.id));
}

export async function deleteLoadBoardUrl(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(loadBoardUrls)
    .where(eq(loadBoardUrls.id, id))
    .returning({ id: loadBoardUrls.id });
  return deleted.length > 0;
}

export async function deleteUserLoadBoardUrls(db: DbOrTx, userId: number): Promise<number> {
  const deleted = await db
    .delete(loadBoardUrls)
    .where(eq(loadBoardUrls.userId, userId))
    .returning({ id: loadBoardUrls.id });
  return deleted.length;
}

/** The users who have at least one URL, in id order (a sync-all run's users). */
export async function usersWithLoadBoardUrls(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: loadBoardUrls.userId })
    .from(loadBoardUrls)
    .orderBy(asc(loadBoardUrls.userId));
  return rows.map((row) => row.userId);
}
