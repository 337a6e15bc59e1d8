import type { BoardSort } from '@loadboard/contracts';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { loads, ratePerRoadMile } from '../../db/schema/index.ts';

/**
 * The board's orders, the one home of how each sorts (the board's list and the search share them).
 * Each leads with `stale`, fresh posts first, as each order's partial index of ACTIVE posts does
 * (0035), so a page reads its entries in order and stops; a post without the figure sorted on comes
 * last. Ties go to the soonest pickup, then the id, so every page of one order is stable.
 */
const FRESH_FIRST = asc(loads.stale);
const BY_PICKUP = [asc(loads.pickupDate), asc(loads.id)];

export const BOARD_ORDER: Record<BoardSort | 'tripMiles', SQL[]> = {
  pickupDate: [FRESH_FIRST, ...BY_PICKUP],
  // Newest posted or refreshed: a refresh moves a post to the top.
  newest: [FRESH_FIRST, sql`coalesce(${loads.refreshedAt}, ${loads.createdAt}) DESC`, desc(loads.id)],
  rate: [FRESH_FIRST, sql`${loads.rate} DESC NULLS LAST`, ...BY_PICKUP],
  ratePerRoadMile: [FRESH_FIRST, sql`${ratePerRoadMile(loads)} DESC NULLS LAST`, ...BY_PICKUP],
  // Shortest first; ascending puts nulls last.
  roadMiles: [FRESH_FIRST, asc(loads.roadMiles), ...BY_PICKUP],
  // Without a search point, `distance` is the shortest straight-line trip.
  tripMiles: [FRESH_FIRST, asc(loads.distanceMiles), ...BY_PICKUP],
};

/**
 * The first key of the walks nearest first and of a lane by pickup day (GiST, btree_gist's int
 * distance): fresh posts (0) before stale ones (1), on the indexes that lead with it (0035).
 */
export const FRESH_FIRST_DISTANCE = sql`((${loads.stale})::int <-> 0)`;
