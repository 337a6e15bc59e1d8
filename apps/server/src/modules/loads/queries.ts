import {
  BOARD_SORTS,
  type BoardSort,
  type LoadAnalytics,
  type LoadStatus,
  type LoadType,
  type Pagination,
} from '@loadboard/contracts';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { afterCursor, type KeysetCursor, keyTexts, type OrderKey, orderTerms } from '../../db/order-keys.ts';
import {
  type GivenFilters,
  PLANNED_EACH_RUN,
  preparedByFilters,
  preparedByShape,
  type ValuesOrPlaceholders,
} from '../../db/prepared.ts';
import { preparedValueByKey } from '../../db/prepared-row.ts';
import { loads } from '../../db/schema/index.ts';
import { together } from '../../db/together.ts';
import { pageOffset, pageWithCount } from '../../lib/pagination.ts';
import { BOARD_ORDER_KEYS, sortedKeys } from './board-order.ts';
import { atPlace, type PlaceMatch, placeMatches, placeValues } from './places.ts';
import { isAdmin, listableTo, privacyNarrows, type Viewer } from './privacy.ts';
import { DEEPEST_WALKED_OFFSET } from './search-at-place.ts';
import { talliedBoardAnalytics, talliedPostCount } from './tallies.ts';

/** A page of a list of posts: their ids in the list's order, and its pagination block. */
export interface LoadPage {
  ids: number[];
  pagination: Pagination;
}

export type LoadRow = typeof loads.$inferSelect;
export type NewLoadRow = typeof loads.$inferInsert;

/** The filters the load lists share; every one is optional. */
export interface LoadFilters {
  ownerId?: number;
  type?: LoadType;
  status?: LoadStatus;
  /** Part of the pickup location ('chica', 'Chicago, IL'), or the start of its ZIP when digits. */
  origin?: string;
  destination?: string;
  /** Pickup date range, both ends included (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
  /** Avail. Loads: a post under review is off it for every viewer, the admin too (reports). */
  board?: boolean;
}

/** The filters with each place as what it means (places.ts): the ZIPs, and for a name, its pattern. */
interface PlacedFilters extends Omit<LoadFilters, 'origin' | 'destination'> {
  origin?: PlaceMatch | undefined;
  destination?: PlaceMatch | undefined;
}

/** The filters with their places looked up (an empty place is none). */
async function placed(db: DbOrTx, filters: LoadFilters): Promise<PlacedFilters> {
  const { origin, destination, ...rest } = filters;
  const [from, to] = await placeMatches(db, [origin, destination]);
  return { ...rest, origin: from, destination: to };
}

/**
 * The filters as the conditions take them, each a value or a statement's placeholder: the start of
 * a ZIP as its first and last ZIP, any other place as its set of ZIPs (sent as one array, tested
 * against a hashed set), and when some of its ZIPs were renamed, those ZIPs and its name's ILIKE
 * pattern (places.ts).
 */
interface LoadFilterValues {
  /** Set to leave out the posts under review (reports), which only their owner and the admin list. */
  reviewed?: true;
  ownerId?: number;
  type?: LoadType;
  status?: LoadStatus;
  originZips?: string[];
  originMixedZips?: string[];
  originName?: string;
  originFirstZip?: string;
  originLastZip?: string;
  destinationZips?: string[];
  destinationMixedZips?: string[];
  destinationName?: string;
  destinationFirstZip?: string;
  destinationLastZip?: string;
  startDate?: string;
  endDate?: string;
}

/** A place's values under one end's names. */
function endValues(place: PlaceMatch | undefined, end: 'origin' | 'destination', filters: PlacedFilters) {
  if (!place) return {};
  const { zips, mixedZips, pattern, firstZip, lastZip } = placeValues(place, filters);
  return {
    [`${end}Zips`]: zips,
    [`${end}MixedZips`]: mixedZips,
    [`${end}Name`]: pattern,
    [`${end}FirstZip`]: firstZip,
    [`${end}LastZip`]: lastZip,
  };
}

/** The filters as values; an empty one is no filter. */
function filterValues(filters: PlacedFilters): LoadFilterValues {
  return {
    ownerId: filters.ownerId,
    type: filters.type || undefined,
    status: filters.status || undefined,
    ...endValues(filters.origin, 'origin', filters),
    ...endValues(filters.destination, 'destination', filters),
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
}

/** The condition of one end's place, when given: its span of ZIPs, or its ZIPs (and name). */
function atEnd(
  f: ValuesOrPlaceholders<LoadFilterValues>,
  end: 'origin' | 'destination',
  columns: Parameters<typeof atPlace>[0],
): SQL | undefined {
  const firstZip = f[`${end}FirstZip` as const];
  const lastZip = f[`${end}LastZip` as const];
  const zips = f[`${end}Zips` as const];
  if (firstZip !== undefined && lastZip !== undefined) return atPlace(columns, { firstZip, lastZip });
  if (zips === undefined) return undefined;
  return atPlace(columns, {
    zips,
    mixedZips: f[`${end}MixedZips` as const],
    pattern: f[`${end}Name` as const],
  });
}

/** The conditions of the given filters. */
function matchingLoads(f: ValuesOrPlaceholders<LoadFilterValues>): SQL | undefined {
  return and(
    f.reviewed === undefined ? undefined : eq(loads.underReview, false),
    f.ownerId === undefined ? undefined : eq(loads.ownerId, f.ownerId),
    f.type === undefined ? undefined : eq(loads.loadType, f.type),
    f.status === undefined ? undefined : eq(loads.status, f.status),
    atEnd(f, 'origin', { zip: loads.originZip, location: loads.originLocation }),
    atEnd(f, 'destination', { zip: loads.destinationZip, location: loads.destinationLocation }),
    f.startDate === undefined ? undefined : gte(loads.pickupDate, f.startDate),
    f.endDate === undefined ? undefined : lte(loads.pickupDate, f.endDate),
  );
}

/** The conditions of the filters, their places looked up. */
export async function loadFilterWhere(db: DbOrTx, filters: LoadFilters): Promise<SQL | undefined> {
  return matchingLoads(filterValues(await placed(db, filters)));
}

/** Newest post first (My Loads, the dashboards, the admin's list), or one of the board's orders. */
export type LoadOrder = 'newest' | { board: BoardSort };

/** What a list of posts asks for: the posts matching the filters, in an order, one page of them. */
export interface LoadListing {
  filters: LoadFilters;
  order: LoadOrder;
  page: number;
  limit: number;
}
const NEWEST_KEYS: OrderKey[] = [
  { by: loads.createdAt, descending: true, nullsFirst: true },
  { by: loads.id, descending: true, nullsFirst: true },
];
const orderKeys = (order: LoadOrder): OrderKey[] =>
  order === 'newest' ? NEWEST_KEYS : BOARD_ORDER_KEYS[order.board];
/** The list's ORDER BY, its keys as a sort compares them when `sorted` (a lane's deep page). */
const orderBy = (order: LoadOrder, backward: boolean, sorted: boolean): SQL[] =>
  orderTerms(sorted ? sortedKeys(orderKeys(order)) : orderKeys(order), backward);

/** A list's filters as its statements take them, with the viewer whose deals it may show (privacy.ts). */
type ListValues = LoadFilterValues & { viewerId?: number };
type GivenList = GivenFilters<keyof ListValues>;

/**
 * The viewer's id when privacy narrows the list: not on one's own posts (all of them one's own to
 * list), nor for an admin, nor on a list of ACTIVE posts. Posts under review are left out of lists
 * of others' posts, except the admin's, who reviews them; the board leaves them out for the admin too.
 */
function listValues(viewer: Viewer, filters: PlacedFilters): ListValues {
  const others = filters.ownerId !== viewer.id;
  const narrowed = others && privacyNarrows(viewer, filters.status);
  return {
    ...filterValues(filters),
    ...(others && (filters.board || !isAdmin(viewer)) ? { reviewed: true as const } : {}),
    viewerId: narrowed ? viewer.id : undefined,
  };
}

const listedWhere = (given: ValuesOrPlaceholders<ListValues>) =>
  and(matchingLoads(given), given.viewerId ? listableTo(given.viewerId) : undefined);

/** The conditions of a list: the posts matching the filters that `viewer` may list (privacy.ts). */
export async function listedLoadsWhere(
  db: DbOrTx,
  viewer: Viewer,
  filters: LoadFilters,
): Promise<SQL | undefined> {
  return listedWhere(listValues(viewer, await placed(db, filters)));
}

/**
 * A page's ids in the list's order, read from the index that serves it, so the rows skipped to reach
 * a deep page are index entries, not whole posts with their owner and request counts (page 500 of
 * the board skips 4,990 entries of loads_board_pickup_idx, about a millisecond, instead of building
 * 4,990 views); the answer then reads the views of just those ids (view.ts). Prepared, one statement per
 * order and set of given filters, so no request builds its SQL (Drizzle building it was about half
 * of Drizzle's part of a board page); planned for each run's values, as one owner may have 155,221
 * posts and another ten.
 */
const pageIdsIn = (order: LoadOrder, backward: boolean, sorted: boolean) =>
  preparedByFilters((db, given: GivenList) =>
    db
      .select({ id: loads.id })
      .from(loads)
      .where(listedWhere(given))
      .orderBy(...orderBy(order, backward, sorted))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(PLANNED_EACH_RUN),
  );
/** Each list's statements, read from the top and from the end; and as a lane's deep page sorts. */
const eachWay = (order: LoadOrder) => ({
  forward: pageIdsIn(order, false, false),
  backward: pageIdsIn(order, true, false),
  sorted: pageIdsIn(order, false, true),
});
const NEWEST_PAGE_IDS = eachWay('newest');
const BOARD_PAGE_IDS = Object.fromEntries(
  BOARD_SORTS.map((sort) => [sort, eachWay({ board: sort })]),
) as Record<BoardSort, typeof NEWEST_PAGE_IDS>;

/** The matching rows counted through their indexes, where no tally answers (`countPlaced`). */
const listedCount = preparedByFilters((db, given: GivenList) =>
  db.select({ total: count() }).from(loads).where(listedWhere(given)).prepare(PLANNED_EACH_RUN),
);

/**
 * One page of the posts matching the filters that `viewer` may list (privacy.ts), as their ids in the
 * list's order, and how many there are.
 */
export async function listLoadIds(
  db: DbOrTx,
  viewer: Viewer,
  listing: LoadListing,
): Promise<{ ids: number[]; totalItems: number }> {
  const filters = await placed(db, listing.filters);
  const count = () => countPlaced(db, viewer, filters);
  // A lane's or a place's count by pickup days reads the place's entries, as a deep page of such a
  // narrow list does (sorting them beats walking an order's index): the two go at once rather than
  // one after the other. A wider list waits for its count, to read a deep page from its nearer end.
  const narrow =
    (filters.origin && filters.destination) ||
    ((filters.origin || filters.destination) && (filters.startDate || filters.endDate));
  if (narrow && !tallies(viewer, filters)) {
    const [totalItems, ids] = await together(db, [
      count,
      () => pageIdsOf(db, viewer, { ...listing, filters }),
    ]);
    return { ids, totalItems };
  }
  const { rows, totalItems } = await pageWithCount(
    db,
    listing.page,
    listing.limit,
    count,
    (totalItems) => pageIdsOf(db, viewer, { ...listing, filters }, totalItems),
    [],
  );
  return { ids: rows, totalItems };
}

/**
 * The ids of the next `size` posts under `where` in the list's order after `cursor` (keyset paging,
 * for an export: each batch starts where the last stopped, never skipping the posts before it).
 */
export async function loadIdsAfter(
  db: DbOrTx,
  where: SQL | undefined,
  order: LoadOrder,
  cursor: KeysetCursor | null,
  size: number,
): Promise<{ ids: number[]; cursor: KeysetCursor | null }> {
  const keys = orderKeys(order);
  const rows = await db
    .select({ id: loads.id, key: keyTexts(keys) })
    .from(loads)
    .where(and(where, cursor ? afterCursor(keys, cursor) : undefined))
    .orderBy(...orderTerms(keys))
    .limit(size);
  const last = rows.at(-1);
  return { ids: rows.map((row) => row.id), cursor: last && rows.length === size ? last.key : null };
}

/** The ids of one page of the posts matching the filters that `viewer` may list, without their count. */
export async function listedPageIds(db: DbOrTx, viewer: Viewer, listing: LoadListing): Promise<number[]> {
  return pageIdsOf(db, viewer, { ...listing, filters: await placed(db, listing.filters) });
}

/**
 * A page's ids. Given the list's count, a page in its second half is read from the end, backward,
 * and turned round: the last page of the board skips a few entries instead of half a million. A
 * lane's deep page sorts the lane's entries (a walk of an order's index would pass every post
 * elsewhere), so its keys go as a sort compares them fastest.
 */
async function pageIdsOf(
  db: DbOrTx,
  viewer: Viewer,
  { filters, order, page, limit }: Omit<LoadListing, 'filters'> & { filters: PlacedFilters },
  totalItems?: number,
): Promise<number[]> {
  const values = listValues(viewer, filters);
  const pageIds = order === 'newest' ? NEWEST_PAGE_IDS : BOARD_PAGE_IDS[order.board];
  const offset = pageOffset(page, limit);
  if (filters.origin && filters.destination && offset >= DEEPEST_WALKED_OFFSET) {
    const rows = await pageIds.sorted(db, values).execute({ ...values, limit, offset });
    return rows.map((row) => row.id);
  }
  if (totalItems !== undefined && offset > totalItems / 2) {
    // The page's entries, counted from the end: [totalItems - offset - limit, totalItems - offset).
    const fromEnd = totalItems - offset - limit;
    const rows = await pageIds.backward(db, values).execute({
      ...values,
      limit: fromEnd < 0 ? limit + fromEnd : limit,
      offset: Math.max(fromEnd, 0),
    });
    return rows.map((row) => row.id).reverse();
  }
  const rows = await pageIds.forward(db, values).execute({ ...values, limit, offset });
  return rows.map((row) => row.id);
}

/**
 * How many posts a list shows. When the viewer's privacy narrows nothing further and the filters are
 * ones the database keeps counts for (tallies.ts): an owner, a type, a status, and on the whole board
 * either pickup dates or one place, the answer is a sum of a few counter rows: the board's ACTIVE
 * posts, My Loads, the admin's every post, the board from 'Chicago' or from '6'. Counting half a
 * million ACTIVE rows instead would read them all. Other combinations (two places, a place with
 * dates, dates on one owner's posts) count the entries of the places' ZIPs or of the owner's posts.
 */
async function countPlaced(db: DbOrTx, viewer: Viewer, filters: PlacedFilters): Promise<number> {
  const { origin, destination } = filters;
  const place = origin ?? destination;
  const values = listValues(viewer, filters);
  if (tallies(viewer, filters)) {
    const scope = { ...filters, place: place && { isOrigin: origin !== undefined, ...place.counted } };
    const total = await talliedPostCount(db, scope);
    return values.reviewed ? total - (await countUnderReview(db, filters)) : total;
  }
  const [row] = await listedCount(db, values).execute({ ...values });
  return row?.total ?? 0;
}

/** Whether the database keeps the list's count (`countPlaced`). */
function tallies(viewer: Viewer, filters: PlacedFilters): boolean {
  const { ownerId, origin, destination } = filters;
  const dates = Boolean(filters.startDate || filters.endDate);
  const place = origin ?? destination;
  return (
    listValues(viewer, filters).viewerId === undefined &&
    !(origin && destination) &&
    !(place && (dates || ownerId !== undefined)) &&
    !(dates && ownerId !== undefined)
  );
}

/**
 * The posts under review matching the filters, which the tallies count and a list of others' posts
 * leaves out: a few rows on their partial index, whatever the board's size.
 */
async function countUnderReview(db: DbOrTx, filters: PlacedFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(loads)
    .where(and(eq(loads.underReview, true), matchingLoads(filterValues(filters))));
  return row?.total ?? 0;
}

/**
 * Counts and balances of the matching posts (every status counted). Over the whole board, by type
 * and pickup dates at most, or by type at one place ('Chicago', 'TX', '7'), they are the database's
 * tallies (tallies.ts). Otherwise (a lane, a place with dates), one aggregate over the rows the
 * filters' indexes find.
 */
export async function loadAnalytics(db: DbOrTx, filters: LoadFilters): Promise<LoadAnalytics> {
  const { origin, destination, ownerId, status } = filters;
  if (!origin && !destination && ownerId === undefined && !status) return talliedBoardAnalytics(db, filters);
  const located = await placed(db, filters);
  const place = located.origin ?? located.destination;
  const dates = Boolean(filters.startDate || filters.endDate);
  if (ownerId === undefined && !status && !dates && !(located.origin && located.destination) && place) {
    const isOrigin = located.origin !== undefined;
    return talliedBoardAnalytics(db, { type: filters.type, place: { isOrigin, ...place.counted } });
  }
  return aggregatedAnalytics(db, located);
}

/** The analytics of the posts the filters' indexes find, aggregated. */
async function aggregatedAnalytics(db: DbOrTx, filters: PlacedFilters): Promise<LoadAnalytics> {
  const [row] = await db
    .select({
      totalLoads: sql<number>`count(*)::int`,
      activeLoads: sql<number>`(count(*) FILTER (WHERE ${loads.status} = 'ACTIVE'))::int`,
      totalBalance: sql<number>`coalesce(sum(${loads.balance}), 0)`.mapWith(Number),
      averageBalance: sql<number>`coalesce(round(avg(${loads.balance}), 2), 0)`.mapWith(Number),
    })
    .from(loads)
    .where(matchingLoads(filterValues(filters)));
  return row ?? { totalLoads: 0, activeLoads: 0, totalBalance: 0, averageBalance: 0 };
}

/** Asked before every change of a post and every look at its requests, hence prepared. */
export const findLoadOwnerId = preparedValueByKey(loads, loads.ownerId, loads.id, 'load_owner');

/**
 * The load, row-locked until the transaction ends: `update` for a change of the load (so a check and
 * its write cannot be split by a concurrent change), `share` to keep it as it is while something
 * depends on it (a request being filed).
 */
export async function lockLoad(
  tx: Tx,
  id: number,
  strength: 'update' | 'share',
): Promise<LoadRow | undefined> {
  const [row] = await tx.select().from(loads).where(eq(loads.id, id)).for(strength);
  return row;
}

/** What a new post's insert answers: its id and what its activity row names it by. */
export type InsertedLoad = Pick<
  LoadRow,
  'id' | 'loadType' | 'originLocation' | 'destinationLocation' | 'pickupDate'
>;

type LoadColumnName = keyof NewLoadRow & keyof typeof loads._.columns;

/** Each set of columns' statement name: PostgreSQL keeps 63 bytes of a name, fewer than the list. */
const insertNames = new Map<string, string>();
const insertNameOf = (key: string): string => {
  let name = insertNames.get(key);
  if (name === undefined) {
    name = `insert_load_${insertNames.size + 1}`;
    insertNames.set(key, name);
  }
  return name;
};

/**
 * The insert of a new post, built once for each set of columns given (a form's type gives one or
 * two): Drizzle building it anew for every post was a good part of posting's own CPU.
 */
const insertStatement = preparedByShape((db, columns: LoadColumnName[], key) =>
  db
    .insert(loads)
    .values(
      Object.fromEntries(columns.map((name) => [name, sql.placeholder(name)])) as PgInsertValue<typeof loads>,
    )
    .returning({
      id: loads.id,
      loadType: loads.loadType,
      originLocation: loads.originLocation,
      destinationLocation: loads.destinationLocation,
      pickupDate: loads.pickupDate,
    })
    .prepare(insertNameOf(key)),
);

export async function insertLoad(tx: DbOrTx, values: NewLoadRow): Promise<InsertedLoad> {
  // An undefined value is left to its column's default, as Drizzle leaves it.
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const columns = Object.keys(given).sort() as LoadColumnName[];
  const [row] = await insertStatement(tx, columns.join(', '), columns).execute(given);
  if (!row) throw new Error('The load insert returned no row');
  return row;
}

export async function updateLoadById(
  tx: DbOrTx,
  id: number,
  values: Partial<Omit<NewLoadRow, 'id' | 'ownerId' | 'loadType' | 'createdAt'>>,
): Promise<void> {
  await tx.update(loads).set(values).where(eq(loads.id, id));
}

/**
 * Marks stale the ACTIVE posts neither posted nor refreshed since `before`, on the newest order's
 * index (the fresh ones from their oldest). Answers how many turned stale.
 */
export async function markPostsStale(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(loads)
    .set({ stale: true })
    .where(
      and(
        eq(loads.status, 'ACTIVE'),
        eq(loads.stale, false),
        sql`coalesce(${loads.refreshedAt}, ${loads.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: loads.id });
  return rows.length;
}

/** Deletes the load; its requests go with it (ON DELETE CASCADE). */
export async function deleteLoadById(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(loads).where(eq(loads.id, id));
}

/** ACTIVE posts whose pickup date is before `cutoff` become CANCELLED; answers their ids. */
export async function cancelActiveLoadsPickedUpBefore(tx: DbOrTx, cutoff: string): Promise<number[]> {
  const rows = await tx
    .update(loads)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(loads.status, 'ACTIVE'), lt(loads.pickupDate, cutoff)))
    .returning({ id: loads.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A ZIP as stored on a post: the ZIP and the location text and coordinates saved with it. */
export interface StoredPlace {
  zip: string;
  location: string;
  lat: number;
  lng: number;
}

/** Every distinct stored (ZIP, location, coordinates) of pickups and deliveries: few, even on a big board. */
export async function distinctStoredPlaces(tx: DbOrTx): Promise<StoredPlace[]> {
  const origins = tx
    .selectDistinct({
      zip: loads.originZip,
      location: loads.originLocation,
      lat: loads.originLat,
      lng: loads.originLng,
    })
    .from(loads);
  const destinations = tx
    .selectDistinct({
      zip: loads.destinationZip,
      location: loads.destinationLocation,
      lat: loads.destinationLat,
      lng: loads.destinationLng,
    })
    .from(loads);
  return [...(await origins), ...(await destinations)];
}

export type LoadPlaces = Pick<
  LoadRow,
  | 'id'
  | 'originZip'
  | 'originLocation'
  | 'originLat'
  | 'originLng'
  | 'destinationZip'
  | 'destinationLocation'
  | 'destinationLat'
  | 'destinationLng'
  | 'distanceMiles'
>;

/** The places of the posts that start or end at one of `zips`. */
export async function loadPlacesAtZips(tx: DbOrTx, zips: string[]): Promise<LoadPlaces[]> {
  if (zips.length === 0) return [];
  return tx
    .select({
      id: loads.id,
      originZip: loads.originZip,
      originLocation: loads.originLocation,
      originLat: loads.originLat,
      originLng: loads.originLng,
      destinationZip: loads.destinationZip,
      destinationLocation: loads.destinationLocation,
      destinationLat: loads.destinationLat,
      destinationLng: loads.destinationLng,
      distanceMiles: loads.distanceMiles,
    })
    .from(loads)
    .where(or(inArray(loads.originZip, zips), inArray(loads.destinationZip, zips)))
    .orderBy(asc(loads.id));
}

/** The ZIP pairs of posts still without road miles (on the partial index of those posts). */
export async function zipPairsWithoutRoadMiles(tx: DbOrTx): Promise<{ from: string; to: string }[]> {
  return tx
    .selectDistinct({ from: loads.originZip, to: loads.destinationZip })
    .from(loads)
    .where(isNull(loads.roadMiles));
}

/** Gives the posts of a ZIP pair still without road miles theirs; answers how many. */
export async function fillRoadMiles(tx: DbOrTx, from: string, to: string, miles: number): Promise<number> {
  const rows = await tx
    .update(loads)
    .set({ roadMiles: miles })
    .where(and(eq(loads.originZip, from), eq(loads.destinationZip, to), isNull(loads.roadMiles)))
    .returning({ id: loads.id });
  return rows.length;
}
