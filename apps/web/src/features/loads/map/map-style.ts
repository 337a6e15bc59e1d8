import type { LoadType } from '@loadboard/contracts';

/**
 * The spec's colours (Search Loads): markers green for pickup, red for delivery, blue for a truck;
 * route lines green for RFP and red for the others. Bootstrap's success, danger and primary, as the
 * badges use.
 */
export const MAP_COLORS = { pickup: '#198754', delivery: '#dc3545', truck: '#0d6efd' } as const;

export type MarkerKind = keyof typeof MAP_COLORS;

/** Where a post starts is its pickup; a truck's is where the truck is. */
export const startKind = (type: LoadType): MarkerKind => (type === 'TRUCK' ? 'truck' : 'pickup');

export const routeColor = (type: LoadType) => (type === 'RFP' ? MAP_COLORS.pickup : MAP_COLORS.delivery);

/** Leaflet draws in the page's SVG; these classes name each marker and line for styles and tests. */
export const markerClass = (kind: MarkerKind) => `map-marker map-marker-${kind}`;
export const routeClass = (type: LoadType) => `map-route map-route-${type === 'RFP' ? 'rfp' : 'other'}`;
