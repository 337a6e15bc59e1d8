import type { LoadRequestView, RequestDecision } from '@loadboard/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';

export type LoadRequestRow = typeof loadRequests.$inferSelect;
export type NewLoadRequestRow = typeof loadRequests.$inferInsert;

/**
 * The one projection of a request: the request, its load's job number, and who asked. A read model,
 * so it joins the loads and users tables for display; every rule about a load (its owner, its lock,
 * its assignment) goes through the loads service instead.
 */
export const requestViewColumns = {
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

export async function findRequest(db: DbOrTx, id: number): Promise<LoadRequestRow | undefined> {
  const [row] = await db.select().from(loadRequests).where(eq(loadRequests.id, id));
  return row;
}

/** The request, row-locked until the transaction ends. */
export async function lockRequest(tx: Tx, id: number): Promise<LoadRequestRow | undefined> {
  const [row] = await tx.select().from(loadRequests).where(eq(loadRequests.id, id)).for('update');
  return row;
}

export async function setRequestDecision(
  tx: DbOrTx,
  id: number,
  decision: { status: RequestDecision; responseMessage: string; decidedAt: Date },
): Promise<void> {
  await tx.update(loadRequests).set(decision).where(eq(loadRequests.id, id));
}

/** Every other PENDING request on the post becomes REJECTED; answers them. */
export async function rejectOtherPendingRequests(
  tx: DbOrTx,
  loadId: number,
  acceptedId: number,
  decision: { responseMessage: string; decidedAt: Date },
): Promise<Pick<LoadRequestRow, 'id' | 'requesterId' | 'proposedRate'>[]> {
  return tx
    .update(loadRequests)
    .set({ status: 'REJECTED', ...decision })
    .where(
      and(
        eq(loadRequests.loadId, loadId),
        eq(loadRequests.status, 'PENDING'),
        ne(loadRequests.id, acceptedId),
      ),
    )
    .returning({
      id: loadRequests.id,
      requesterId: loadRequests.requesterId,
      proposedRate: loadRequests.proposedRate,
    });
}

/** Every request of one requester on one post, row-locked until the transaction ends. */
export function lockRequestsOf(tx: Tx, loadId: number, requesterId: number): Promise<LoadRequestRow[]> {
  return tx
    .select()
    .from(loadRequests)
    .where(and(eq(loadRequests.loadId, loadId), eq(loadRequests.requesterId, requesterId)))
    .for('update');
}

/** The request becomes the post's Book Now deal: ACCEPTED, booked, decided now. */
export async function setRequestBooked(tx: DbOrTx, id: number, decidedAt: Date): Promise<void> {
  await tx
    .update(loadRequests)
    .set({ status: 'ACCEPTED', booked: true, decidedAt })
    .where(eq(loadRequests.id, id));
}
