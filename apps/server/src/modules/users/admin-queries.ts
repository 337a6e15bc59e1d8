import type { UserStatus, UserType } from '@loadboard/contracts';
import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCursor, type KeysetCursor, keyTexts, type OrderKey, orderTerms } from '../../db/order-keys.ts';
import { type GivenFilters, preparedByFilters, type ValuesOrPlaceholders } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';

/** The columns of a Manage Users row: never the password hash or the token version. */
const adminRowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyName: users.companyName,
  userType: users.userType,
  status: users.status,
  phone: users.phone,
  website: users.website,
  dotNumber: users.dotNumber,
  createdAt: users.createdAt,
};

export interface AdminUserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  userType: UserType;
  status: UserStatus;
  phone: string;
  website: string | null;
  dotNumber: string | null;
  createdAt: Date;
}

export interface AdminUserFilters {
  status?: UserStatus;
  userType?: UserType;
  search?: string;
}

/** What a free-text search reads: the name, email and company of the account as one text. */
const searchableText = sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email}, ${users.companyName})`;

/** The filters as the statements take them: the search as the LIKE patterns of its words. */
interface FilterValues {
  status?: UserStatus;
  userType?: UserType;
  words?: string[];
}

function filterValues({ status, userType, search }: AdminUserFilters): FilterValues {
  const words = (search ?? '').split(/\s+/).filter((word) => word.length > 0);
  return {
    status,
    userType,
    words: words.length > 0 ? words.map(containing) : undefined,
  };
}

/** The words as one parameter: Drizzle would spread a bare array into a list of them. */
const wordsParam = (words: string[] | Placeholder) => (Array.isArray(words) ? sql.param(words) : words);

/**
 * Every word of the search must appear somewhere in the name, email or company ('dana blue' finds
 * Dana Whitfield of Blue Ridge Brokerage), whatever its case: no word's pattern fails to match; status
 * and type are exact (users_type_status_idx). The words are one array, so any search is one statement.
 */
const matching = (given: ValuesOrPlaceholders<FilterValues>) =>
  and(
    given.status ? eq(users.status, given.status) : undefined,
    given.userType ? eq(users.userType, given.userType) : undefined,
    given.words
      ? sql`NOT EXISTS (SELECT 1 FROM unnest(${wordsParam(given.words)}::text[]) AS word WHERE ${searchableText} NOT ILIKE word)`
      : undefined,
  );

/** How many accounts match. */
const countMatching = (db: DbOrTx, given: GivenFilters<keyof FilterValues>) =>
  db.select({ total: sql<number>`count(*)::int` }).from(users).where(matching(given));

// A page of Manage Users with the count of all that match beside each row, in one statement: PGlite
// runs a connection's statements one after another (bench/RESULTS.md). Prepared per set of filters.
const pageOf = preparedByFilters((db, given: GivenFilters<keyof FilterValues>, shape) =>
  db
    // The count is an uncorrelated subquery: PostgreSQL runs it once (an InitPlan), not per row.
    .select({
      ...adminRowColumns,
      total: sql<number>`(${countMatching(db, given)})`,
    })
    .from(users)
    .where(matching(given))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`admin_users_page (${shape})`),
);
// The count alone, for a page past the last, which has no row to carry it.
const countOf = preparedByFilters((db, given: GivenFilters<keyof FilterValues>, shape) =>
  countMatching(db, given).prepare(`admin_users_count (${shape})`),
);

/** One page of accounts, newest first (users_created_at_idx), and how many match in all. */
export async function listAdminUsers(
  db: DbOrTx,
  filters: AdminUserFilters,
  limit: number,
  offset: number,
): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const values = filterValues(filters);
  const page = await pageOf(db, values).execute({ ...values, limit, offset });
  const first = page[0];
  if (first !== undefined) return { rows: page.map(({ total: _, ...row }) => row), total: first.total };
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await countOf(db, values).execute({ ...values });
  return { rows: [], total: counted?.total ?? 0 };
}

/** The list's order, newest first, as the keys of the export's batches. */
const ORDER_KEYS: OrderKey[] = [
  { by: users.createdAt, descending: true, nullsFirst: true },
  { by: users.id, descending: true, nullsFirst: true },
];

/** The next `size` matching accounts after `cursor`, newest first (keyset paging, for the export). */
export async function adminUsersAfter(
  db: DbOrTx,
  filters: AdminUserFilters,
  cursor: KeysetCursor | null,
  size: number,
): Promise<{ rows: AdminUserRecord[]; cursor: KeysetCursor | null }> {
  const rows = await db
    .select({ ...adminRowColumns, key: keyTexts(ORDER_KEYS) })
    .from(users)
    .where(and(matching(filterValues(filters)), cursor ? afterCursor(ORDER_KEYS, cursor) : undefined))
    .orderBy(...orderTerms(ORDER_KEYS))
    .limit(size);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ key: _, ...row }) => row),
    cursor: last && rows.length === size ? last.key : null,
  };
}

export async function findAdminUser(db: DbOrTx, id: number): Promise<AdminUserRecord | undefined> {
  const [row] = await db.select(adminRowColumns).from(users).where(eq(users.id, id));
  return row;
}

/**
 * Sets an account's status, locking its row for the caller's transaction; answers the row before and
 * after, or undefined when there is no such account.
 */
export async function writeUserStatus(
  tx: DbOrTx,
  id: number,
  status: UserStatus,
): Promise<{ before: UserStatus; after: AdminUserRecord } | undefined> {
  const [current] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!current) return undefined;
  const [after] = await tx
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(adminRowColumns);
  return after ? { before: current.status, after } : undefined;
}
