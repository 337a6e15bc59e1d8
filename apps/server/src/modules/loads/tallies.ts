import type { LoadAnalytics, LoadStatus, LoadType } from '@loadboard/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type GivenFilters, preparedByFilters } from '../../db/prepared.ts';
import { boardLoadTallies, pickupDayTallies, placeTallies, userLoadTallies } from '../../db/schema/index.ts';
import { tallied, talliedDollars } from '../../lib/tally-sums.ts';

/*
 * Counts of posts the database keeps ahead (db/schema/tallies.ts): statement triggers on loads
 * (migrations 0014, 0019, 0020 and 0048) change the counter rows in the transaction of every insert,
 * update and delete, so these read a few rows whatever the size of the board. The callers
 * (queries.ts) decide when a question is one the tallies can answer.
 */

export interface TalliedScope {
  ownerId?: number;
  type?: LoadType;
  status?: LoadStatus;
  /** Pickup dates, both ends included; not with an owner or a place (the pickup days are the board's). */
  startDate?: string;
  endDate?: string;
  /**
   * The stored locations a place's name matches (places.ts), at pickup (`isOrigin`) or delivery;
   * not with an owner or dates.
   */
  place?: { isOrigin: boolean; locations: string[] } | undefined;
}

/** How many posts the scope holds. */
export async function talliedPostCount(db: DbOrTx, scope: TalliedScope): Promise<number> {
  const { ownerId, type, status, startDate, endDate, place } = scope;
  if (place) {
    if (ownerId !== undefined || startDate || endDate)
      throw new Error('the place tallies are kept per location for the whole board only');
    const [row] = await placeCount(db, { type, status }).execute({
      type,
      status,
      isOrigin: place.isOrigin,
      locations: place.locations,
    });
    return row?.total ?? 0;
  }
  if (startDate || endDate) {
    if (ownerId !== undefined) throw new Error('the pickup-day tallies are kept for the whole board only');
    const given = { type, status, startDate: startDate || undefined, endDate: endDate || undefined };
    const [row] = await pickupDayCount(db, given).execute(given);
    return row?.total ?? 0;
  }
  const [row] =
    ownerId !== undefined
      ? await ownedCount(db, { type, status }).execute({ ownerId, type, status })
      : await boardCount(db, { type, status }).execute({ type, status });
  return row?.total ?? 0;
}

/** The type and status conditions on a tally table, of the filters a statement is built for. */
function typeStatusWhere(
  table: typeof userLoadTallies | typeof boardLoadTallies | typeof pickupDayTallies | typeof placeTallies,
  given: GivenFilters<'type' | 'status'>,
) {
  return [
    given.type ? eq(table.loadType, given.type) : undefined,
    given.status ? eq(table.status, given.status) : undefined,
  ];
}

/** The pickup-day tallies' rows between the dates given, both ends included. */
const pickupDaysWhere = (given: GivenFilters<'startDate' | 'endDate'>) => [
  given.startDate ? gte(pickupDayTallies.pickupDate, given.startDate) : undefined,
  given.endDate ? lte(pickupDayTallies.pickupDate, given.endDate) : undefined,
];

// My Loads and the board count on every page, hence prepared, one statement per set of filters.
const ownedCount = preparedByFilters((db, given: GivenFilters<'type' | 'status'>, shape) =>
  db
    .select({ total: tallied(userLoadTallies.owned) })
    .from(userLoadTallies)
    .where(
      and(eq(userLoadTallies.userId, sql.placeholder('ownerId')), ...typeStatusWhere(userLoadTallies, given)),
    )
    .prepare(`owned_count (${shape})`),
);
const boardCount = preparedByFilters((db, given: GivenFilters<'type' | 'status'>, shape) =>
  db
    .select({ total: tallied(boardLoadTallies.posts) })
    .from(boardLoadTallies)
    .where(and(...typeStatusWhere(boardLoadTallies, given)))
    .prepare(`board_count (${shape})`),
);

/** The place tallies' rows of the locations given, at pickup or at delivery (`isOrigin`). */
const placeWhere = () => [
  sql`${placeTallies.location} = ANY(${sql.param(sql.placeholder('locations'))}::text[])`,
  eq(placeTallies.isOrigin, sql.placeholder('isOrigin')),
];

/**
 * The board's posts at a place: the counter rows of the stored locations its name matches, at
 * pickup or at delivery (`isOrigin`); one statement per set of filters.
 */
const placeCount = preparedByFilters((db, given: GivenFilters<'type' | 'status'>, shape) =>
  db
    .select({ total: tallied(placeTallies.posts) })
    .from(placeTallies)
    .where(and(...placeWhere(), ...typeStatusWhere(placeTallies, given)))
    .prepare(`place_count (${shape})`),
);
/** The board's posts picked up between the dates given: one statement per set of filters. */
const pickupDayCount = preparedByFilters(
  (db, given: GivenFilters<'type' | 'status' | 'startDate' | 'endDate'>, shape) =>
    db
      .select({ total: tallied(pickupDayTallies.posts) })
      .from(pickupDayTallies)
      .where(and(...pickupDaysWhere(given), ...typeStatusWhere(pickupDayTallies, given)))
      .prepare(`pickup_day_count (${shape})`),
);

/**
 * The analytics strip of the whole board, every status counted: of one type and pickup dates when
 * given, or of one type at one place's name (not with dates).
 */
export async function talliedBoardAnalytics(
  db: DbOrTx,
  { type, startDate, endDate, place }: Pick<TalliedScope, 'type' | 'startDate' | 'endDate' | 'place'>,
): Promise<LoadAnalytics> {
  if (place && (startDate || endDate))
    throw new Error('the place tallies are kept for every pickup date together');
  const [row] = place
    ? await placeAnalytics(db, { type }).execute({
        type,
        isOrigin: place.isOrigin,
        locations: place.locations,
      })
    : await boardAnalytics(db, { type, startDate, endDate }).execute({ type, startDate, endDate });
  return row ?? { totalLoads: 0, activeLoads: 0, totalBalance: 0, averageBalance: 0 };
}

/** The strip's figures summed over a tally table's rows. */
const analyticsOf = (t: typeof boardLoadTallies | typeof pickupDayTallies | typeof placeTallies) => ({
  totalLoads: tallied(t.posts),
  activeLoads: tallied(t.posts, sql`${t.status} = 'ACTIVE'`),
  totalBalance: talliedDollars(t.balance),
  // avg() of every balance, as their sum over the posts.
  averageBalance: sql<number>`coalesce(round(sum(${t.balance}) / nullif(sum(${t.posts}), 0), 2), 0)`.mapWith(
    Number,
  ),
});

// The strip above the board, asked with every visit to it: prepared, one statement per set of filters.
const boardAnalytics = preparedByFilters(
  (db, given: GivenFilters<'type' | 'startDate' | 'endDate'>, shape) => {
    const byDay = Boolean(given.startDate || given.endDate);
    const t = byDay ? pickupDayTallies : boardLoadTallies;
    return db
      .select(analyticsOf(t))
      .from(t)
      .where(and(given.type ? eq(t.loadType, given.type) : undefined, ...pickupDaysWhere(given)))
      .prepare(`board_analytics (${shape})`);
  },
);
const placeAnalytics = preparedByFilters((db, given: GivenFilters<'type'>, shape) =>
  db
    .select(analyticsOf(placeTallies))
    .from(placeTallies)
    .where(and(...placeWhere(), given.type ? eq(placeTallies.loadType, given.type) : undefined))
    .prepare(`place_analytics (${shape})`),
);
