import {
  type LoadRequestView,
  OPEN_REQUEST_STATUSES,
  type RequestDecision,
  type RequestOffer,
} from '@loadboard/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { loadRequests, loads, type RequestCounter, users } from '../../db/schema/index.ts';

export type LoadRequestRow = typeof loadRequests.$inferSelect;
export type NewLoadRequestRow = typeof loadRequests.$inferInsert;

/** What a request says of itself, whoever it is shown to: every field of the view but the requester. */
export type RequestFields = Omit<LoadRequestView, 'requestedBy'>;

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

/**
 * A request's haggling, oldest first: the requester's proposal, then each counter of the owner's
 * (view.ts writes the same thread in SQL).
 */
export function offersOf(
  request: Pick<LoadRequestRow, 'proposedRate' | 'message' | 'createdAt' | 'counters'>,
): RequestOffer[] {
  return [
    {
      by: 'REQUESTER',
      rate: request.proposedRate,
      message: request.message,
      at: request.createdAt.toISOString(),
    },
    ...request.counters.map(
      (counter): RequestOffer => ({
        by: 'OWNER',
        rate: counter.rate,
        message: counter.message,
        at: counter.at,
      }),
    ),
  ];
}

/** The request's own fields in the contract's order, shown only to its two sides and the admin. */
export function toRequestFields(request: LoadRequestRow, jobNumber: string | null): RequestFields {
  const createdAt = request.createdAt.toISOString();
  return {
    id: request.id,
    loadId: request.loadId,
    status: request.status,
    proposedRate: request.proposedRate,
    counterRate: request.counterRate,
    booked: request.booked,
    message: request.message,
    responseMessage: request.responseMessage,
    offers: offersOf(request),
    jobNumber,
    date: createdAt,
    createdAt,
  };
}

export function toLoadRequestView({ request, jobNumber, requester }: RequestViewRow): LoadRequestView {
  return { ...toRequestFields(request, jobNumber), requestedBy: requester };
}

export async function findRequestView(db: DbOrTx, id: number): Promise<LoadRequestView | undefined> {
  const [row] = await selectRequestViews(db).where(eq(loadRequests.id, id));
  return row ? toLoadRequestView(row) : undefined;
}

const isOpen = () => inArray(loadRequests.status, [...OPEN_REQUEST_STATUSES]);

/** Whether the requester has an open (PENDING or COUNTERED) request on the post. */
export async function hasOpenRequest(db: DbOrTx, loadId: number, requesterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loadRequests.id })
    .from(loadRequests)
    .where(and(eq(loadRequests.loadId, loadId), eq(loadRequests.requesterId, requesterId), isOpen()))
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

/** A request closed: accepted, rejected (or a counter declined) or withdrawn. */
export async function setRequestDecision(
  tx: DbOrTx,
  id: number,
  decision: { status: RequestDecision; responseMessage: string | null; decidedAt: Date },
): Promise<void> {
  await tx.update(loadRequests).set(decision).where(eq(loadRequests.id, id));
}

/** The owner's counter: the request COUNTERED at its rate, the counter added to the end of its thread. */
export async function addCounter(tx: DbOrTx, id: number, counter: RequestCounter): Promise<void> {
  await tx
    .update(loadRequests)
    .set({
      status: 'COUNTERED',
      counterRate: counter.rate,
      counters: sql`${loadRequests.counters} || ${JSON.stringify([counter])}::jsonb`,
    })
    .where(eq(loadRequests.id, id));
}

/** Every other open (PENDING or COUNTERED) request on the post becomes REJECTED; answers them. */
export async function rejectOtherOpenRequests(
  tx: DbOrTx,
  loadId: number,
  acceptedId: number,
  decision: { responseMessage: string; decidedAt: Date },
): Promise<Pick<LoadRequestRow, 'id' | 'requesterId' | 'proposedRate'>[]> {
  return tx
    .update(loadRequests)
    .set({ status: 'REJECTED', ...decision })
    .where(and(eq(loadRequests.loadId, loadId), isOpen(), ne(loadRequests.id, acceptedId)))
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
