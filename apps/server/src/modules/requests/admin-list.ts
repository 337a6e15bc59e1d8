import type { AdminRequestFilters, AdminRequestRow, AdminRequestsAnswer } from '@loadboard/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { boardRequestTallies, loadRequests, loads, users } from '../../db/schema/index.ts';
import { pageOffset, pageWithCount, paginate } from '../../lib/pagination.ts';

/**
 * The admin's list of every request on the platform (/admin/requests). A read model, like the
 * request view: it joins the load (its route and rate) and both companies for display, and changes
 * nothing. The caller is the admin module, behind its SUPER_ADMIN guard.
 *
 * At a million posts, counting or sorting every request for each page would read the whole table,
 * so neither the count nor the page does: the count is a sum of the dashboards' counter rows
 * (migration 0014) unless a load or a company narrows the list to a few requests' worth, and a page
 * takes its ids from index ranges in list order before building the rows of those ids alone.
 */

const requester = alias(users, 'requester');
const owner = alias(users, 'owner');

/** A user's text inside a LIKE pattern, matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The requester named by part of their company, their name or their email, in any case. */
function requesterMatches(text: string): SQL | undefined {
  const pattern = `%${likeLiteral(text)}%`;
  return or(
    ilike(requester.companyName, pattern),
    ilike(sql`${requester.firstName} || ' ' || ${requester.lastName}`, pattern),
    ilike(requester.email, pattern),
  );
}

const newestFirst = [desc(loadRequests.createdAt), desc(loadRequests.id)];

/**
 * How many requests match. A load's requests are counted on load_requests_load_idx, a company's on
 * its accounts' entries of load_requests_requester_idx: both as many as the list holds. Otherwise the
 * whole board's (or one status's) requests are the counters' sum.
 */
async function countRequests(db: DbOrTx, filters: AdminRequestFilters): Promise<number> {
  const { status, loadId, company } = filters;
  if (loadId === undefined && !company) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${boardRequestTallies.requests}), 0)::int` })
      .from(boardRequestTallies)
      .where(status ? eq(boardRequestTallies.status, status) : undefined);
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: count() })
    .from(loadRequests)
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .where(
      and(
        status ? eq(loadRequests.status, status) : undefined,
        loadId === undefined ? undefined : eq(loadRequests.loadId, loadId),
        company ? requesterMatches(company) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The ids of one page, newest first. A company's requests are the merge of its accounts' ranges of
 * load_requests_requester_idx, each already newest first: the first offset + limit entries of each,
 * read through a LATERAL join, are all the merge can need. Otherwise the page is read in list order
 * from an index: one load's from load_requests_load_idx, one status's from
 * load_requests_status_created_idx (migration 0015), the board's from load_requests_created_idx (0018).
 */
async function pageIds(
  db: DbOrTx,
  { status, loadId, company }: AdminRequestFilters,
  page: number,
  limit: number,
): Promise<number[]> {
  const offset = pageOffset(page, limit);
  const ofStatus = status ? eq(loadRequests.status, status) : undefined;
  if (company && loadId === undefined) {
    const newest = db
      .select({ id: loadRequests.id, createdAt: loadRequests.createdAt })
      .from(loadRequests)
      .where(and(eq(loadRequests.requesterId, requester.id), ofStatus))
      .orderBy(...newestFirst)
      .limit(offset + limit)
      .as('newest');
    const rows = await db
      .select({ id: newest.id })
      .from(requester)
      .crossJoinLateral(newest)
      .where(requesterMatches(company))
      .orderBy(desc(newest.createdAt), desc(newest.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: loadRequests.id })
    .from(loadRequests)
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .where(
      and(
        loadId === undefined ? undefined : eq(loadRequests.loadId, loadId),
        ofStatus,
        company ? requesterMatches(company) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** A page of every request matching the filters, newest first. */
export async function listAllRequestsForAdmin(
  db: DbOrTx,
  query: AdminRequestFilters & { page: number; limit: number },
): Promise<AdminRequestsAnswer> {
  const { page, limit, ...filters } = query;
  const { rows: ids, totalItems } = await pageWithCount(
    db,
    page,
    limit,
    () => countRequests(db, filters),
    () => pageIds(db, filters, page, limit),
  );
  if (ids.length === 0) return { requests: [], pagination: paginate(page, limit, totalItems) };
  const rows = await db
    .select({
      id: loadRequests.id,
      status: loadRequests.status,
      createdAt: loadRequests.createdAt,
      proposedRate: loadRequests.proposedRate,
      company: requester.companyName,
      firstName: requester.firstName,
      lastName: requester.lastName,
      carrierEmail: requester.email,
      loadId: loads.id,
      jobNumber: loads.jobNumber,
      loadType: loads.loadType,
      loadStatus: loads.status,
      origin: loads.originLocation,
      destination: loads.destinationLocation,
      loadRate: loads.rate,
      ownerCompany: owner.companyName,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .innerJoin(owner, eq(owner.id, loads.ownerId))
    .where(inArray(loadRequests.id, ids))
    .orderBy(...newestFirst);
  const requests: AdminRequestRow[] = rows.map(({ createdAt, firstName, lastName, ...row }) => ({
    ...row,
    date: createdAt.toISOString(),
    carrier: `${firstName} ${lastName}`,
  }));
  return { requests, pagination: paginate(page, limit, totalItems) };
}
