import type { LoadRequestView, RequestOffer } from '@loadboard/contracts';
import { type AnyColumn, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dollars, isoTimestampText, JsonText, jsonObject, jsonObjectText } from '../../db/fast-path/index.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { requestViewColumns } from './queries.ts';

/** The requester's proposal as the first offer of the thread (`offersOf` in queries.ts). */
const PROPOSAL: Record<keyof RequestOffer, SQL | AnyColumn> = {
  by: sql`'REQUESTER'::text`,
  rate: dollars(loadRequests.proposedRate),
  message: loadRequests.message,
  at: isoTimestampText(loadRequests.createdAt),
};

/** A counter of the owner's, an element `counter` of the request's counters, as an offer. */
const COUNTER: Record<keyof RequestOffer, SQL | AnyColumn> = {
  by: sql`'OWNER'::text`,
  rate: sql`(c.counter ->> 'rate')::float8`,
  message: sql`c.counter ->> 'message'`,
  at: sql`c.counter ->> 'at'`,
};

/** The thread, oldest first: the proposal, then the counters in the order they were made. */
const offers = sql`(
  SELECT json_agg(o.offer ORDER BY o.n) FROM (
    SELECT 0 AS n, ${jsonObject(PROPOSAL)} AS offer
    UNION ALL
    SELECT c.n, ${jsonObject(COUNTER)}
    FROM jsonb_array_elements(${loadRequests.counters}) WITH ORDINALITY AS c(counter, n)
  ) AS o)`;

/**
 * The same view as `toLoadRequestView` makes of its row, written as JSON by the database, field by
 * field in the contract's order: a record of every key of `LoadRequestView`, so a field the contract
 * gains does not compile until it is here (decisions.test.ts holds the two to the same answer).
 */
const VIEW_FIELDS: Record<keyof LoadRequestView, SQL | AnyColumn> = {
  id: loadRequests.id,
  loadId: loadRequests.loadId,
  status: loadRequests.status,
  proposedRate: dollars(loadRequests.proposedRate),
  counterRate: dollars(loadRequests.counterRate),
  booked: loadRequests.booked,
  message: loadRequests.message,
  responseMessage: loadRequests.responseMessage,
  offers,
  jobNumber: loads.jobNumber,
  date: isoTimestampText(loadRequests.createdAt),
  createdAt: isoTimestampText(loadRequests.createdAt),
  requestedBy: jsonObject(requestViewColumns.requester),
};

/**
 * The requests on one post, newest first, as the answer sends them: a post's list is sent whole,
 * so reading each row into objects and writing them out again was most of the call's own work.
 */
const requestViewsForLoad = preparedOn((db) =>
  db
    .select({ json: jsonObjectText(VIEW_FIELDS) })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(users, eq(users.id, loadRequests.requesterId))
    .where(eq(loadRequests.loadId, sql.placeholder('loadId')))
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
    .prepare('request_views_for_load'),
);

/** The requests on one post, newest first, as the answer sends them. */
export async function requestViewsForLoadOf(
  db: DbOrTx,
  loadId: number,
): Promise<JsonText<LoadRequestView[]>> {
  return JsonText.rows<LoadRequestView>(await requestViewsForLoad(db).execute({ loadId }));
}
