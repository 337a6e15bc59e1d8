import { and, eq, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderKey, orderTerms } from '../../db/order-keys.ts';
import { PLANNED_EACH_RUN } from '../../db/prepared.ts';
import { loads } from '../../db/schema/index.ts';
import { KeptLatest } from '../../lib/kept-latest.ts';
import { sortedKeys } from './board-order.ts';
import { atPlace, type PlaceMatch } from './places.ts';
import { talliedPostCount } from './tallies.ts';

/** Shallower pages always walk an order's index: it stops after a few thousand entries at most. */
export const DEEPEST_WALKED_OFFSET = 1000;

/** A place's entries at one end, as a statement takes them. */
type PlaceAt = Parameters<typeof atPlace>[1];

const ORIGIN = { zip: loads.originZip, location: loads.originLocation };
const DESTINATION = { zip: loads.destinationZip, location: loads.destinationLocation };

/**
 * How many entries a walk reads for each one the place's own read sorts, when a filter besides the
 * place (pickup dates, the equipment's text) keeps a share of the place's posts: the place's read
 * tests it in the index, the walk on every entry it passes.
 */
const NARROWED_WALK_COST = 4;

/**
 * Whether a deep page of the search at a place should read the place's own board entries (at either
 * end, then sorted) rather than walk an order's index past every post elsewhere. The walk reads about
 * `offset × board ÷ place` entries, more again when another filter narrows; the place's read reads
 * and sorts `place` of them, a sorted entry costing about what a walk's does in all: so the place
 * reads first while `place² < offset × board` (times NARROWED_WALK_COST when narrowed).
 */
export async function readsPlaceFirst(
  db: DbOrTx,
  place: PlaceMatch,
  offset: number,
  narrowed: boolean,
): Promise<boolean> {
  if (offset < DEEPEST_WALKED_OFFSET || place.zips.length === 0) return false;
  const board = await talliedPostCount(db, { status: 'ACTIVE' });
  const posts = await keptPlacePosts(db, place);
  return posts * posts < offset * board * (narrowed ? NARROWED_WALK_COST : 1);
}

/**
 * A place's count, kept a minute in the process: it only picks a way to read the page (both give
 * the same posts) and a minute's posts barely move it against the square root it is set against,
 * while a state's count sums the tallies of every town in it on each deep page.
 */
const PLACE_COUNT_KEPT_MS = 60_000;
const keptCounts = new KeptLatest<string, { posts: number; at: number }>(500);

async function keptPlacePosts(db: DbOrTx, place: PlaceMatch): Promise<number> {
  const key = place.name ? `name ${place.name.pattern}` : `zips ${place.zips.join(',')}`;
  const now = Date.now();
  const kept = keptCounts.get(key);
  if (kept && now - kept.at < PLACE_COUNT_KEPT_MS) return kept.posts;
  const at = (isOrigin: boolean) =>
    talliedPostCount(db, { status: 'ACTIVE', place: { isOrigin, ...place.counted } });
  // A post at both ends counts twice: the place's read reads it at each.
  const posts = (await at(true)) + (await at(false));
  keptCounts.set(key, { posts, at: now });
  return posts;
}

const keyName = (index: number) => `key_${index}`;

/** A post's id and each key of the order, named `key_<n>`, as the place's entries are sorted by. */
const keyFields = (order: OrderKey[]) => ({
  id: loads.id,
  ...Object.fromEntries(
    sortedKeys(order).map((key, index) => [keyName(index), sql`${key.by}`.as(keyName(index))]),
  ),
});

/** The order's keys as the names `keyFields` gives them, under `from` when given. */
const namedKeys = (order: OrderKey[], from?: string): OrderKey[] =>
  order.map((key, index) => ({
    ...key,
    by: from
      ? sql`${sql.identifier(from)}.${sql.identifier(keyName(index))}`
      : sql`${sql.identifier(keyName(index))}`,
  }));

/**
 * A search's page at a place read from the place's own entries: the posts picked up there, then
 * those delivered there and not picked up there too, each end on its board place index (every column
 * an order sorts by is in it), sorted by the order's keys. `where` is every other condition.
 */
export function placeFirstPage(db: DbOrTx, where: (SQL | undefined)[], place: PlaceAt, order: OrderKey[]) {
  const fields = { ...keyFields(order), deadheadMiles: sql<null>`NULL::float8`.as('deadhead_miles') };
  const pickedUp = atPlace(ORIGIN, place);
  const end = (...at: SQL[]) =>
    db
      .select(fields)
      .from(loads)
      .where(and(...where, ...at));
  return end(pickedUp)
    .unionAll(end(atPlace(DESTINATION, place), not(pickedUp)))
    .orderBy(...orderTerms(namedKeys(order)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(PLANNED_EACH_RUN);
}

/** An OFFSET of nothing: a sub-select with one is planned on its own, never merged into the query around it. */
const KEPT_APART = sql`0` as unknown as Placeholder;

/**
 * A search's page within one circle at one end: the posts of the ZIPs whose point lies in it
 * (`circleZips`: every post is written with its ZIP's point, post-input.ts, and the housekeeping
 * keeps it so), read from that end's board place index and sorted by the order's keys, as a place's
 * deep page is. Every post of the circle is read, but from entries holding every key, where the
 * circle's GiST index led to each post's row. The entries are read apart (KEPT_APART): merged with
 * the order, the planner walked the order's index past every post elsewhere to find the circle's.
 * `deadheadMiles` (of the posts' own rows) is worked out for the page's posts alone.
 */
export function circlePage(
  db: DbOrTx,
  where: (SQL | undefined)[],
  end: 'origin' | 'destination',
  order: OrderKey[],
  deadheadMiles: SQL<number> | null,
) {
  const atZips = atPlace(end === 'origin' ? ORIGIN : DESTINATION, { zips: sql.placeholder('circleZips') });
  const entries = db
    .select(keyFields(order))
    .from(loads)
    .where(and(...where, atZips))
    .offset(KEPT_APART)
    .as('entries');
  const keys = order.map((_, index) => [
    keyName(index),
    sql`${sql.identifier(keyName(index))}`.as(keyName(index)),
  ]);
  const page = db
    .select({ id: entries.id, ...Object.fromEntries(keys) })
    .from(entries)
    .orderBy(...orderTerms(namedKeys(order)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const inPageOrder = orderTerms(namedKeys(order, 'page'));
  if (!deadheadMiles)
    return db
      .select({ id: page.id, deadheadMiles: sql<null>`NULL::float8` })
      .from(page)
      .orderBy(...inPageOrder)
      .prepare(PLANNED_EACH_RUN);
  // The page's posts joined again for their points.
  return db
    .select({ id: page.id, deadheadMiles })
    .from(page)
    .innerJoin(loads, eq(loads.id, page.id))
    .orderBy(...inPageOrder)
    .prepare(PLANNED_EACH_RUN);
}
