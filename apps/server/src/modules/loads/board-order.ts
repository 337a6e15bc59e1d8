import type { BoardSort } from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type OrderKey, orderTerms } from '../../db/order-keys.ts';
import { loads } from '../../db/schema/index.ts';

/**
 * The board's orders, the one home of how each sorts (the board's list and the search share them).
 * Each leads with `stale`, fresh posts first, as each order's partial index of the board's posts
 * does (0035, 0037), so a page reads its entries in order and stops; a post without the figure
 * sorted on comes last. Ties go to the soonest pickup, then the id, so every page of one order is
 * stable.
 */
const FRESH_FIRST: OrderKey = { by: loads.stale };
const BY_PICKUP: OrderKey[] = [{ by: loads.pickupDate }, { by: loads.id }];

export const BOARD_ORDER_KEYS: Record<BoardSort | 'tripMiles', OrderKey[]> = {
  pickupDate: [FRESH_FIRST, ...BY_PICKUP],
  // Newest posted or refreshed: a refresh moves a post to the top.
  newest: [
    FRESH_FIRST,
    { by: sql`coalesce(${loads.refreshedAt}, ${loads.createdAt})`, descending: true, nullsFirst: true },
    { by: loads.id, descending: true, nullsFirst: true },
  ],
  rate: [FRESH_FIRST, { by: loads.rate, descending: true }, ...BY_PICKUP],
  ratePerRoadMile: [FRESH_FIRST, { by: loads.ratePerRoadMile, descending: true }, ...BY_PICKUP],
  // Shortest first.
  roadMiles: [FRESH_FIRST, { by: loads.roadMiles }, ...BY_PICKUP],
  // Without a search point, `distance` is the shortest straight-line trip.
  tripMiles: [FRESH_FIRST, { by: loads.distanceMiles }, ...BY_PICKUP],
};

/** The board's orders as ORDER BY terms, read from the top. */
export const BOARD_ORDER = Object.fromEntries(
  Object.entries(BOARD_ORDER_KEYS).map(([sort, keys]) => [sort, orderTerms(keys)]),
) as Record<BoardSort | 'tripMiles', SQL[]>;

/**
 * The first key of the walks nearest first and of a lane by pickup day (GiST, btree_gist's int
 * distance): fresh posts (0) before stale ones (1), on the indexes that lead with it (0035).
 */
export const FRESH_FIRST_DISTANCE = sql`((${loads.stale})::int <-> 0)`;

/**
 * The order's keys as a read that sorts a place's entries compares them: the rate as a float, whose
 * comparisons cost a fraction of a numeric's, in the same order (a rate's cents are exact in a
 * float). No index serves the order so written: only for reads that sort.
 */
export const sortedKeys = (keys: OrderKey[]): OrderKey[] =>
  keys.map((key) => (key.by === loads.rate ? { ...key, by: sql`${loads.rate}::float8` } : key));
