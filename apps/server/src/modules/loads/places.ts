import { and, gte, ilike, like, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { postPlaces, postPlacesVersion } from '../../db/schema/index.ts';
import { KeptLatest } from '../../lib/kept-latest.ts';
import { containing } from '../../lib/like-pattern.ts';

/** A ZIP's digits (ZIP_PATTERN). */
const ZIP_LENGTH = 5;

/** Digits are the start of a ZIP ('606'); anything else is part of a location's name. */
const isZipPrefix = (text: string) => /^\d{1,5}$/.test(text);

/**
 * What a place filter means, as the lists read it: the ZIPs whose posts are all at the place, and
 * for a name, the ZIPs some of whose posts carry another name (a place renamed since), whose
 * entries are then matched on the name too.
 */
export interface PlaceMatch {
  zips: string[];
  /** Set for a name ('chica', 'Chicago, IL', ', TX'); not for the start of a ZIP. */
  name?: {
    pattern: string;
    /** ZIPs also written with a location that does not hold it; usually none. */
    mixedZips: string[];
  };
  /** The place as the place tallies, kept per stored location, count it. */
  counted: CountedPlace;
  /**
   * Set for the start of a ZIP: the first and last ZIPs it spans ('60000' to '69999' for '6'), every
   * ZIP being five digits. The statements read the span as one range of each index on a ZIP, where
   * the set of its ZIPs (hundreds under one digit) took a descent of the index for each.
   */
  span?: { first: string; last: string };
}

/**
 * A place in stored locations: those whose every post is at the place (all of a name's; a
 * town wholly inside the start of a ZIP), and those only partly at it (a town whose ZIPs
 * straddle the start of a ZIP given) with their ZIPs that are at it, whose posts are counted
 * from their entries.
 */
export interface CountedPlace {
  locations: string[];
  partly: { zips: string[]; locations: string[] };
}

/**
 * The places filters' texts mean (none for an empty text), from post_places (every ZIP and location text posts were ever
 * written with, a few thousand rows): the start of a ZIP when digits ('606' finds 60601), else any
 * part of the location text in any case. Kept in the process while post_places holds the same rows
 * (its version, drawn anew with each new place, 0053): matching a short name ('TX') tests every
 * row's text, on every list, count and strip filtered by place. One version read serves a lane's
 * two ends.
 */
export async function placeMatches(
  db: DbOrTx,
  texts: (string | undefined)[],
): Promise<(PlaceMatch | undefined)[]> {
  if (!texts.some(Boolean)) return texts.map(() => undefined);
  // Read before matching: a place added in between is then in a match kept under the older version.
  const version = (await placesVersion(db).execute())[0]?.version;
  return Promise.all(texts.map((text) => (text ? keptMatch(db, version, text) : undefined)));
}

async function keptMatch(db: DbOrTx, version: string | undefined, text: string): Promise<PlaceMatch> {
  if (version === undefined) return matchPlaces(db, text);
  const kept = keptMatches.get(text);
  if (kept && kept.version === version) return kept.match;
  const match = await matchPlaces(db, text);
  keptMatches.set(text, { version, match });
  return match;
}

/**
 * The texts' matches, each a few hundred ZIPs at most. Keyed by the text alone: a version is random,
 * so two databases (tests) under one version hold the same places.
 */
const keptMatches = new KeptLatest<string, { version: string; match: PlaceMatch }>(500);

const placesVersion = preparedOn((db) =>
  db.select({ version: postPlacesVersion.version }).from(postPlacesVersion).prepare('post_places_version'),
);

async function matchPlaces(db: DbOrTx, text: string): Promise<PlaceMatch> {
  if (isZipPrefix(text)) return matchZipPrefix(db, text);
  const pattern = containing(text);
  const matches = ilike(postPlaces.location, pattern);
  // Every location written with each ZIP that has the name under at least one of them.
  const rows = await db
    .select({ zip: postPlaces.zip, location: postPlaces.location, matches: sql<boolean>`${matches}` })
    .from(postPlaces)
    .where(sql`${postPlaces.zip} IN (${db.select({ zip: postPlaces.zip }).from(postPlaces).where(matches)})`);
  const mixed = new Set(rows.filter((row) => !row.matches).map((row) => row.zip));
  const named = rows.filter((row) => row.matches);
  return {
    zips: [...new Set(named.map((row) => row.zip))].filter((zip) => !mixed.has(zip)),
    name: { pattern, mixedZips: [...mixed] },
    counted: {
      locations: [...new Set(named.map((row) => row.location))],
      partly: { zips: [], locations: [] },
    },
  };
}

/**
 * The start of a ZIP: its ZIPs, and the locations written at them, each wholly at the place or only
 * partly (written at a ZIP elsewhere too), read with every ZIP they were written at.
 */
async function matchZipPrefix(db: DbOrTx, prefix: string): Promise<PlaceMatch> {
  const at = like(postPlaces.zip, `${prefix}%`);
  const rows = await db
    .select({ zip: postPlaces.zip, location: postPlaces.location, at: sql<boolean>`${at}` })
    .from(postPlaces)
    .where(
      sql`${postPlaces.location} IN (${db.select({ location: postPlaces.location }).from(postPlaces).where(at)})`,
    );
  const partly = new Set(rows.filter((row) => !row.at).map((row) => row.location));
  const inside = rows.filter((row) => row.at);
  const straddling = inside.filter((row) => partly.has(row.location));
  return {
    zips: [...new Set(inside.map((row) => row.zip))],
    span: { first: prefix.padEnd(ZIP_LENGTH, '0'), last: prefix.padEnd(ZIP_LENGTH, '9') },
    counted: {
      locations: [...new Set(inside.map((row) => row.location))].filter((location) => !partly.has(location)),
      partly: { zips: [...new Set(straddling.map((row) => row.zip))], locations: [...partly] },
    },
  };
}

/**
 * A place as a statement takes it: the start of a ZIP as its span of ZIPs; otherwise its ZIPs, and
 * for a renamed ZIP's posts, those ZIPs and the name.
 */
type PlaceValues<Value = string[], Text = string> =
  | { firstZip: Text | Placeholder; lastZip: Text | Placeholder }
  | { zips: Value; mixedZips?: Value | undefined; pattern?: Text | Placeholder | undefined };

/**
 * The values of a place: the start of a ZIP as its span, unless pickup dates narrow the list (the
 * indexes on a ZIP order each ZIP's entries by pickup date, so a descent for each ZIP reads just
 * those days' entries, where one range reads every day's); otherwise its ZIPs, with the name's part
 * only when some ZIP needs it.
 */
export function placeValues(
  place: PlaceMatch,
  dates: { startDate?: string | undefined; endDate?: string | undefined },
): { zips?: string[]; mixedZips?: string[]; pattern?: string; firstZip?: string; lastZip?: string } {
  if (place.span && !dates.startDate && !dates.endDate)
    return { firstZip: place.span.first, lastZip: place.span.last };
  return place.name && place.name.mixedZips.length > 0
    ? { zips: place.zips, mixedZips: place.name.mixedZips, pattern: place.name.pattern }
    : { zips: place.zips };
}

/** One array parameter of ZIPs, which PostgreSQL hashes to test each entry. */
const zipIn = (column: AnyPgColumn, zips: string[] | Placeholder) =>
  sql`${column} = ANY(${sql.param(zips)}::text[])`;

/**
 * One end of a post is at the place: its ZIP within the span of the start of a ZIP, or in the
 * place's set, or in the set of renamed ZIPs with the name in its location. Both are columns of the
 * board's indexes, so a walk tests them there.
 */
export function atPlace(
  end: { zip: AnyPgColumn; location: AnyPgColumn },
  place: PlaceValues<string[] | Placeholder>,
): SQL {
  if ('firstZip' in place) return and(gte(end.zip, place.firstZip), lte(end.zip, place.lastZip)) as SQL;
  const zips = zipIn(end.zip, place.zips);
  if (place.mixedZips === undefined || place.pattern === undefined) return zips;
  return or(zips, and(zipIn(end.zip, place.mixedZips), ilike(end.location, place.pattern))) as SQL;
}
