import {
  type allLoadsQuery,
  type boardExportQuery,
  type createLoadBody,
  LOAD_MESSAGES,
  type LoadAnalytics,
  type LoadStatus,
  type LoadView,
  type loadAnalyticsQuery,
  type loadsQuery,
  type myLoadsExportQuery,
  refreshWaitMessage,
  refreshWaitMinutes,
  type viewLoadsQuery,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { logActivity } from '../activity/index.ts';
import { assertNotDuplicate, takePostingTurn } from './duplicates.ts';
import { recordNewPosts } from './new-posts.ts';
import { parsePost, postTypeFor, toLoadColumns } from './post-input.ts';
import { isAdmin, type Viewer } from './privacy.ts';
import {
  deleteLoadById,
  findLoadOwnerId,
  insertLoad,
  type LoadFilters,
  type LoadListing,
  type LoadPage,
  type LoadRow,
  listLoadIds,
  loadAnalytics,
  lockLoad,
  updateLoadById,
} from './queries.ts';
import { loadViewOf } from './view.ts';

/** Who is acting: the signed-in user as `app.authenticate` leaves it. */
export type Actor = Viewer;

/** A load id from a URL: anything but a positive integer names no load (404, like an unknown id). */
export function parseLoadId(raw: string): number {
  return rowIdFromUrl(raw, LOAD_MESSAGES.notFound);
}

/**
 * The one home of "who manages a post" (decisions.md, Who may do what): its owner, or a SUPER_ADMIN.
 * Edit, delete, status, View Requests and accept/reject all ask it.
 */
export const mayManage = (actor: Actor, load: Pick<LoadRow, 'ownerId'>): boolean =>
  isAdmin(actor) || load.ownerId === actor.id;

/** `mayManage`, or 403 naming the post as someone else's. */
export function assertMayManage(actor: Actor, load: Pick<LoadRow, 'ownerId'>): void {
  if (!mayManage(actor, load)) throw forbidden(LOAD_MESSAGES.notYourLoad);
}

/** 'RFP load #12: Chicago, IL → Dallas, TX, pickup 2025-07-01', how activity rows name a post. */
const describeLoad = (
  load: Pick<LoadRow, 'id' | 'loadType' | 'originLocation' | 'destinationLocation' | 'pickupDate'>,
) =>
  `${load.loadType} load #${load.id}: ${load.originLocation} → ${load.destinationLocation}, pickup ${load.pickupDate}`;

/** The post as `actor` may see it, for what reads it on the server (an alert's email): 404 when unknown. */
export async function getLoad(db: DbOrTx, actor: Actor, id: number): Promise<LoadView> {
  return (await loadViewOf(db, actor, id)).parse();
}

/**
 * The load, locked for a change by `actor`: 404 when unknown, 403 when not theirs to manage. With
 * `posting`, the owner's posting turn is taken first (duplicates.ts), in the order a new post takes
 * them, so an edit and a sync of the same owner never wait for each other both ways.
 */
async function lockManagedLoad(tx: Tx, actor: Actor, id: number, posting = false): Promise<LoadRow> {
  if (posting) {
    const ownerId = await findLoadOwnerId(tx, id);
    if (ownerId === undefined) throw notFound(LOAD_MESSAGES.notFound);
    await takePostingTurn(tx, ownerId);
  }
  const load = await lockLoad(tx, id, 'update');
  if (!load) throw notFound(LOAD_MESSAGES.notFound);
  assertMayManage(actor, load);
  return load;
}

/**
 * A new post of the actor's type (an admin's `postAs`), validated with its form's rules and located
 * from the ZIP database, refused when it duplicates one of their ACTIVE posts (duplicates.ts); the
 * post, its LOAD_POSTED row and its record for load alerts land together.
 * Answers the new post's id.
 */
export async function createLoad(
  db: Db,
  actor: Actor,
  body: z.output<typeof createLoadBody>,
): Promise<number> {
  const type = postTypeFor(actor.userType, body.postAs);
  const columns = toLoadColumns(type, parsePost(type, body));
  return db.transaction(async (tx) => {
    await takePostingTurn(tx, actor.id);
    await assertNotDuplicate(tx, actor.id, { ...columns, loadType: type });
    const load = await insertLoad(tx, { ...columns, ownerId: actor.id, loadType: type });
    await recordNewPosts(tx, [load.id]);
    await logActivity(tx, {
      userId: actor.id,
      action: 'LOAD_POSTED',
      details: `Posted ${describeLoad(load)}`,
    });
    return load.id;
  });
}

/** The post's owner, unlocked: 404 when unknown, 403 when `actor` may not manage it. */
export async function assertMayManageLoad(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  const ownerId = await findLoadOwnerId(db, id);
  if (ownerId === undefined) throw notFound(LOAD_MESSAGES.notFound);
  assertMayManage(actor, { ownerId });
}

/**
 * Replaces a post's form with the whole form of its own type. Only while ACTIVE, checked under a row
 * lock so a concurrent status change cannot slip in between, and never into a duplicate of another
 * of the owner's ACTIVE posts; the change and its LOAD_UPDATED row land together.
 */
export async function updateLoad(db: Db, actor: Actor, id: number, body: unknown): Promise<void> {
  return db.transaction(async (tx) => {
    const load = await lockManagedLoad(tx, actor, id, true);
    if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.editOnlyActive);
    const columns = toLoadColumns(load.loadType, parsePost(load.loadType, body));
    await assertNotDuplicate(tx, load.ownerId, { ...columns, loadType: load.loadType }, id);
    await updateLoadById(tx, id, columns);
    await logActivity(tx, {
      userId: actor.id,
      action: 'LOAD_UPDATED',
      details: `Updated ${describeLoad({ ...load, ...columns })}`,
    });
  });
}

/**
 * Refresh: the owner says the post is still meant. Only its owner (not even an admin: only the
 * owner knows), only while ACTIVE, at most once an interval (409 saying how long to wait). Its age
 * starts again, it is fresh, and it tops the board's newest order; the change and its LOAD_UPDATED
 * row land together.
 */
export async function refreshLoad(db: Db, actor: Actor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, id, 'update');
    if (!load) throw notFound(LOAD_MESSAGES.notFound);
    if (load.ownerId !== actor.id) throw forbidden(LOAD_MESSAGES.notYourLoad);
    if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.refreshOnlyActive);
    const wait = refreshWaitMinutes(load.refreshedAt, now);
    if (wait > 0) throw conflict(refreshWaitMessage(wait));
    await updateLoadById(tx, id, { refreshedAt: now, stale: false, updatedAt: now });
    await logActivity(tx, {
      userId: actor.id,
      action: 'LOAD_UPDATED',
      details: `Refreshed ${describeLoad(load)}`,
    });
  });
}

/** Statuses in which a carrier's business depends on the load: it may be cancelled, not deleted. */
const UNDELETABLE: readonly LoadStatus[] = ['ASSIGNED', 'COMPLETED'];

/** Deletes a post (its requests go with it) and records it, in one transaction. */
export async function deleteLoad(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockManagedLoad(tx, actor, id);
    if (UNDELETABLE.includes(load.status)) throw conflict(LOAD_MESSAGES.deleteAssigned);
    await deleteLoadById(tx, id);
    await logActivity(tx, {
      userId: actor.id,
      action: 'LOAD_UPDATED',
      details: `Deleted ${describeLoad(load)} (was ${load.status})`,
    });
  });
}

/**
 * Sets a post's status directly, any status to any (spec 4: the dropdown has no ordering). COMPLETED
 * stamps completed_at; back to ACTIVE the post returns to the board without its former carrier,
 * unless the owner has posted it again meanwhile (409). The same status again changes nothing and
 * records nothing.
 */
export async function setLoadStatus(db: Db, actor: Actor, id: number, status: LoadStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockManagedLoad(tx, actor, id, status === 'ACTIVE');
    if (load.status === status) return;
    if (status === 'ACTIVE') await assertNotDuplicate(tx, load.ownerId, load, id);
    await updateLoadById(tx, id, {
      status,
      completedAt: status === 'COMPLETED' ? new Date() : null,
      ...(status === 'ACTIVE' ? { assignedCarrierId: null, agreedRate: null, assignedAt: null } : {}),
      updatedAt: new Date(),
    });
    await logActivity(tx, {
      userId: actor.id,
      action: 'STATUS_UPDATE',
      details: `Load #${id} status ${load.status} → ${status}`,
    });
  });
}

/** What a list selects, whichever page of it: its filters and its order. */
export type LoadSelection = Pick<LoadListing, 'filters' | 'order'>;
type MyLoadsFilters = z.output<typeof myLoadsExportQuery>;
type BoardFilters = z.output<typeof boardExportQuery>;

/** A page of the posts `actor` may list (privacy.ts) among those matching the filters. */
async function pagedList(db: Db, actor: Actor, listing: LoadListing): Promise<LoadPage> {
  const { ids, totalItems } = await listLoadIds(db, actor, listing);
  return { ids, pagination: paginate(listing.page, listing.limit, totalItems) };
}

const placeAndDates = (q: {
  origin?: string;
  destination?: string;
  startDate?: string;
  endDate?: string;
}): LoadFilters => ({
  origin: q.origin,
  destination: q.destination,
  startDate: q.startDate,
  endDate: q.endDate,
});

/** My Loads' posts and order, for its pages and its export. */
export const myLoadsListing = (actor: Actor, q: MyLoadsFilters): LoadSelection => ({
  filters: { ...placeAndDates(q), status: q.status, ownerId: actor.id },
  order: 'newest',
});

/**
 * My Loads: the actor's own posts, newest first, an admin's too (the screen says "The loads you
 * posted"); an admin finds everyone's posts in the admin's list of every load (admin-list.ts).
 */
export function listMyLoads(db: Db, actor: Actor, q: z.output<typeof viewLoadsQuery>): Promise<LoadPage> {
  return pagedList(db, actor, { ...myLoadsListing(actor, q), page: q.page, limit: q.limit });
}

/** The board's posts and order, for its pages and its export. */
export const boardListing = (q: BoardFilters): LoadSelection => ({
  filters: { ...placeAndDates(q), type: q.type, status: q.status ?? 'ACTIVE', board: true },
  order: { board: q.sort },
});

/**
 * Avail. Loads: everyone's posts, ACTIVE unless a status is asked for, in the order asked (soonest
 * pickup first by default; stale posts after fresh ones). Another status lists only the actor's own
 * deals (an admin's: all), as privacy.ts rules.
 */
export function listBoardLoads(db: Db, actor: Actor, q: z.output<typeof allLoadsQuery>): Promise<LoadPage> {
  return pagedList(db, actor, { ...boardListing(q), page: q.page, limit: q.limit });
}

/**
 * GET /loads: every filter, all statuses unless asked, `mine` for the actor's own; newest first.
 * Others' posts appear only while ACTIVE, unless the actor is party to their deal (privacy.ts).
 */
export function listLoads(db: Db, actor: Actor, q: z.output<typeof loadsQuery>): Promise<LoadPage> {
  return pagedList(db, actor, {
    filters: {
      ...placeAndDates(q),
      type: q.type,
      status: q.status,
      ownerId: q.mine === 'true' ? actor.id : undefined,
    },
    order: 'newest',
    page: q.page,
    limit: q.limit,
  });
}

/** The board's analytics strip over the same filters as Avail. Loads, every status counted. */
export function boardAnalytics(db: Db, q: z.output<typeof loadAnalyticsQuery>): Promise<LoadAnalytics> {
  return loadAnalytics(db, { ...placeAndDates(q), type: q.type });
}

/**
 * For the requests module: the load, share-locked until the caller's transaction ends, so it cannot
 * be assigned, cancelled or deleted while a request on it is filed.
 */
export function lockLoadForRequest(tx: Tx, id: number): Promise<LoadRow | undefined> {
  return lockLoad(tx, id, 'share');
}

/**
 * For the requests module: who owns the post, read without a lock so a stranger's decision is
 * refused (403) before it waits behind anyone's lock. Undefined when there is no such post.
 */
export function findLoadOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  return findLoadOwnerId(db, id);
}

/**
 * For the requests module: the load, locked FOR UPDATE until the caller's transaction ends, so
 * decisions on one post run one at a time and the second of two racing accepts sees it ASSIGNED.
 */
export function lockLoadForDecision(tx: Tx, id: number): Promise<LoadRow | undefined> {
  return lockLoad(tx, id, 'update');
}

/**
 * For the requests module, inside its transaction and under `lockLoadForDecision`: the post goes to
 * the carrier whose request was accepted, at its proposed rate.
 */
export async function assignLoad(
  tx: Tx,
  id: number,
  deal: { carrierId: number; agreedRate: number; at: Date },
): Promise<void> {
  await updateLoadById(tx, id, {
    status: 'ASSIGNED',
    assignedCarrierId: deal.carrierId,
    agreedRate: deal.agreedRate,
    assignedAt: deal.at,
    completedAt: null,
    updatedAt: deal.at,
  });
}

/**
 * For the reports module: the load, locked FOR UPDATE until the caller's transaction ends, so
 * reports on one post and its review are taken one at a time.
 */
export function lockLoadForReview(tx: Tx, id: number): Promise<LoadRow | undefined> {
  return lockLoad(tx, id, 'update');
}

/** For the reports module, under `lockLoadForReview`: takes the post off the board, or puts it back. */
export async function setUnderReview(tx: Tx, id: number, underReview: boolean): Promise<void> {
  await updateLoadById(tx, id, { underReview });
}

/** For the reports module, under `lockLoadForReview`: the admin removes a reported post (CANCELLED). */
export async function removeReportedLoad(tx: Tx, id: number): Promise<void> {
  await updateLoadById(tx, id, { status: 'CANCELLED', underReview: false, updatedAt: new Date() });
}
