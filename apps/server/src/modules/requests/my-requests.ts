import type { MyRequestRow, MyRequestsAnswer, RequestStatus } from '@loadboard/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type GivenFilters, preparedByFilters } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { pageOffset, pageWithCount, paginate } from '../../lib/pagination.ts';
import type { Actor } from '../loads/index.ts';
import { toRequestFields } from './queries.ts';

/**
 * My Requests: the caller's own requests, newest first, with the post each asks for and the company
 * that posted it. A read model, like the request view: it joins the post and its owner for display.
 * Only the caller's own rows are read, so the offer thread of each is theirs to see. A page is the
 * first entries of load_requests_requester_status_created_idx (one state) or of
 * load_requests_requester_idx (all of them), so it reads its own rows whatever the requester's history.
 */

type Given = GivenFilters<'status'>;

const mine = ({ status }: Given) =>
  and(
    eq(loadRequests.requesterId, sql.placeholder('requesterId')),
    status ? eq(loadRequests.status, status) : undefined,
  );

const myRequestCount = preparedByFilters((db, given: Given, shape) =>
  db.select({ total: count() }).from(loadRequests).where(mine(given)).prepare(`my_requests_count (${shape})`),
);

const myRequestPage = preparedByFilters((db, given: Given, shape) =>
  db
    .select({
      request: loadRequests,
      load: {
        id: loads.id,
        jobNumber: loads.jobNumber,
        loadType: loads.loadType,
        status: loads.status,
        originLocation: loads.originLocation,
        originZip: loads.originZip,
        destinationLocation: loads.destinationLocation,
        destinationZip: loads.destinationZip,
        pickupDate: loads.pickupDate,
        deliveryDate: loads.deliveryDate,
        rate: loads.rate,
        bookNowRate: loads.bookNowRate,
        roadMiles: loads.roadMiles,
        company: users.companyName,
      },
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(users, eq(users.id, loads.ownerId))
    .where(mine(given))
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`my_requests_page (${shape})`),
);

/** A page of the actor's own requests (of one state, or all), newest first, with its pagination block. */
export async function listMyRequests(
  db: DbOrTx,
  actor: Actor,
  query: { status?: RequestStatus; page: number; limit: number },
): Promise<MyRequestsAnswer> {
  const { status, page, limit } = query;
  const values = { requesterId: actor.id, status };
  const { rows, totalItems } = await pageWithCount(
    db,
    page,
    limit,
    async () => (await myRequestCount(db, { status }).execute(values))[0]?.total ?? 0,
    () => myRequestPage(db, { status }).execute({ ...values, limit, offset: pageOffset(page, limit) }),
    [],
  );
  return {
    requests: rows.map(
      ({ request, load }): MyRequestRow => ({ ...toRequestFields(request, load.jobNumber), load }),
    ),
    pagination: paginate(page, limit, totalItems),
  };
}
