import {
  LOAD_MESSAGES,
  type LoadListAnswer,
  type LoadSearchHit,
  type LoadView,
  OPEN_REQUEST_STATUSES,
} from '@loadboard/contracts';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dollars, isoTimestampText, JsonText, jsonObject, type Written } from '../../db/fast-path/index.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { dealSeenBy, isAdmin, type Viewer } from './privacy.ts';
import type { LoadPage } from './queries.ts';
import type { SearchHit } from './search.ts';

/** A column of the post's owner, as the view's `owner` sub-select names it. */
const owner = (column: AnyColumn) => sql`"owner".${sql.identifier(column.name)}`;

/** The deal's part of the view: the value for its parties and an admin, null for anyone else. */
const deal = (value: SQL | AnyColumn) => sql`CASE WHEN "deal"."seen" THEN ${value} END`;

/** Rounded to cents as the answer shows them: half a cent up, as `Math.round` does. */
const cents = (amount: SQL) => sql`floor(${amount} * 100 + 0.5) / 100`;

/** What a truck asks per mile, or a freight post's rate over `miles`, when it has both. */
const ratePer = (miles: AnyColumn) =>
  sql`CASE WHEN ${loads.loadType} = 'TRUCK' THEN ${dollars(loads.ratePerMile)}
    WHEN ${loads.rate} IS NOT NULL AND ${miles} > 0 THEN ${cents(sql`${dollars(loads.rate)} / ${miles}`)} END`;

/** A truck's own place: where it is. */
const truckOnly = (column: AnyColumn) => sql`CASE WHEN ${loads.loadType} = 'TRUCK' THEN ${column} END`;

const requestCount = (condition?: SQL) =>
  sql`(SELECT count(*)::int FROM ${loadRequests} WHERE ${loadRequests.loadId} = ${loads.id}${condition ? sql` AND ${condition}` : sql``})`;

/**
 * The one projection of a post that every list, detail and search answer shows (spec 3, "Load as
 * listed"), each field as the answer names it and in the contract's order: a record of every key
 * of `LoadView`, so a field the contract gains or loses does not compile until it is written here.
 * The view is a read model: it reads the owner's contact from users and the request counts from
 * load_requests. What a viewer may see of the deal is privacy.ts's rule (`deal`).
 */
const VIEW_FIELDS: Record<keyof LoadView, SQL | AnyColumn> = {
  id: loads.id,
  jobNumber: loads.jobNumber,
  type: loads.loadType,
  loadType: loads.loadType,
  status: loads.status,
  originZip: loads.originZip,
  originLocation: loads.originLocation,
  destinationZip: loads.destinationZip,
  destinationLocation: loads.destinationLocation,
  origin: loads.originLocation,
  destination: loads.destinationLocation,
  pickupLocation: loads.originLocation,
  deliveryLocation: loads.destinationLocation,
  locationZip: truckOnly(loads.originZip),
  locationLocation: truckOnly(loads.originLocation),
  originLat: loads.originLat,
  originLng: loads.originLng,
  destinationLat: loads.destinationLat,
  destinationLng: loads.destinationLng,
  pickupDate: loads.pickupDate,
  deliveryDate: loads.deliveryDate,
  availableDate: loads.availableDate,
  balance: dollars(loads.balance),
  // Always the posted rate: accepting a request writes the agreed rate beside it, never over it.
  rate: dollars(loads.rate),
  ratePerMile: ratePer(loads.distanceMiles),
  minimumRate: dollars(loads.minimumRate),
  bookNowRate: dollars(loads.bookNowRate),
  cubicFeet: dollars(loads.cubicFeet),
  weight: dollars(loads.weight),
  equipmentType: loads.equipment,
  truckType: loads.truckType,
  distanceMiles: loads.distanceMiles,
  roadMiles: loads.roadMiles,
  // A truck's asking rate is per mile driven already.
  ratePerRoadMile: ratePer(loads.roadMiles),
  notes: loads.notes,
  commodityType: loads.commodityType,
  contactInfo: loads.contactInfo,
  mobilePhone: loads.mobilePhone,
  truckDetails: loads.truckDetails,
  contact: jsonObject({
    company: owner(users.companyName),
    name: owner(users.contactName),
    phone: owner(users.phone),
    email: owner(users.email),
  }),
  user: jsonObject({
    id: owner(users.id),
    firstName: owner(users.firstName),
    lastName: owner(users.lastName),
    companyName: owner(users.companyName),
  }),
  requestsCount: deal(requestCount()),
  pendingRequests: deal(requestCount(inArray(loadRequests.status, [...OPEN_REQUEST_STATUSES]))),
  agreedRate: deal(dollars(loads.agreedRate)),
  assignedCarrierId: deal(loads.assignedCarrierId),
  underReview: deal(loads.underReview),
  createdAt: isoTimestampText(loads.createdAt),
  updatedAt: isoTimestampText(loads.updatedAt),
  refreshedAt: isoTimestampText(loads.refreshedAt),
  // Staleness is the board's: a post off the board is not said to be stale.
  stale: sql`(${loads.stale} AND ${loads.status} = 'ACTIVE')`,
};

/**
 * The views of the posts whose ids are given, one JSON text a post, in the order of the ids (a post
 * deleted since its id was read is left out), as the viewer whose id and role are given sees them.
 * Each view is one post's row turned into JSON by PostgreSQL (`row_to_json` over the fields above).
 * The owner is read by its key for each post: a LATERAL sub-select with a LIMIT (one account has
 * the key), which the planner keeps as written, a nested loop on users_pkey; written as a join,
 * PostgreSQL hashed every account for each page's read, a slower plan at a million posts. A
 * search's hits (`hits`) carry one field more, each hit's deadhead miles, given beside its id.
 * One post (`one`) is asked by its id alone: PostgreSQL guesses ten ids in an array it is not
 * shown, so a kept plan of the array statement never looks as cheap as one made for a single id,
 * and a post's detail was planned again on every read.
 */
function viewsStatement(db: DbOrTx, name: string, wanted: 'one' | 'many' | 'hits') {
  const fields = wanted === 'hits' ? { ...VIEW_FIELDS, deadheadMiles: sql`wanted.deadhead` } : VIEW_FIELDS;
  const columns = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const wantedRows = {
    one: sql`(SELECT ${sql.placeholder('id')}::int AS id, 1 AS n) AS wanted`,
    many: sql`unnest(${sql.placeholder('ids')}::int[]) WITH ORDINALITY AS wanted(id, n)`,
    hits: sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('deadheads')}::float8[]) WITH ORDINALITY AS wanted(id, deadhead, n)`,
  }[wanted];
  return db
    .select({ id: sql<number>`wanted.id`, json: sql<string>`row_to_json("view")::text` })
    .from(
      sql`${wantedRows} CROSS JOIN LATERAL (
        SELECT ${columns}
        FROM ${loads}
        CROSS JOIN LATERAL (SELECT ${users.id}, ${users.firstName}, ${users.lastName}, ${users.companyName},
            ${users.contactName}, ${users.phone}, ${users.email}
          FROM ${users} WHERE ${users.id} = ${loads.ownerId} LIMIT 1) "owner"
        CROSS JOIN LATERAL (SELECT ${dealSeenBy(sql.placeholder('viewerId'), sql.placeholder('viewerIsAdmin'))} AS "seen") "deal"
        WHERE ${loads.id} = wanted.id) "view"`,
    )
    .orderBy(sql`wanted.n`)
    .prepare(name);
}

const viewById = preparedOn((db) => viewsStatement(db, 'load_view_by_id', 'one'));

const viewsByIds = preparedOn((db) => viewsStatement(db, 'load_views_by_ids', 'many'));

const hitsByIds = preparedOn((db) => viewsStatement(db, 'load_search_hits_by_ids', 'hits'));

const viewerValues = (viewer: Viewer) => ({ viewerId: viewer.id, viewerIsAdmin: isAdmin(viewer) });

/** A post's id and its view. */
export interface ReadView {
  id: number;
  view: JsonText<LoadView>;
}

/**
 * The views of these posts as `viewer` sees them, in the order of `ids`. Every list, detail and
 * search reads its posts' views through this one statement, so it is prepared: built once, planned
 * once per connection.
 */
export async function loadViews(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<ReadView[]> {
  if (ids.length === 0) return [];
  const rows = await viewsByIds(db).execute({ ids, ...viewerValues(viewer) });
  return rows.map((row) => ({ id: row.id, view: new JsonText<LoadView>(row.json) }));
}

/** As `loadViews`, as one JSON array. */
export async function loadViewList(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<JsonText<LoadView[]>> {
  return viewList(await loadViews(db, viewer, ids));
}

/** Views read by `loadViews` as one JSON array. */
export const viewList = (views: ReadView[]): JsonText<LoadView[]> =>
  JsonText.array(views.map(({ view }) => view));

/**
 * The view of one post as `viewer` sees it (any post may be read by id, its deal only by its
 * parties): 404 when there is no such post.
 */
export async function loadViewOf(db: DbOrTx, viewer: Viewer, id: number): Promise<JsonText<LoadView>> {
  const [row] = await viewById(db).execute({ id, ...viewerValues(viewer) });
  if (!row) throw notFound(LOAD_MESSAGES.notFound);
  return new JsonText<LoadView>(row.json);
}

/** A page of a list of posts as its answer shows it (`loadListAnswer`), as `viewer` sees them. */
export async function loadListPage(
  db: DbOrTx,
  viewer: Viewer,
  page: LoadPage,
): Promise<Written<LoadListAnswer>> {
  return { loads: await loadViewList(db, viewer, page.ids), pagination: page.pagination };
}

/** A search's hits: the views of the posts found, in their order, each with its deadhead miles. */
export async function searchHitList(
  db: DbOrTx,
  viewer: Viewer,
  hits: SearchHit[],
): Promise<JsonText<LoadSearchHit[]>> {
  if (hits.length === 0) return JsonText.array([]);
  const rows = await hitsByIds(db).execute({
    ids: hits.map((hit) => hit.id),
    deadheads: hits.map((hit) => hit.deadheadMiles),
    ...viewerValues(viewer),
  });
  return JsonText.rows<LoadSearchHit>(rows);
}
