import type { RateMarket } from '@loadboard/contracts';
import { lookupZip } from '../geo/index.ts';
import { STATE_NAMES } from './state-names.ts';

/**
 * The markets a lane's figures are kept by: a ZIP's 3-digit prefix (its sectional centre) and its
 * state, each with the name an answer gives it.
 */

/** A ZIP's two markets, from the offline ZIP database; null for a ZIP it does not know. */
export interface ZipMarkets {
  zip3: string;
  state: string;
}

export function marketsOfZip(zip: string): ZipMarkets | null {
  const info = lookupZip(zip);
  return info ? { zip3: zip.slice(0, 3), state: info.state } : null;
}

/**
 * Each prefix's place: the 'City, ST' that most of its ZIPs name, ties going to the place of the
 * lowest ZIP (the database answers by five digits, so a prefix's ZIPs are its hundred codes asked
 * in order). Worked out once, the first time a label is needed or at start-up.
 */
let prefixPlaces: Map<string, string> | undefined;

function placesOfPrefixes(): Map<string, string> {
  if (prefixPlaces) return prefixPlaces;
  prefixPlaces = new Map();
  for (let prefix = 0; prefix < 1000; prefix++) {
    const zip3 = String(prefix).padStart(3, '0');
    const counts = new Map<string, number>();
    for (let rest = 0; rest < 100; rest++) {
      const location = lookupZip(zip3 + String(rest).padStart(2, '0'))?.location;
      if (location) counts.set(location, (counts.get(location) ?? 0) + 1);
    }
    let best: string | undefined;
    let most = 0;
    // Map keeps insertion order, the order of the ZIPs: the first place to reach a count keeps it.
    for (const [location, n] of counts) {
      if (n > most) {
        best = location;
        most = n;
      }
    }
    if (best) prefixPlaces.set(zip3, best);
  }
  return prefixPlaces;
}

/** Builds the prefixes' places now, so the first answer does not wait for them. */
export function preparePrefixPlaces(): void {
  placesOfPrefixes();
}

/** "Chicago, IL (606)"; a prefix the database has no ZIP of is named by itself. */
export function zip3Market(zip3: string): RateMarket {
  const place = placesOfPrefixes().get(zip3);
  return { market: zip3, label: place ? `${place} (${zip3})` : zip3 };
}

/** "Illinois"; a code without a name is named by itself. */
export function stateMarket(state: string): RateMarket {
  return { market: state, label: STATE_NAMES[state] ?? state };
}
