import { type LoadView, type RouteAlert, ZIP_PATTERN, type ZipInfo } from '@loadboard/contracts';

type End = 'origin' | 'destination';

/** A place a lane end is known by: a ZIP and its 'City, ST'. */
export interface LanePlace {
  zip: string;
  location: string;
}

/**
 * The place a board filter names, when it names one: a whole ZIP the ZIP database knows
 * (`zipInfo`, its lookup), or else the one place every listed post has at that end (the server
 * matched the filter against it: 'Chicago' lists posts from 'Chicago, IL', whose ZIP stands for
 * the place). Several places ('Spring' matches two Springfields), none, or nothing listed: null.
 */
export function placeOfFilter(
  filter: string | undefined,
  loads: LoadView[],
  end: End,
  zipInfo: ZipInfo | null,
): LanePlace | null {
  const text = filter?.trim() ?? '';
  if (text === '') return null;
  if (ZIP_PATTERN.test(text)) return zipInfo?.zip === text ? { zip: text, location: zipInfo.location } : null;
  const first = loads[0];
  if (!first) return null;
  const location = first[`${end}Location`];
  if (loads.some((load) => load[`${end}Location`] !== location)) return null;
  return { zip: first[`${end}Zip`], location };
}

/** The lane of two known ends. */
export function laneOf(origin: LanePlace | null, destination: LanePlace | null): RouteAlert | null {
  if (!origin || !destination) return null;
  return {
    originZip: origin.zip,
    originLocation: origin.location,
    destinationZip: destination.zip,
    destinationLocation: destination.location,
  };
}
