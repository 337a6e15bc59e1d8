import { type LoadHousekeepingResult, STALE_AFTER_DAYS } from '@loadboard/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { DAY_MS } from '../../lib/time.ts';
import { logActivity } from '../activity/index.ts';
import { builtinRoadMiles, distanceMiles, lookupZip, roundMiles, type ZipInfo } from '../geo/index.ts';
import {
  cancelActiveLoadsPickedUpBefore,
  distinctStoredPlaces,
  fillRoadMiles,
  type LoadPlaces,
  loadPlacesAtZips,
  markPostsStale,
  type StoredPlace,
  updateLoadById,
  zipPairsWithoutRoadMiles,
} from './queries.ts';

/** How many ids the activity row names before it says "and N more". */
const IDS_IN_DETAILS = 20;

/** The UTC calendar day of `date`, as the date columns store it (YYYY-MM-DD). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const placeIsCurrent = (stored: Omit<StoredPlace, 'zip'>, info: ZipInfo) =>
  stored.location === info.location && stored.lat === info.latitude && stored.lng === info.longitude;

/**
 * Re-reads every post whose stored location text or coordinates differ from what the ZIP database
 * now says for its ZIP (and its trip distance with them). ZIPs the database does not know are left
 * alone. Answers how many posts changed.
 */
async function refreshPlaces(tx: Tx): Promise<number> {
  const staleZips = new Set<string>();
  for (const place of await distinctStoredPlaces(tx)) {
    const info = lookupZip(place.zip);
    if (info && !placeIsCurrent(place, info)) staleZips.add(place.zip);
  }
  let refreshed = 0;
  for (const row of await loadPlacesAtZips(tx, [...staleZips])) {
    const changes = freshPlaces(row);
    if (!changes) continue;
    await updateLoadById(tx, row.id, { ...changes, updatedAt: new Date() });
    refreshed += 1;
  }
  return refreshed;
}

function freshPlaces(row: LoadPlaces) {
  const pickup = lookupZip(row.originZip);
  const delivery = lookupZip(row.destinationZip);
  const origin = pickup ?? {
    location: row.originLocation,
    latitude: row.originLat,
    longitude: row.originLng,
  };
  const destination = delivery ?? {
    location: row.destinationLocation,
    latitude: row.destinationLat,
    longitude: row.destinationLng,
  };
  const changed =
    (pickup &&
      !placeIsCurrent({ location: row.originLocation, lat: row.originLat, lng: row.originLng }, pickup)) ||
    (delivery &&
      !placeIsCurrent(
        { location: row.destinationLocation, lat: row.destinationLat, lng: row.destinationLng },
        delivery,
      ));
  if (!changed) return null;
  return {
    originLocation: origin.location,
    originLat: origin.latitude,
    originLng: origin.longitude,
    destinationLocation: destination.location,
    destinationLat: destination.latitude,
    destinationLng: destination.longitude,
    distanceMiles: roundMiles(distanceMiles(origin, destination)),
    // Worked out again from the new points by `fillMissingRoadMiles`.
    roadMiles: null,
  };
}

/**
 * Road miles for the posts without them: those from before road miles were kept, and those whose
 * places were just refreshed. One route per ZIP pair. Answers how many posts got theirs.
 */
async function fillMissingRoadMiles(tx: Tx): Promise<number> {
  let filled = 0;
  for (const pair of await zipPairsWithoutRoadMiles(tx)) {
    // A ZIP the database no longer knows keeps its post without road miles.
    if (!lookupZip(pair.from) || !lookupZip(pair.to)) continue;
    filled += await fillRoadMiles(tx, pair.from, pair.to, builtinRoadMiles(pair.from, pair.to));
  }
  return filled;
}

/**
 * Marks stale the ACTIVE posts neither posted nor refreshed for STALE_AFTER_DAYS before `now`: they
 * sink below the fresh ones in every board order. Run hourly (the stale-posts job) and with the
 * housekeeping. Answers how many turned stale.
 */
export function markStalePosts(db: Db | Tx, now = new Date()): Promise<number> {
  return markPostsStale(db, new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS));
}

/**
 * Load housekeeping (decisions.md, Update Loads), run by an admin now or by a scheduler daily:
 * ACTIVE posts whose pickup date is more than one day past (before yesterday, UTC) become CANCELLED,
 * with one STATUS_UPDATE row by `actorId` (null for the scheduler) summing them up; posts whose
 * locations or coordinates differ from the ZIP database are refreshed, posts without road miles
 * get them, and posts a week old turn stale. One transaction.
 */
export async function runLoadHousekeeping(
  db: Db,
  options: { actorId: number | null; now?: Date },
): Promise<LoadHousekeepingResult> {
  const now = options.now ?? new Date();
  const cutoff = isoDay(new Date(now.getTime() - DAY_MS));
  return db.transaction(async (tx) => {
    const expiredIds = await cancelActiveLoadsPickedUpBefore(tx, cutoff);
    if (expiredIds.length > 0) {
      const named = expiredIds
        .slice(0, IDS_IN_DETAILS)
        .map((id) => `#${id}`)
        .join(', ');
      const more =
        expiredIds.length > IDS_IN_DETAILS ? ` and ${expiredIds.length - IDS_IN_DETAILS} more` : '';
      const noun = expiredIds.length === 1 ? 'load' : 'loads';
      await logActivity(tx, {
        userId: options.actorId,
        action: 'STATUS_UPDATE',
        details: `Expired ${expiredIds.length} ${noun} with a pickup date before ${cutoff}: status ACTIVE → CANCELLED (${named}${more})`,
      });
    }
    const refreshed = await refreshPlaces(tx);
    const roadMilesFilled = await fillMissingRoadMiles(tx);
    await markStalePosts(tx, now);
    // A refreshed post also gets its road miles again: counted once.
    return { expired: expiredIds.length, coordinatesFilled: Math.max(refreshed, roadMilesFilled) };
  });
}
