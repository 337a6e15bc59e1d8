import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The lower 48 states and DC by FIPS code (us-atlas's ids), as the postal codes the API names them. */
const LOWER_48: Record<string, string> = {
  '01': 'AL',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

/** The box that holds the lower 48, south-west then north-east, as Leaflet takes it. */
export const LOWER_48_BOUNDS: [[number, number], [number, number]] = [
  [24.4, -124.8],
  [49.4, -66.9],
];

export interface StateProperties {
  /** Its postal code: 'IL'. */
  code: string;
  /** Its name as the atlas writes it: 'Illinois'. */
  name: string;
}

export type StateShapes = FeatureCollection<Geometry, StateProperties>;

let loading: Promise<StateShapes> | undefined;

/**
 * The outlines of the lower 48 states, from the same atlas as the basemap (basemap.tsx), converted
 * once per page. Imported here, not at the top, so only a page that draws them downloads them.
 */
export function loadLower48(): Promise<StateShapes> {
  loading ??= Promise.all([import('topojson-client'), import('us-atlas/states-10m.json')]).then(
    ([{ feature }, atlas]) => {
      const us = atlas.default as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
      const all = feature(us, us.objects.states);
      const features: Feature<Geometry, StateProperties>[] = [];
      for (const shape of all.features) {
        const code = LOWER_48[String(shape.id)];
        if (code) features.push({ ...shape, properties: { code, name: shape.properties?.name ?? code } });
      }
      return { type: 'FeatureCollection', features };
    },
  );
  // A failed load is tried again by the next map rather than failing every map after it.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
