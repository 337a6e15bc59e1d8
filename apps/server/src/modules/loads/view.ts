import type { LoadView } from '@loadboard/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { seesDeal, type Viewer } from './privacy.ts';

const { createdAt, updatedAt, ...loadColumns } = getTableColumns(loads);

/** What a view shows of the post's owner: their name and contact. */
const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  contactName: users.contactName,
  phone: users.phone,
  email: users.email,
};

/**
 * The post's owner, read by its key for each post: a LATERAL sub-select with a LIMIT (one account
 * has the key), which the planner keeps as written, a nested loop on users_pkey. Written as a join,
 * PostgreSQL hashed every account for each page's read, however few its posts: at 1M posts and 501
 * accounts a page of 20 views took 0.33 ms that way, 0.19 this way (bench/RESULTS.md), and the hash
 * grows with the accounts, not the page.
 */
const ownerOf = (db: DbOrTx) =>
  db.select(ownerColumns).from(users).where(eq(users.id, loads.ownerId)).limit(1).as('owner');

/**
 * The one projection of a post that every list, detail and search answer uses: the load (its two
 * timestamps as the ISO text answers show), its owner's contact, and its request counts (two indexed
 * sub-counts on load_requests). A read model, so it reads the users and load_requests tables for
 * display; what a viewer may see of the deal is privacy.ts's rule.
 */
const loadViewColumns = (owner: ReturnType<typeof ownerOf>) => ({
  load: { ...loadColumns, createdAt: isoTimestamp(createdAt), updatedAt: isoTimestamp(updatedAt) },
  // ownerColumns, as the sub-select's own (its alias's) columns.
  owner: owner._.selectedFields,
  requestsCount: sql<number>`(SELECT count(*)::int FROM ${loadRequests} WHERE ${loadRequests.loadId} = ${loads.id})`,
  pendingRequests: sql<number>`(SELECT count(*)::int FROM ${loadRequests} WHERE ${loadRequests.loadId} = ${loads.id} AND ${loadRequests.status} = 'PENDING')`,
});

const viewsByIds = preparedOn((db) => {
  const owner = ownerOf(db);
  return db
    .select(loadViewColumns(owner))
    .from(loads)
    .crossJoinLateral(owner)
    .where(sql`${loads.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('load_views_by_ids');
});

/**
 * The view rows of these posts, in the order of `ids`; a post deleted since its id was read is left
 * out. Every list and detail reads its posts' views through this one statement, so it is prepared:
 * built once (its fifty columns were the biggest statement Drizzle built per request) and planned
 * once per connection.
 */
export async function loadViewsByIds(db: DbOrTx, ids: number[]): Promise<LoadViewRow[]> {
  if (ids.length === 0) return [];
  const rows = (await viewsByIds(db).execute({ ids })) as LoadViewRow[];
  const byId = new Map(rows.map((row) => [row.load.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type LoadViewRow = {
  load: Omit<typeof loads.$inferSelect, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
  owner: {
    id: number;
    firstName: string;
    lastName: string;
    companyName: string;
    contactName: string;
    phone: string;
    email: string;
  };
  requestsCount: number;
  pendingRequests: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The post as `viewer` may see it: its parties and an admin see the deal (agreed rate, assigned
 * carrier, request counts); anyone else sees the post as posted. `rate` is always the posted rate:
 * accepting a request writes the agreed rate beside it, never over it.
 */
export function toLoadView(viewer: Viewer, row: LoadViewRow): LoadView {
  const { load, owner } = row;
  const deal = seesDeal(viewer, load);
  const isTruck = load.loadType === 'TRUCK';
  // A truck asks a rate per mile; a freight post's is its rate over the trip.
  const ratePerMile = isTruck
    ? load.ratePerMile
    : load.rate !== null && load.distanceMiles > 0
      ? round2(load.rate / load.distanceMiles)
      : null;
  // A truck's asking rate is per mile driven already.
  const ratePerRoadMile = isTruck
    ? load.ratePerMile
    : load.rate !== null && load.roadMiles !== null && load.roadMiles > 0
      ? round2(load.rate / load.roadMiles)
      : null;
  return {
    id: load.id,
    jobNumber: load.jobNumber,
    type: load.loadType,
    loadType: load.loadType,
    status: load.status,
    originZip: load.originZip,
    originLocation: load.originLocation,
    destinationZip: load.destinationZip,
    destinationLocation: load.destinationLocation,
    origin: load.originLocation,
    destination: load.destinationLocation,
    pickupLocation: load.originLocation,
    deliveryLocation: load.destinationLocation,
    locationZip: isTruck ? load.originZip : null,
    locationLocation: isTruck ? load.originLocation : null,
    originLat: load.originLat,
    originLng: load.originLng,
    destinationLat: load.destinationLat,
    destinationLng: load.destinationLng,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    availableDate: load.availableDate,
    balance: load.balance,
    rate: load.rate,
    ratePerMile,
    minimumRate: load.minimumRate,
    cubicFeet: load.cubicFeet,
    weight: load.weight,
    equipmentType: load.equipment,
    truckType: load.truckType,
    distanceMiles: load.distanceMiles,
    roadMiles: load.roadMiles,
    ratePerRoadMile,
    notes: load.notes,
    commodityType: load.commodityType,
    contactInfo: load.contactInfo,
    mobilePhone: load.mobilePhone,
    truckDetails: load.truckDetails ?? null,
    contact: { company: owner.companyName, name: owner.contactName, phone: owner.phone, email: owner.email },
    user: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      companyName: owner.companyName,
    },
    requestsCount: deal ? row.requestsCount : null,
    pendingRequests: deal ? row.pendingRequests : null,
    agreedRate: deal ? load.agreedRate : null,
    assignedCarrierId: deal ? load.assignedCarrierId : null,
    createdAt: load.createdAt,
    updatedAt: load.updatedAt,
  };
}
