import type { LoadAnalytics, LoadStatus, LoadType } from '@loadboard/contracts';
import { and, eq, getTableName, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type GivenFilters, preparedByFilters, preparedByShape } from '../../db/prepared.ts';
import {
  boardLoadTallies,
  loads,
  pickupDayTallies,
  placeTallies,
  userLoadTallies,
} from '../../db/schema/index.ts';
import { tallied, talliedDollars } from '../../lib/tally-sums.ts';
import type { CountedPlace } from './places.ts';

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
  /** A place in stored locations (places.ts), at pickup (`isOrigin`) or delivery; not with an owner or dates. */
  place?: TalliedPlace | undefined;
}

export type TalliedPlace = CountedPlace & { isOrigin: boolean };

/** How many posts the scope holds. */
export async function talliedPostCount(db: DbOrTx, scope: TalliedScope): Promise<number> {
  const { ownerId, type, status, startDate, endDate, place } = scope;
  if (place) {
    if (ownerId !== undefined || startDate || endDate)
      throw new Error('the place tallies are kept per location for the whole board only');
    const [row] = await placeCount(db, ...placeShape(place, { type, status })).execute(
      placeStatementValues(place, { type, status }),
    );
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

type PlaceFilters = GivenFilters<'type' | 'status'>;

/** A place statement's shape: its end, the filters given, and whether some locations are only partly at it. */
interface PlaceShape {
  isOrigin: boolean;
  given: PlaceFilters;
  partly: boolean;
}

/** A place statement's key and shape, as `preparedByShape` takes them. */
function placeShape(
  place: TalliedPlace,
  filters: { type?: LoadType; status?: LoadStatus },
): [key: string, shape: PlaceShape] {
  const names = (['type', 'status'] as const).filter((name) => filters[name] !== undefined);
  const partly = place.partly.locations.length > 0;
  const end = place.isOrigin ? 'origin' : 'destination';
  const given = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as PlaceFilters;
  return [
    `${end} by ${names.join(', ') || 'none'}${partly ? ', partly' : ''}`,
    { isOrigin: place.isOrigin, given, partly },
  ];
}

/** A place statement's values. */
const placeStatementValues = (place: TalliedPlace, filters: { type?: LoadType; status?: LoadStatus }) => ({
  ...filters,
  locations: place.locations,
  partlyZips: place.partly.zips,
  partlyLocations: place.partly.locations,
});

/** A placeholder sent as one array of texts. */
const textArray = (name: string) => sql`${sql.param(sql.placeholder(name))}::text[]`;

/**
 * A place's rows to sum, each with its status, posts and balance: the counter rows of the stored
 * locations wholly at it, and those of the posts of the locations only partly at it, at its ZIPs,
 * summed from their entries (on the place index of their end, 0037): the ACTIVE ones and the rest
 * (no status), the figures' one distinction. Grouped by status instead, the entries were sorted by
 * it, which took longer than reading them.
 */
function placeRows({ isOrigin, given, partly }: PlaceShape): SQL {
  const counters = sql`SELECT ${placeTallies.status} AS status, ${placeTallies.posts} AS posts,
      ${placeTallies.balance} AS balance
    FROM ${placeTallies}
    WHERE ${and(
      sql`${placeTallies.location} = ANY(${textArray('locations')})`,
      eq(placeTallies.isOrigin, isOrigin),
      ...typeStatusWhere(placeTallies, given),
    )}`;
  if (!partly) return counters;
  const [zip, location] = isOrigin
    ? [loads.originZip, loads.originLocation]
    : [loads.destinationZip, loads.destinationLocation];
  const active = sql`FILTER (WHERE ${loads.status} = 'ACTIVE')`;
  return sql`${counters} UNION ALL SELECT e.status, e.posts, e.balance
    FROM (SELECT count(*)::int AS posts, (count(*) ${active})::int AS active,
        coalesce(sum(${loads.balance}), 0) AS balance, coalesce(sum(${loads.balance}) ${active}, 0) AS active_balance
      FROM ${loads}
      WHERE ${and(
        sql`${zip} = ANY(${textArray('partlyZips')})`,
        sql`${location} = ANY(${textArray('partlyLocations')})`,
        given.type ? eq(loads.loadType, given.type) : undefined,
        given.status ? eq(loads.status, given.status) : undefined,
      )}) AS s
    CROSS JOIN LATERAL (VALUES ('ACTIVE'::load_status, s.active, s.active_balance),
      (NULL, s.posts - s.active, s.balance - s.active_balance)) AS e(status, posts, balance)`;
}

/** The rows of `placeRows` under the counter table's name, so the sums above read them as its rows. */
const placeRowsTable = (shape: PlaceShape) =>
  sql`(${placeRows(shape)}) AS ${sql.identifier(getTableName(placeTallies))}`;

/** The board's posts at a place; one statement per end, set of filters, and partly places or not. */
const placeCount = preparedByShape((db, shape: PlaceShape, key) =>
  db
    .select({ total: tallied(placeTallies.posts) })
    .from(placeRowsTable(shape))
    .prepare(`place_count (${key})`),
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
    ? await placeAnalytics(db, ...placeShape(place, { type })).execute(placeStatementValues(place, { type }))
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
const placeAnalytics = preparedByShape((db, shape: PlaceShape, key) =>
  db.select(analyticsOf(placeTallies)).from(placeRowsTable(shape)).prepare(`place_analytics (${key})`),
);
