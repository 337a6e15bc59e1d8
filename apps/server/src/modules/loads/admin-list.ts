import type { AdminLoadFilters } from '@loadboard/contracts';
import { and, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loads, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';
import { pageOffset, pageWithCount, paginate } from '../../lib/pagination.ts';
import type { Viewer } from './privacy.ts';
import type { LoadPage } from './queries.ts';
import { type LoadFilters, listLoadIds, loadFilterWhere } from './queries.ts';

/** The owner named by part of their company, their name, username or email, in any case. */
function ownerMatches(text: string): SQL | undefined {
  const pattern = containing(text);
  return or(
    ilike(users.companyName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.username, pattern),
    ilike(users.email, pattern),
  );
}

/**
 * The admin's list of every post on the platform (/admin/loads), whatever its status or owner,
 * newest first, with the deal and request counts an admin sees (privacy.ts). The caller is the
 * admin module, behind its SUPER_ADMIN guard.
 */
export async function listAllLoadsForAdmin(
  db: DbOrTx,
  admin: Viewer,
  query: AdminLoadFilters & { page: number; limit: number },
): Promise<LoadPage> {
  const { page, limit, owner, ...filters } = query;
  // Without an owner's name it is the lists' own list, newest first; with one, it joins the accounts.
  const { ids, totalItems } = owner
    ? await listByOwnerName(db, owner, filters, page, limit)
    : await listLoadIds(db, admin, { filters, order: 'newest', page, limit });
  return { ids, pagination: paginate(page, limit, totalItems) };
}

/**
 * The conditions of the admin's list: the posts matching the filters, and with `owner`, those whose
 * owner it names (for the export, which reads them in keyset batches).
 */
export async function adminLoadsWhere(db: DbOrTx, query: AdminLoadFilters): Promise<SQL | undefined> {
  const { owner, ...filters } = query;
  const named = owner
    ? sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${loads.ownerId} AND ${ownerMatches(owner)})`
    : undefined;
  return and(await loadFilterWhere(db, filters), named);
}

/** The posts matching the filters whose owner's name, username or email holds `owner`, newest first. */
async function listByOwnerName(
  db: DbOrTx,
  owner: string,
  filters: LoadFilters,
  page: number,
  limit: number,
): Promise<{ ids: number[]; totalItems: number }> {
  const where = and(await loadFilterWhere(db, filters), ownerMatches(owner));
  const countAll = async () =>
    (
      await db
        .select({ total: count() })
        .from(loads)
        .innerJoin(users, sql`${users.id} = ${loads.ownerId}`)
        .where(where)
    )[0]?.total ?? 0;
  // The page's ids alone, newest first; the answer reads the views of those (view.ts).
  const pageIds = async () => {
    const ids = await db
      .select({ id: loads.id })
      .from(loads)
      .innerJoin(users, sql`${users.id} = ${loads.ownerId}`)
      .where(where)
      .orderBy(desc(loads.createdAt), desc(loads.id))
      .limit(limit)
      .offset(pageOffset(page, limit));
    return ids.map((row) => row.id);
  };
  const { rows, totalItems } = await pageWithCount(db, page, limit, countAll, pageIds, []);
  return { ids: rows, totalItems };
}
