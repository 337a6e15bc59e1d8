/*
 * The dashboards are a read model over the posts and their requests: every figure is a sum over the
 * counter rows the database keeps with every change (db/schema/tallies.ts, migration 0014), or, for
 * "in transit", which depends on today, a count over an index of the deals under way; every list a
 * few rows in an indexed order with a LIMIT. So no figure grows with a user's or the board's history.
 * Nothing is counted in memory. Being a read model, these queries join the loads, load_requests and
 * users tables and reuse the loads module's view projection (through its index.ts): the stated
 * exception to "a module uses another module through its face, never its tables". Nothing here
 * writes or decides.
 */
import {
  type AdminRecentLoad,
  type AdminRecentRequest,
  type BrokerRecentRequest,
  DASHBOARD_LIST_SIZE,
  type DashboardTruck,
  type LoadType,
  type LoadView,
  OPEN_REQUEST_STATUSES,
} from '@loadboard/contracts';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestampText, JsonText } from '../../db/fast-path/index.ts';
import { preparedOn } from '../../db/prepared.ts';
import {
  boardLoadTallies,
  boardRequestTallies,
  loadRequests,
  loads,
  ownerRequestTallies,
  userLoadTallies,
  users,
} from '../../db/schema/index.ts';
import { tallied, talliedDollars } from '../../lib/tally-sums.ts';
import { withFields } from '../../lib/with-fields.ts';
import type { Viewer } from '../loads/index.ts';
import { listedPageIds } from '../loads/index.ts';

// ---------------------------------------------------------------- broker

/**
 * The `figures` summed over one user's tally rows (those whose `key` is the user's id), read by a
 * prepared statement named `name`. An aggregate, so always one row: zeros when the user has none.
 */
function userTallies<Figures extends Record<string, SQL<number>>>(
  table: PgTable,
  key: AnyPgColumn,
  figures: Figures,
  name: string,
) {
  const statement = preparedOn((db) =>
    db
      .select(figures)
      .from(table)
      .where(eq(key, sql.placeholder('userId')))
      .prepare(name),
  );
  return async (db: DbOrTx, userId: number): Promise<{ [F in keyof Figures]: number }> => {
    const [row] = await statement(db).execute({ userId });
    if (row === undefined) throw new Error('An aggregate always answers one row');
    return row as { [F in keyof Figures]: number };
  };
}

/**
 * The owner's posts by status, and `total` every own post whatever its status: their few tally rows
 * (one per type and status).
 */
export const ownLoadCounts = userTallies(
  userLoadTallies,
  userLoadTallies.userId,
  {
    active: tallied(userLoadTallies.owned, sql`${userLoadTallies.status} = 'ACTIVE'`),
    assigned: tallied(userLoadTallies.owned, sql`${userLoadTallies.status} = 'ASSIGNED'`),
    total: tallied(userLoadTallies.owned),
  },
  'own_load_counts',
);

/**
 * The owner's posts in transit (decisions.md, Loads): ASSIGNED with pickup date on or before `today`
 * and delivery date on or after. It changes with the date, so it is counted, not kept: from the
 * partial index of ASSIGNED posts by owner and delivery date (loads_assigned_owner_delivery_idx),
 * which holds the deals still to be delivered, not the history, and the pickup dates beside them.
 */
export async function inTransitCount(db: DbOrTx, ownerId: number, today: string): Promise<number> {
  const [row] = await inTransitOf(db).execute({ ownerId, today });
  return row?.inTransit ?? 0;
}

const inTransitOf = preparedOn((db) =>
  db
    .select({ inTransit: sql<number>`count(*)::int` })
    .from(loads)
    .where(
      and(
        eq(loads.ownerId, sql.placeholder('ownerId')),
        sql`${loads.status} = 'ASSIGNED'`,
        gte(loads.deliveryDate, sql.placeholder('today')),
        lte(loads.pickupDate, sql.placeholder('today')),
      ),
    )
    .prepare('in_transit_count'),
);

/**
 * The requests on the owner's posts by status: their tally rows (one per status). Pending are those
 * still open, PENDING or COUNTERED.
 */
export const requestCountsOnOwnLoads = userTallies(
  ownerRequestTallies,
  ownerRequestTallies.ownerId,
  {
    total: tallied(ownerRequestTallies.requests),
    pending: tallied(
      ownerRequestTallies.requests,
      inArray(ownerRequestTallies.status, [...OPEN_REQUEST_STATUSES]),
    ),
    accepted: tallied(ownerRequestTallies.requests, sql`${ownerRequestTallies.status} = 'ACCEPTED'`),
  },
  'owner_request_counts',
);

/**
 * A request's rate as it stands: the owner's last counter, else the proposal; for a deal, its agreed
 * rate (requests/service.ts makes the deal at it).
 */
const requestRate = sql<number>`coalesce(${loadRequests.counterRate}, ${loadRequests.proposedRate})::float8`;

/**
 * The newest requests on the owner's posts, with the requester's company and name: the first rows of
 * load_requests_owner_created_idx (each request carries its post's owner), then their posts and users.
 */
export async function recentRequestsOnOwnLoads(
  db: DbOrTx,
  ownerId: number,
  limit = DASHBOARD_LIST_SIZE,
): Promise<BrokerRecentRequest[]> {
  const rows = await recentRequestsOf(db).execute({ ownerId, limit });
  return rows.map(({ firstName, lastName, createdAt, ...row }) =>
    withFields(row, { carrierName: `${firstName} ${lastName}`, date: createdAt.toISOString() }),
  );
}

const recentRequestsOf = preparedOn((db) =>
  db
    .select({
      id: loadRequests.id,
      loadId: loadRequests.loadId,
      jobNumber: loads.jobNumber,
      carrier: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      proposedRate: requestRate,
      status: loadRequests.status,
      createdAt: loadRequests.createdAt,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(users, eq(users.id, loadRequests.requesterId))
    .where(eq(loadRequests.loadOwnerId, sql.placeholder('ownerId')))
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_requests_on_own_loads'),
);

/** The ids of the owner's newest posts, any type and status, newest first. */
export function newestOwnLoadIds(db: DbOrTx, owner: Viewer, limit = DASHBOARD_LIST_SIZE): Promise<number[]> {
  return listedPageIds(db, owner, { filters: { ownerId: owner.id }, order: 'newest', page: 1, limit });
}

// ---------------------------------------------------------------- carriers

export interface CarrierCounts {
  /** ACTIVE posts of the board type by others. */
  board: number;
  /** Own posts of the carrier's post type that are ACTIVE. */
  ownActive: number;
  /** Hauled loads that are ASSIGNED. */
  activeDeliveries: number;
  /** Agreed rates of hauled loads that are ASSIGNED or COMPLETED (decisions.md, Money). */
  revenue: number;
}

/** A carrier's dashboard as read: its four cards, and the ids of the posts of its two short lists. */
export interface CarrierDashboardRows {
  counts: CarrierCounts;
  /** ACTIVE posts of the board type by others, soonest pickup first. */
  boardIds: number[];
  /** The carrier's own posts of its post type, any status, newest first. */
  ownIds: number[];
}

/**
 * A carrier's dashboard in two statements, on either engine: this one reads its four cards and the
 * ids of both lists, the answer's the views of those ids (view.ts). PGlite runs a connection's statements one
 * after another, each for a fixed part of a millisecond, so six (the cards' two, two for each list)
 * cost it twice what PostgreSQL's pool takes for them at once (bench/RESULTS.md).
 *
 * The cards come from the tallies: the carrier's own rows (one per type and status: what it owns and
 * what it hauls) and the board's ACTIVE posts of the board type, its own taken away. The loads a
 * carrier hauls (the tallies' `hauled`): on a freight post (RFP, RFD) the carrier the owner accepted
 * (assigned_carrier_id); on a TRUCK post the roles swap: the truck's owner hauls, and the "assigned
 * carrier" is the shipper who booked the space and pays the agreed rate, so a booked truck counts
 * for its owner and never for the one who booked it. The board's list is read from
 * loads_type_status_pickup_idx, the carrier's own from loads_owner_created_idx.
 */
export async function carrierDashboard(
  db: DbOrTx,
  carrier: Viewer,
  boardType: LoadType,
  ownType: LoadType,
  limit = DASHBOARD_LIST_SIZE,
): Promise<CarrierDashboardRows> {
  const [row] = await carrierDashboardOf(db).execute({ carrierId: carrier.id, boardType, ownType, limit });
  if (row === undefined) throw new Error('An aggregate always answers one row');
  const { boardActive, onBoard, boardIds, ownIds, ...own } = row;
  return { counts: { board: boardActive - onBoard, ...own }, boardIds, ownIds };
}

const carrierDashboardOf = preparedOn((db) => {
  const t = userLoadTallies;
  const carrierId = sql.placeholder('carrierId');
  const boardType = sql.placeholder('boardType');
  const ownType = sql.placeholder('ownType');
  const limit = sql.placeholder('limit');
  const active = sql`${t.status} = 'ACTIVE'`;
  const boardActive = sql<number>`(
    SELECT ${tallied(boardLoadTallies.posts)} FROM ${boardLoadTallies}
    WHERE ${boardLoadTallies.loadType} = ${boardType} AND ${boardLoadTallies.status} = 'ACTIVE')`;
  const boardIds = sql<number[]>`array(
    SELECT ${loads.id} FROM ${loads}
    WHERE ${loads.loadType} = ${boardType} AND ${loads.status} = 'ACTIVE' AND ${loads.ownerId} <> ${carrierId}
    ORDER BY ${loads.pickupDate}, ${loads.id} LIMIT ${limit})`;
  const ownIds = sql<number[]>`array(
    SELECT ${loads.id} FROM ${loads}
    WHERE ${loads.ownerId} = ${carrierId} AND ${loads.loadType} = ${ownType}
    ORDER BY ${loads.createdAt} DESC, ${loads.id} DESC LIMIT ${limit})`;
  return db
    .select({
      onBoard: tallied(t.owned, sql`${t.loadType} = ${boardType} AND ${active}`),
      ownActive: tallied(t.owned, sql`${t.loadType} = ${ownType} AND ${active}`),
      activeDeliveries: tallied(t.hauled, sql`${t.status} = 'ASSIGNED'`),
      revenue: talliedDollars(t.hauledAgreedRate, sql`${t.status} IN ('ASSIGNED', 'COMPLETED')`),
      boardActive,
      boardIds,
      ownIds,
    })
    .from(t)
    .where(eq(t.userId, carrierId))
    .prepare('carrier_dashboard');
});

/** A TRUCK post as My Trucks lists it: where and when it is free, its space and its asking rate. */
export function toDashboardTruck(truck: LoadView): DashboardTruck {
  return {
    id: truck.id,
    location: truck.originLocation,
    locationZip: truck.originZip,
    availableDate: truck.availableDate ?? truck.pickupDate,
    cubicFeet: truck.cubicFeet,
    status: truck.status,
    truckType: truck.truckType,
    ratePerMile: truck.ratePerMile,
  };
}

// ---------------------------------------------------------------- admin

export interface MarketplaceCounts {
  activeLoads: number;
  completedLoads: number;
  revenue: number;
  pendingRequests: number;
}

/** The admin dashboard's figures and its two short lists, as the database wrote them. */
export interface Marketplace {
  counts: MarketplaceCounts;
  newestLoads: JsonText<AdminRecentLoad[]>;
  newestRequests: JsonText<AdminRecentRequest[]>;
}

/**
 * The admin dashboard in one statement: its four cards from the board's tallies (every shard: posts
 * by status, the agreed rates of COMPLETED ones, the open requests) and the newest posts and
 * requests of the whole board. One statement rather than four because PGlite runs a connection's
 * statements one after another and each costs it a fixed part of a millisecond (bench/RESULTS.md);
 * PostgreSQL answers it as fast as the four on four connections. Both lists are newest first by
 * creation time, as their View All lists are (a post or request written with an earlier time, as an
 * import or the demo data does, takes its place by that time), read from loads_created_idx and
 * load_requests_created_idx (0018); each is a few rows, written as the answer's JSON by the
 * database, as post views are (loads/view.ts).
 */
export async function marketplace(db: DbOrTx, limit = DASHBOARD_LIST_SIZE): Promise<Marketplace> {
  const [row] = await marketplaceOf(db).execute({ limit });
  if (row === undefined) throw new Error('An aggregate always answers one row');
  const { newestLoads, newestRequests, ...counts } = row;
  return { counts, newestLoads: new JsonText(newestLoads), newestRequests: new JsonText(newestRequests) };
}

/**
 * A JSON array of `items` (a sub-select over `rows` whose columns are the items' fields, named and
 * ordered as the contract has them), in `order`.
 */
const jsonArray = (rows: SQL, items: SQL, order: SQL) => sql<string>`(
  SELECT '[' || coalesce(string_agg(row_to_json(item)::text, ',' ORDER BY ${order}), '') || ']'
  FROM ${rows} CROSS JOIN LATERAL (${items}) item)`;

const marketplaceOf = preparedOn((db) => {
  const b = boardLoadTallies;
  const completed = sql`${b.status} = 'COMPLETED'`;
  const limit = sql.placeholder('limit');
  const newestLoads = jsonArray(
    sql`(SELECT ${loads.id}, ${loads.jobNumber}, ${loads.originLocation}, ${loads.destinationLocation},
            ${loads.loadType}, ${loads.status}, ${loads.createdAt}, ${loads.refreshedAt}, ${loads.stale}
          FROM ${loads} ORDER BY ${loads.createdAt} DESC, ${loads.id} DESC LIMIT ${limit}) n`,
    sql`SELECT n.id, n.job_number AS "jobNumber", n.origin_location || ' → ' || n.destination_location AS route,
          n.origin_location AS origin, n.destination_location AS destination, n.load_type AS "loadType",
          n.status, ${isoTimestampText(sql`n.created_at`)} AS date,
          ${isoTimestampText(sql`n.refreshed_at`)} AS "refreshedAt", (n.stale AND n.status = 'ACTIVE') AS stale`,
    sql`n.created_at DESC, n.id DESC`,
  );
  const newestRequests = jsonArray(
    sql`(SELECT ${loadRequests.id}, ${loadRequests.loadId}, ${loadRequests.requesterId},
            ${loadRequests.status}, ${loadRequests.createdAt}, ${requestRate} AS rate
          FROM ${loadRequests} ORDER BY ${loadRequests.createdAt} DESC, ${loadRequests.id} DESC LIMIT ${limit}) n
        JOIN ${users} requester ON requester.id = n.requester_id`,
    sql`SELECT n.id, n.load_id AS "loadId", requester.company_name AS company, n.status,
          ${isoTimestampText(sql`n.created_at`)} AS date, n.rate AS "proposedRate"`,
    sql`n.created_at DESC, n.id DESC`,
  );
  const pendingRequests = sql<number>`(
    SELECT ${tallied(boardRequestTallies.requests)} FROM ${boardRequestTallies}
    WHERE ${inArray(boardRequestTallies.status, [...OPEN_REQUEST_STATUSES])})`;
  return db
    .select({
      activeLoads: tallied(b.posts, sql`${b.status} = 'ACTIVE'`),
      completedLoads: tallied(b.posts, completed),
      revenue: talliedDollars(b.agreedRate, completed),
      pendingRequests,
      newestLoads,
      newestRequests,
    })
    .from(b)
    .prepare('marketplace');
});
