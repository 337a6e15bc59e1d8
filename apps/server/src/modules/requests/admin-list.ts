import type { AdminRequestFilters, AdminRequestRow, AdminRequestsAnswer } from '@loadboard/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';

/**
 * The admin's list of every request on the platform (/admin/requests). A read model, like the
 * request view: it joins the load (its route and rate) and both companies for display, and changes
 * nothing. The caller is the admin module, behind its SUPER_ADMIN guard.
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

function adminRequestWhere(filters: AdminRequestFilters): SQL | undefined {
  return and(
    filters.status ? eq(loadRequests.status, filters.status) : undefined,
    filters.loadId === undefined ? undefined : eq(loadRequests.loadId, filters.loadId),
    filters.company ? requesterMatches(filters.company) : undefined,
  );
}

/** A page of every request matching the filters, newest first. */
export async function listAllRequestsForAdmin(
  db: DbOrTx,
  query: AdminRequestFilters & { page: number; limit: number },
): Promise<AdminRequestsAnswer> {
  const { page, limit, ...filters } = query;
  const where = adminRequestWhere(filters);
  // The filters read the request and its requester only.
  const [counted] = await db
    .select({ total: count() })
    .from(loadRequests)
    .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
    .where(where);
  const totalItems = counted?.total ?? 0;
  const offset = pageOffset(page, limit);
  if (offset >= totalItems) return { requests: [], pagination: paginate(page, limit, totalItems) };
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
    .where(where)
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
    .limit(limit)
    .offset(offset);
  const requests: AdminRequestRow[] = rows.map(({ createdAt, firstName, lastName, ...row }) => ({
    ...row,
    date: createdAt.toISOString(),
    carrier: `${firstName} ${lastName}`,
  }));
  return { requests, pagination: paginate(page, limit, totalItems) };
}
