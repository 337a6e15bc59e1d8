import { and, count, eq, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderKey, orderTerms } from '../../db/order-keys.ts';
import { PLANNED_EACH_RUN } from '../../db/prepared.ts';
import { loads } from '../../db/schema/index.ts';
import { KeptLatest } from '../../lib/kept-latest.ts';
import { atPlace, type PlaceMatch } from './places.ts';
import { talliedPostCount } from './tallies.ts';

/** Shallower pages always walk an order's index: it stops after a few thousand entries at most. */
const DEEPEST_WALKED_OFFSET = 1000;

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
 * reads first while `place² < offset × board` (times NARROWED_WALK_COST when narrowed). The place's
 * entries are counted up to where the walk would have cost less, so a wide place ('TX') stops early.
 */
export async function readsPlaceFirst(
  db: DbOrTx,
  place: PlaceMatch,
  offset: number,
  narrowed: boolean,
): Promise<boolean> {
  if (offset < DEEPEST_WALKED_OFFSET || place.zips.length === 0) return false;
  const board = await talliedPostCount(db, { status: 'ACTIVE' });
  const enough = Math.ceil(Math.sqrt(offset * board * (narrowed ? NARROWED_WALK_COST : 1)));
  return (await keptPlacePosts(db, place, enough)) < enough;
}

/**
 * A place's count, kept a minute in the process: it only picks a way to read the page (both give
 * the same posts) and a minute's posts barely move it against the square root it is set against,
 * while a state's count sums the tallies of every town in it on each deep page.
 */
const PLACE_COUNT_KEPT_MS = 60_000;
const keptCounts = new KeptLatest<string, { posts: number; most: number; at: number }>(500);

async function keptPlacePosts(db: DbOrTx, place: PlaceMatch, most: number): Promise<number> {
  const key = place.name ? `name ${place.name.pattern}` : `zips ${place.zips.join(',')}`;
  const now = Date.now();
  const kept = keptCounts.get(key);
  // A count stopped at a lower `most` says only that the place holds at least that many.
  if (kept && now - kept.at < PLACE_COUNT_KEPT_MS && (kept.posts < kept.most || kept.most >= most))
    return kept.posts;
  const posts = await placePosts(db, place, most);
  keptCounts.set(key, { posts, most, at: now });
  return posts;
}

/**
 * The board's posts at either end of the place (one at both ends counts twice): a name's from the
 * place tallies; the start of a ZIP's counted, up to `most`.
 */
async function placePosts(db: DbOrTx, place: PlaceMatch, most: number): Promise<number> {
  if (place.name) {
    const at = (isOrigin: boolean) =>
      talliedPostCount(db, { status: 'ACTIVE', place: { isOrigin, ...place.counted } });
    return (await at(true)) + (await at(false));
  }
  const atOrigin = await boardPostsAt(db, loads.originZip, place.zips, most);
  if (atOrigin >= most) return atOrigin;
  return atOrigin + (await boardPostsAt(db, loads.destinationZip, place.zips, most - atOrigin));
}

/** The board's posts with one end in the ZIPs, counted up to `most` (its count index, 0039). */
async function boardPostsAt(db: DbOrTx, zip: AnyPgColumn, zips: string[], most: number): Promise<number> {
  const some = db
    .select({ id: loads.id })
    .from(loads)
    .where(
      and(
        eq(loads.status, 'ACTIVE'),
        eq(loads.underReview, false),
        sql`${zip} = ANY(${sql.param(zips)}::text[])`,
      ),
    )
    .limit(most)
    .as('some');
  const [row] = await db.select({ posts: count() }).from(some);
  return row?.posts ?? 0;
}

/**
 * A key as the place's entries are sorted by: the rate as a float, whose comparisons cost a fraction
 * of a numeric's, in the same order (a rate's cents are exact in a float).
 */
const sortedAs = (by: OrderKey['by']): SQL => (by === loads.rate ? sql`${loads.rate}::float8` : sql`${by}`);

/**
 * A search's page at a place read from the place's own entries: the posts picked up there, then
 * those delivered there and not picked up there too, each end on its board place index (every column
 * an order sorts by is in it), sorted by the order's keys. `where` is every other condition.
 */
export function placeFirstPage(db: DbOrTx, where: (SQL | undefined)[], place: PlaceAt, order: OrderKey[]) {
  const keyName = (index: number) => `key_${index}`;
  const fields = {
    id: loads.id,
    deadheadMiles: sql<null>`NULL::float8`.as('deadhead_miles'),
    ...Object.fromEntries(order.map((key, index) => [keyName(index), sortedAs(key.by).as(keyName(index))])),
  };
  const pickedUp = atPlace(ORIGIN, place);
  const end = (...at: SQL[]) =>
    db
      .select(fields)
      .from(loads)
      .where(and(...where, ...at));
  return end(pickedUp)
    .unionAll(end(atPlace(DESTINATION, place), not(pickedUp)))
    .orderBy(
      ...orderTerms(order.map((key, index) => ({ ...key, by: sql`${sql.identifier(keyName(index))}` }))),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(PLANNED_EACH_RUN);
}
