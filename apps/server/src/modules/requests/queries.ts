import type { LoadRequestView } from '@loadboard/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';

export type LoadRequestRow = typeof loadRequests.$inferSelect;
export type NewLoadRequestRow = typeof loadRequests.$inferInsert;

/** The one projection of a request: the request, its load's job number, and who asked. */
const requestViewColumns = {
  request: loadRequests,
  jobNumber: loads.jobNumber,
  requester: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    companyName: users.companyName,
    email: users.email,
    phone: users.phone,
  },
};

/** `SELECT <request view> FROM load_requests JOIN loads JOIN users`: add where, order, limit. */
export const selectRequestViews = (db: DbOrTx) =>
  db
    .select(requestViewColumns)
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(users, eq(users.id, loadRequests.requesterId));

type RequestViewRow = Awaited<ReturnType<ReturnType<typeof selectRequestViews>['execute']>>[number];

export function toLoadRequestView({ request, jobNumber, requester }: RequestViewRow): LoadRequestView {
  const createdAt = request.createdAt.toISOString();
  return {
    id: request.id,
    loadId: request.loadId,
    status: request.status,
    proposedRate: request.proposedRate,
    message: request.message,
    responseMessage: request.responseMessage,
    jobNumber,
    date: createdAt,
    createdAt,
    requestedBy: requester,
  };
}

export async function findRequestView(db: DbOrTx, id: number): Promise<LoadRequestView | undefined> {
  const [row] = await selectRequestViews(db).where(eq(loadRequests.id, id));
  return row ? toLoadRequestView(row) : undefined;
}

export async function hasPendingRequest(db: DbOrTx, loadId: number, requesterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loadRequests.id })
    .from(loadRequests)
    .where(
      and(
        eq(loadRequests.loadId, loadId),
        eq(loadRequests.requesterId, requesterId),
        eq(loadRequests.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(db: DbOrTx, values: NewLoadRequestRow): Promise<LoadRequestRow> {
  const [row] = await db.insert(loadRequests).values(values).returning();
  if (!row) throw new Error('The load request insert returned no row');
  return row;
}
