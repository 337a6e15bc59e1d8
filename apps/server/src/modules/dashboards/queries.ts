/*
 * The dashboards are a read model over the posts and their requests: every figure is one SQL
 * aggregate (count/sum with FILTER) over rows an index finds, every list a few rows in an indexed
 * order with a LIMIT. Nothing is counted in memory. Being a read model, these queries join the
 * loads, load_requests and users tables and reuse the loads module's view projection: the stated
 * exception to "a module calls another module's service, never its tables" (biome.json lets this
 * module import other modules' files). Nothing here writes or decides.
 */
import {
  type AdminRecentLoad,
  type AdminRecentRequest,
  type BrokerRecentRequest,
  DASHBOARD_LIST_SIZE,
  type DashboardTruck,
  type LoadType,
  type LoadView,
} from '@loadboard/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import type { Viewer } from '../loads/privacy.ts';
import { selectLoadViews, toLoadView } from '../loads/view.ts';

/** `count(*) FILTER (WHERE …)` as an int (count is a bigint, which the drivers answer as text). */
const countWhere = (condition: SQL) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;
/** Dollars summed exactly as numeric, answered as a number; 0 when no row matches. */
const sumWhere = (column: SQL | typeof loads.agreedRate, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) FILTER (WHERE ${condition}), 0)`.mapWith(Number);

// ---------------------------------------------------------------- broker

export interface OwnLoadCounts {
  active: number;
  assigned: number;
  inTransit: number;
  /** Every own post, whatever its status. */
  total: number;
}

/**
 * The owner's posts by status in one aggregate (loads_owner_created_idx). "In transit" is derived
 * (decisions.md, Loads): ASSIGNED with pickup date on or before `today` and delivery date on or after.
 */
export async function ownLoadCounts(db: DbOrTx, ownerId: number, today: string): Promise<OwnLoadCounts> {
  const [row] = await db
    .select({
      active: countWhere(sql`${loads.status} = 'ACTIVE'`),
      assigned: countWhere(sql`${loads.status} = 'ASSIGNED'`),
      inTransit: countWhere(
        sql`${loads.status} = 'ASSIGNED' AND ${loads.pickupDate} <= ${today}::date AND ${loads.deliveryDate} >= ${today}::date`,
      ),
      total: sql<number>`count(*)::int`,
    })
    .from(loads)
    .where(eq(loads.ownerId, ownerId));
  return row ?? { active: 0, assigned: 0, inTransit: 0, total: 0 };
}

export interface RequestCounts {
  total: number;
  pending: number;
  accepted: number;
}

/** The requests on the owner's posts by status, in one aggregate (owner index, then load_requests_load_idx). */
export async function requestCountsOnOwnLoads(db: DbOrTx, ownerId: number): Promise<RequestCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: countWhere(sql`${loadRequests.status} = 'PENDING'`),
      accepted: countWhere(sql`${loadRequests.status} = 'ACCEPTED'`),
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .where(eq(loads.ownerId, ownerId));
  return row ?? { total: 0, pending: 0, accepted: 0 };
}

/** The newest requests on the owner's posts, with the requester's company and name. */
export async function recentRequestsOnOwnLoads(
  db: DbOrTx,
  ownerId: number,
  limit = DASHBOARD_LIST_SIZE,
): Promise<BrokerRecentRequest[]> {
  const rows = await db
    .select({
      id: loadRequests.id,
      loadId: loadRequests.loadId,
      jobNumber: loads.jobNumber,
      carrier: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      proposedRate: loadRequests.proposedRate,
      status: loadRequests.status,
      createdAt: loadRequests.createdAt,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .innerJoin(users, eq(users.id, loadRequests.requesterId))
    .where(eq(loads.ownerId, ownerId))
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, createdAt, ...row }) => ({
    ...row,
    carrierName: `${firstName} ${lastName}`,
    date: createdAt.toISOString(),
  }));
}

/** The owner's newest posts (of one type, when given), any status, as the lists show them. */
export async function newestOwnLoadViews(
  db: DbOrTx,
  owner: Viewer,
  type?: LoadType,
  limit = DASHBOARD_LIST_SIZE,
): Promise<LoadView[]> {
  const rows = await selectLoadViews(db)
    .where(and(eq(loads.ownerId, owner.id), type ? eq(loads.loadType, type) : undefined))
    .orderBy(desc(loads.createdAt), desc(loads.id))
    .limit(limit);
  return rows.map((row) => toLoadView(owner, row));
}

// ---------------------------------------------------------------- carriers

/**
 * The loads a carrier hauls. On a freight post (RFP, RFD) that is the carrier the owner accepted
 * (assigned_carrier_id). On a TRUCK post the roles swap: the truck's owner hauls, and the
 * "assigned carrier" is the shipper who booked the space and pays the agreed rate, so a booked
 * truck counts for its owner and never for the one who booked it.
 */
const hauledBy = (carrierId: number) =>
  sql`((${loads.loadType} <> 'TRUCK' AND ${loads.assignedCarrierId} = ${carrierId}) OR (${loads.loadType} = 'TRUCK' AND ${loads.ownerId} = ${carrierId}))`;

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

/**
 * A carrier's four cards in one aggregate over loads. The WHERE is the union of what the figures
 * need, so the planner ORs three indexes (type/status/pickup for the board, owner for own posts,
 * assigned carrier for hauled loads) instead of reading the table.
 */
export async function carrierCounts(
  db: DbOrTx,
  carrierId: number,
  boardType: LoadType,
  ownType: LoadType,
): Promise<CarrierCounts> {
  const hauled = hauledBy(carrierId);
  const [row] = await db
    .select({
      board: countWhere(
        sql`${loads.loadType} = ${boardType} AND ${loads.status} = 'ACTIVE' AND ${loads.ownerId} <> ${carrierId}`,
      ),
      ownActive: countWhere(
        sql`${loads.ownerId} = ${carrierId} AND ${loads.loadType} = ${ownType} AND ${loads.status} = 'ACTIVE'`,
      ),
      activeDeliveries: countWhere(sql`${hauled} AND ${loads.status} = 'ASSIGNED'`),
      revenue: sumWhere(loads.agreedRate, sql`${hauled} AND ${loads.status} IN ('ASSIGNED', 'COMPLETED')`),
    })
    .from(loads)
    .where(
      sql`(${loads.loadType} = ${boardType} AND ${loads.status} = 'ACTIVE') OR ${loads.ownerId} = ${carrierId} OR ${loads.assignedCarrierId} = ${carrierId}`,
    );
  return row ?? { board: 0, ownActive: 0, activeDeliveries: 0, revenue: 0 };
}

/** ACTIVE posts of `type` by others, soonest pickup first (loads_type_status_pickup_idx), as `viewer` sees them. */
export async function boardLoadViews(
  db: DbOrTx,
  viewer: Viewer,
  type: LoadType,
  limit = DASHBOARD_LIST_SIZE,
): Promise<LoadView[]> {
  const rows = await selectLoadViews(db)
    .where(and(eq(loads.loadType, type), eq(loads.status, 'ACTIVE'), ne(loads.ownerId, viewer.id)))
    .orderBy(asc(loads.pickupDate), asc(loads.id))
    .limit(limit);
  return rows.map((row) => toLoadView(viewer, row));
}

/** The owner's newest TRUCK posts, any status, as My Trucks shows them. */
export async function newestOwnTrucks(
  db: DbOrTx,
  ownerId: number,
  limit = DASHBOARD_LIST_SIZE,
): Promise<DashboardTruck[]> {
  return db
    .select({
      id: loads.id,
      location: loads.originLocation,
      locationZip: loads.originZip,
      availableDate: sql<string>`coalesce(${loads.availableDate}, ${loads.pickupDate})::text`,
      cubicFeet: loads.cubicFeet,
      status: loads.status,
      truckType: loads.truckType,
      ratePerMile: loads.ratePerMile,
    })
    .from(loads)
    .where(and(eq(loads.ownerId, ownerId), eq(loads.loadType, 'TRUCK')))
    .orderBy(desc(loads.createdAt), desc(loads.id))
    .limit(limit);
}

// ---------------------------------------------------------------- admin

export interface MarketplaceCounts {
  activeLoads: number;
  completedLoads: number;
  revenue: number;
  pendingRequests: number;
}

/**
 * The admin's four cards: posts by status and the agreed rates of COMPLETED ones in one aggregate,
 * PENDING requests in another (served by the partial unique index on PENDING requests).
 */
export async function marketplaceCounts(db: DbOrTx): Promise<MarketplaceCounts> {
  const [[loadRow], [requestRow]] = await Promise.all([
    db
      .select({
        activeLoads: countWhere(sql`${loads.status} = 'ACTIVE'`),
        completedLoads: countWhere(sql`${loads.status} = 'COMPLETED'`),
        revenue: sumWhere(loads.agreedRate, sql`${loads.status} = 'COMPLETED'`),
      })
      .from(loads)
      .where(inArray(loads.status, ['ACTIVE', 'COMPLETED'])),
    db
      .select({ pendingRequests: sql<number>`count(*)::int` })
      .from(loadRequests)
      .where(eq(loadRequests.status, 'PENDING')),
  ]);
  return {
    activeLoads: loadRow?.activeLoads ?? 0,
    completedLoads: loadRow?.completedLoads ?? 0,
    revenue: loadRow?.revenue ?? 0,
    pendingRequests: requestRow?.pendingRequests ?? 0,
  };
}

/**
 * The newest posts of the whole board. Ids are allocated in insert order, so id DESC is newest
 * first and the primary key serves it (no index leads with created_at alone).
 */
export async function newestLoads(db: DbOrTx, limit = DASHBOARD_LIST_SIZE): Promise<AdminRecentLoad[]> {
  const rows = await db
    .select({
      id: loads.id,
      jobNumber: loads.jobNumber,
      origin: loads.originLocation,
      destination: loads.destinationLocation,
      loadType: loads.loadType,
      status: loads.status,
      createdAt: loads.createdAt,
    })
    .from(loads)
    .orderBy(desc(loads.id))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    route: `${row.origin} → ${row.destination}`,
    date: createdAt.toISOString(),
  }));
}

/** The newest requests of the whole board with the requester's company (id DESC, as above). */
export async function newestRequests(db: DbOrTx, limit = DASHBOARD_LIST_SIZE): Promise<AdminRecentRequest[]> {
  const rows = await db
    .select({
      id: loadRequests.id,
      loadId: loadRequests.loadId,
      company: users.companyName,
      status: loadRequests.status,
      createdAt: loadRequests.createdAt,
      proposedRate: loadRequests.proposedRate,
    })
    .from(loadRequests)
    .innerJoin(users, eq(users.id, loadRequests.requesterId))
    .orderBy(desc(loadRequests.id))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString() }));
}
