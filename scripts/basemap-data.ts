import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, untransform } from 'topojson-client';
import type {
  Arc,
  GeometryCollection,
  Topology,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Transform,
} from 'topojson-specification';

/**
 * Writes apps/web/src/components/map/north-america.json, the land around the US for the offline
 * basemap (the US itself comes from us-atlas): `node --import tsx scripts/basemap-data.ts LAKES`,
 * LAKES being Natural Earth's 1:50m lakes as GeoJSON (ne_50m_lakes.geojson, public domain; no npm
 * package ships it).
 *
 * world-atlas's countries-50m covers the whole world; the map needs a small part of it. The output is a TopoJSON in the same quantized grid, with three objects:
 * - `countries`: Canada, Mexico and the neighbours seen around the US at zoom 4 (Greenland, the
 *   Caribbean, Central America), arcs copied as they are but for the US–Mexico border (below);
 * - `borders`: the arcs the US shares with Canada and Mexico, the land borders to draw stronger;
 * - `lakes`: the lakes that touch those countries. Natural Earth's countries cover the Great Lakes
 *   to the border while us-atlas stops at the US shore, so without them the Canadian half of each
 *   lake would be drawn as land.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'apps/web/src/components/map/north-america.json');

const COUNTRIES = [
  ['124', 'Canada'],
  ['484', 'Mexico'],
  ['304', 'Greenland'],
  ['192', 'Cuba'],
  ['044', 'Bahamas'],
  ['332', 'Haiti'],
  ['214', 'Dominican Rep.'],
  ['388', 'Jamaica'],
  ['084', 'Belize'],
  ['320', 'Guatemala'],
  ['340', 'Honduras'],
  ['222', 'El Salvador'],
  ['558', 'Nicaragua'],
  ['188', 'Costa Rica'],
  ['591', 'Panama'],
] as const;
const US = '840';
const CANADA = '124';
const MEXICO = '484';

const lakesPath = process.argv[2];
if (!lakesPath) {
  console.error('usage: node --import tsx scripts/basemap-data.ts path/to/ne_50m_lakes.geojson');
  process.exit(1);
}

const require = createRequire(import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const world = readJson(require.resolve('world-atlas/countries-50m.json')) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const usAtlas = readJson(require.resolve('us-atlas/states-10m.json')) as Topology<{
  nation: GeometryCollection;
}>;
const lakes = readJson(lakesPath) as FeatureCollection<Polygon | MultiPolygon>;
const grid = world.transform as Transform;

const byId = new Map(world.objects.countries.geometries.map((geometry) => [String(geometry.id), geometry]));
function geometryOf(id: string): TopoPolygon | TopoMultiPolygon {
  const geometry = byId.get(id);
  if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') {
    throw new Error(`countries-50m has no country ${id}`);
  }
  return geometry;
}

/** Every arc index a geometry uses, a reversed arc (~i) counted as i. */
function arcsOf(geometry: TopoPolygon | TopoMultiPolygon): Set<number> {
  const found = new Set<number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'number') found.add(value < 0 ? ~value : value);
  };
  walk(geometry.arcs);
  return found;
}

const usArcs = arcsOf(geometryOf(US));
const sharedWithUs = (id: string) => [...arcsOf(geometryOf(id))].filter((arc) => usArcs.has(arc));

/** Positions as an arc of the output's grid: quantized, delta-encoded, repeated cells dropped. */
const quantize = untransform(grid);
const encode = (points: Position[]): Arc =>
  points
    .map((point, i) => quantize(point, i > 0))
    .filter((delta, i) => i === 0 || delta[0] !== 0 || delta[1] !== 0);

const squaredDistance = ([x1 = 0, y1 = 0]: Position, [x2 = 0, y2 = 0]: Position) =>
  (x1 - x2) ** 2 + (y1 - y2) ** 2;

/**
 * Natural Earth's 1:50m Rio Grande wanders a few kilometres from the Census's: where they part,
 * the sea would show between Mexico and the US at close zooms. So the US–Mexico border is traced
 * anew along us-atlas's outline of the lower 48, between the ends of Natural Earth's border: the
 * short way round the outline, the long way being the coasts.
 */
function alongUsOutline(arc: number): Arc {
  const border = feature(world, { type: 'LineString', arcs: [arc] }).geometry.coordinates;
  const [from, to] = [border[0], border.at(-1)] as [Position, Position];
  const nation = feature(usAtlas, usAtlas.objects.nation).features[0]?.geometry as MultiPolygon;
  const outline = nation.coordinates
    .map(([outer = []]) => outer.slice(0, -1))
    .reduce((longest, ring) => (ring.length > longest.length ? ring : longest));
  const nearest = (point: Position) =>
    outline.reduce(
      (best, candidate, i) =>
        squaredDistance(candidate, point) < squaredDistance(outline[best] as Position, point) ? i : best,
      0,
    );
  const start = nearest(from);
  const end = nearest(to);
  const n = outline.length;
  const forward = (end - start + n) % n;
  const backward = (start - end + n) % n;
  const steps = Math.min(forward, backward);
  const step = forward <= backward ? 1 : -1;
  const traced = Array.from({ length: steps + 1 }, (_, k) => outline[(start + step * k + n) % n] as Position);
  return encode([from, ...traced, to]);
}
const retraced = new Map(sharedWithUs(MEXICO).map((arc) => [arc, alongUsOutline(arc)]));

// The output's arcs: the countries' arcs renumbered in order of first use, then one per lake ring.
const arcs: Arc[] = [];
const renumbered = new Map<number, number>();
const renumber = (index: number): number => {
  const old = index < 0 ? ~index : index;
  let next = renumbered.get(old);
  if (next === undefined) {
    next = arcs.length;
    arcs.push(retraced.get(old) ?? (world.arcs[old] as Arc));
    renumbered.set(old, next);
  }
  return index < 0 ? ~next : next;
};
const renumberAll = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(renumberAll) : renumber(value as number);

const countries = COUNTRIES.map(([id, name]) => {
  const geometry = geometryOf(id);
  return { type: geometry.type, id, properties: { name }, arcs: renumberAll(geometry.arcs) };
});

const borders = {
  type: 'MultiLineString',
  arcs: [...sharedWithUs(CANADA), ...sharedWithUs(MEXICO)].map((arc) => [renumber(arc)]),
};

// Which lakes to keep: those with a shore point inside one of the countries (even-odd ray test).
const inRing = ([x = 0, y = 0]: Position, ring: Position[]) => {
  let inside = false;
  ring.forEach(([xi = 0, yi = 0], i) => {
    const [xj = 0, yj = 0] = ring[i === 0 ? ring.length - 1 : i - 1] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  });
  return inside;
};
const polygonsOf = (shape: Polygon | MultiPolygon) =>
  shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
const countryShapes = COUNTRIES.map(
  ([id]) => (feature(world, geometryOf(id)) as Feature<Polygon | MultiPolygon>).geometry,
);
const inCountries = (point: Position) =>
  countryShapes.some((shape) =>
    polygonsOf(shape).some(
      ([outer, ...holes]) => outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole)),
    ),
  );

/** A lake ring as a new arc, or null when the grid leaves too little of it. */
function ringArc(ring: Position[]): number | null {
  const arc = encode(ring);
  if (arc.length < 4) return null;
  arcs.push(arc);
  return arcs.length - 1;
}

const lakeShapes = lakes.features
  .filter((lake) => polygonsOf(lake.geometry).some(([outer]) => outer?.some(inCountries)))
  .flatMap((lake) => polygonsOf(lake.geometry))
  .map((rings) => rings.map(ringArc).filter((arc) => arc !== null))
  .filter((rings) => rings.length > 0)
  .map((rings) => ({ type: 'Polygon', arcs: rings.map((arc) => [arc]) }));

const topology = {
  type: 'Topology',
  transform: grid,
  objects: {
    countries: { type: 'GeometryCollection', geometries: countries },
    borders,
    lakes: { type: 'GeometryCollection', geometries: lakeShapes },
  },
  arcs,
};
// Compact: biome.json leaves this generated file out of formatting.
writeFileSync(output, JSON.stringify(topology));
console.log(
  `${path.relative(root, output)}: ${countries.length} countries, ${lakeShapes.length} lakes, ${arcs.length} arcs`,
);
