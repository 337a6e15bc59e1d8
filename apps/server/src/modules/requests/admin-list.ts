import type {
  AdminRequestFilters,
  AdminRequestRow,
  AdminRequestsAnswer,
  Pagination,
} from '@loadboard/contracts';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  ilike,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  dollars,
  isoTimestampText,
  JsonText,
  jsonObjectText,
  type Written,
} from '../../db/fast-path/index.ts';
import {
  type GivenFilters,
  preparedByFilters,
  preparedOn,
  type ValuesOrPlaceholders,
} from '../../db/prepared.ts';
import { boardRequestTallies, loadRequests, loads, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';
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

export const requester = alias(users, 'requester');
export const owner = alias(users, 'owner');

/**
 * The filters as the statements take them: the company as the LIKE pattern of its text. Each set of
 * given filters has its own prepared statements (db/prepared.ts), planned for exactly those, so no
 * request builds SQL: Drizzle building this list's three statements was a tenth of its time.
 */
interface RequestFilterValues {
  status?: AdminRequestFilters['status'];
  loadId?: number;
  company?: string;
}
export const filterValues = ({ status, loadId, company }: AdminRequestFilters): RequestFilterValues => ({
  status,
  loadId,
  company: company ? containing(company) : undefined,
});
type Given = GivenFilters<keyof RequestFilterValues>;

/** The requester named by part of their company, their name or their email, in any case. */
function requesterMatches(pattern: string | Placeholder): SQL | undefined {
  return or(
    ilike(requester.companyName, pattern),
    ilike(sql`${requester.firstName} || ' ' || ${requester.lastName}`, pattern),
    ilike(requester.email, pattern),
  );
}

export const newestFirst = [desc(loadRequests.createdAt), desc(loadRequests.id)];

/** The given filters on load_requests and its requester. */
export const matching = ({ status, loadId, company }: ValuesOrPlaceholders<RequestFilterValues>) =>
  and(
    status ? eq(loadRequests.status, status) : undefined,
    loadId ? eq(loadRequests.loadId, loadId) : undefined,
    company ? requesterMatches(company) : undefined,
  );

/** The whole board's (or one status's) requests: the counters' sum. */
const talliedCount = preparedByFilters((db, { status }: Given, shape) =>
  db
    .select({ total: sql<number>`coalesce(sum(${boardRequestTallies.requests}), 0)::int` })
    .from(boardRequestTallies)
    .where(status ? eq(boardRequestTallies.status, status) : undefined)
    .prepare(`admin_requests_tallied (${shape})`),
);

/** A load's or a company's requests, counted on their index entries. */
const narrowCount = preparedByFilters((db, given: Given, shape) =>
  db
    .select({ total: count() })
    .from(loadRequests)
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .where(matching(given))
    .prepare(`admin_requests_count (${shape})`),
);

/**
 * How many requests match. A load's requests are counted on load_requests_load_idx, a company's on
 * its accounts' entries of load_requests_requester_idx: both as many as the list holds. Otherwise the
 * whole board's (or one status's) requests are the counters' sum.
 */
async function countRequests(db: DbOrTx, filters: RequestFilterValues): Promise<number> {
  const narrowed = filters.loadId !== undefined || filters.company !== undefined;
  const statement = narrowed ? narrowCount(db, filters) : talliedCount(db, { status: filters.status });
  const [row] = await statement.execute({ ...filters });
  return row?.total ?? 0;
}

/**
 * A company's requests, newest first: the merge of its accounts' ranges of
 * load_requests_requester_idx, each already newest first. The first offset + limit entries of each
 * (`reach`), read through a LATERAL join, are all the merge can need.
 */
const companyPageIds = preparedByFilters((db, given: Given, shape) => {
  const newest = db
    .select({ id: loadRequests.id, createdAt: loadRequests.createdAt })
    .from(loadRequests)
    .where(
      and(
        eq(loadRequests.requesterId, requester.id),
        given.status ? eq(loadRequests.status, given.status) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('reach'))
    .as('newest');
  return db
    .select({ id: newest.id })
    .from(requester)
    .crossJoinLateral(newest)
    .where(given.company ? requesterMatches(given.company) : undefined)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`admin_requests_company_page (${shape})`);
});

/**
 * Otherwise the page is read in list order from an index: one load's from load_requests_load_idx,
 * one status's from load_requests_status_created_idx (migration 0015), the board's from
 * load_requests_created_idx (0018).
 */
const indexPageIds = preparedByFilters((db, given: Given, shape) =>
  db
    .select({ id: loadRequests.id })
    .from(loadRequests)
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .where(matching(given))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`admin_requests_page (${shape})`),
);

/** The ids of one page, newest first. */
async function pageIds(
  db: DbOrTx,
  filters: RequestFilterValues,
  page: number,
  limit: number,
): Promise<number[]> {
  const offset = pageOffset(page, limit);
  const byCompany = filters.company !== undefined && filters.loadId === undefined;
  const statement = byCompany ? companyPageIds(db, filters) : indexPageIds(db, filters);
  const rows = await statement.execute({ ...filters, limit, offset, reach: offset + limit });
  return rows.map((row) => row.id);
}

/**
 * A row of the list as the answer shows it, in the contract's order, written as JSON by the database:
 * a record of every key of `AdminRequestRow`, so a field the contract gains does not compile until
 * it is here.
 */
export const ROW_FIELDS: Record<keyof AdminRequestRow, SQL | AnyColumn> = {
  id: loadRequests.id,
  company: requester.companyName,
  status: loadRequests.status,
  date: isoTimestampText(loadRequests.createdAt),
  proposedRate: dollars(loadRequests.proposedRate),
  carrier: sql`${requester.firstName} || ' ' || ${requester.lastName}`,
  carrierEmail: requester.email,
  loadId: loads.id,
  jobNumber: loads.jobNumber,
  loadType: loads.loadType,
  loadStatus: loads.status,
  origin: loads.originLocation,
  destination: loads.destinationLocation,
  loadRate: dollars(loads.rate),
  ownerCompany: owner.companyName,
};

/** The rows of a page's requests (the load's route and rate, both companies), as JSON text. */
const rowsByIds = preparedOn((db) =>
  db
    .select({ json: jsonObjectText(ROW_FIELDS) })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .innerJoin(owner, eq(owner.id, loads.ownerId))
    .where(sql`${loadRequests.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(...newestFirst)
    .prepare('admin_requests_rows'),
);

/** A page of the admin's list of requests: their ids, newest first, and its pagination block. */
export interface AdminRequestPage {
  ids: number[];
  pagination: Pagination;
}

/** A page of every request matching the filters, newest first. */
export async function listAllRequestsForAdmin(
  db: DbOrTx,
  query: AdminRequestFilters & { page: number; limit: number },
): Promise<AdminRequestPage> {
  const { page, limit, ...filters } = query;
  const values = filterValues(filters);
  const { rows: ids, totalItems } = await pageWithCount(
    db,
    page,
    limit,
    () => countRequests(db, values),
    () => pageIds(db, values, page, limit),
    [],
  );
  return { ids, pagination: paginate(page, limit, totalItems) };
}

/** A page of the admin's list of requests as its answer shows it, its rows as the database wrote them. */
export async function adminRequestPageOf(
  db: DbOrTx,
  page: AdminRequestPage,
): Promise<Written<AdminRequestsAnswer>> {
  const rows = page.ids.length === 0 ? [] : await rowsByIds(db).execute({ ids: page.ids });
  return { requests: JsonText.rows<AdminRequestRow>(rows), pagination: page.pagination };
}
