import { GEO_MESSAGES, LOAD_MESSAGES } from '@loadboard/contracts';
import { fetchZipInfo, isInvalidZipError } from '../../lib/zip-lookup.ts';

export type PlaceResult = { ok: true; location: string } | { ok: false; message: string };

/**
 * The 'City, ST' of a ZIP about to be added, or the contract sentence saying why not: the ZIP
 * database does not know it, or the lookup did not answer.
 */
export async function placeOf(zip: string): Promise<PlaceResult> {
  try {
    return { ok: true, location: (await fetchZipInfo(zip)).location };
  } catch (error) {
    return {
      ok: false,
      message: isInvalidZipError(error) ? GEO_MESSAGES.invalidZip : LOAD_MESSAGES.unableToFetchLocation,
    };
  }
}
