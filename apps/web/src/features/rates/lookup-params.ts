import {
  DEFAULT_RATE_WINDOW,
  isLoadType,
  type LoadType,
  RATE_WINDOWS,
  type RateWindow,
} from '@loadboard/contracts';

/**
 * The lane the Rates screen looks up lives in its address (/rates?originZip=60601&destinationZip=75201),
 * so Back, reload and a shared link show the same lane. A parameter that does not parse is left out.
 */
export interface LookupParams {
  originZip: string;
  destinationZip: string;
  loadType: LoadType | null;
  days: RateWindow;
}

/** Whether a number is one of the windows a member may ask for. */
export const isWindow = (value: number): value is RateWindow =>
  (RATE_WINDOWS as readonly number[]).includes(value);

export function readLookup(params: URLSearchParams): LookupParams {
  const days = Number(params.get('days'));
  const loadType = params.get('loadType');
  return {
    originZip: params.get('originZip') ?? '',
    destinationZip: params.get('destinationZip') ?? '',
    loadType: isLoadType(loadType) ? loadType : null,
    days: isWindow(days) ? days : DEFAULT_RATE_WINDOW,
  };
}

/** The lookup as address parameters: blanks and the default window left out. */
export function writeLookup(lookup: LookupParams): URLSearchParams {
  const params = new URLSearchParams();
  if (lookup.originZip) params.set('originZip', lookup.originZip);
  if (lookup.destinationZip) params.set('destinationZip', lookup.destinationZip);
  if (lookup.loadType) params.set('loadType', lookup.loadType);
  if (lookup.days !== DEFAULT_RATE_WINDOW) params.set('days', String(lookup.days));
  return params;
}
