import { GEO_MESSAGES } from '@loadboard/contracts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { lookupZip, type ZipInfo } from './zip-database.ts';

/** For the lookup route: an unknown ZIP is a 404 'Invalid ZIP code'. */
export function findZip(zip: string): ZipInfo {
  const info = lookupZip(zip);
  if (!info) throw notFound(GEO_MESSAGES.invalidZip);
  return info;
}

/**
 * For modules that save a location (loads, service areas, route alerts): the ZIP's city, state and
 * coordinates, or a 422 'Invalid ZIP code' when the ZIP is not a known US ZIP.
 */
export function resolveZip(zip: string): ZipInfo {
  const info = lookupZip(zip);
  if (!info) throw validationFailed([GEO_MESSAGES.invalidZip]);
  return info;
}
