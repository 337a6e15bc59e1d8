import type { LoadRequestView } from '@loadboard/contracts';
import { type AnyColumn, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dollars, isoTimestampText, JsonText, jsonObject, jsonObjectText } from '../../db/fast-path/index.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { requestViewColumns } from './queries.ts';

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
  message: loadRequests.message,
  responseMessage: loadRequests.responseMessage,
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
