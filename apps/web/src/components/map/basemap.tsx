import 'leaflet/dist/leaflet.css';
import './map.css';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { DivIcon, type Map as LeafletMap, type PathOptions, type Point } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Marker, Pane, TileLayer, useMap } from 'react-leaflet';
import type { GeometryCollection, MultiLineString as TopoLines, Topology } from 'topojson-specification';
import { CITIES, type City } from './cities.ts';

/** The class the map owner puts on `<MapContainer className>` for the offline basemap: the sea. */
export const OFFLINE_BASEMAP_CLASS = 'basemap-offline';

/**
 * The map's background, inside a `<MapContainer>`: the operator's tile server when one is set, else
 * the US, its neighbours and city labels drawn from data shipped with the app, so that the map
 * works on a fresh install with no network. `onError` hears when that data fails to load.
 */
export function Basemap({
  tilesUrl,
  tilesAttribution,
  onError,
}: {
  tilesUrl: string | null;
  tilesAttribution: string | null;
  onError?: (error: unknown) => void;
}) {
  if (tilesUrl) return <TileLayer url={tilesUrl} attribution={tilesAttribution ?? undefined} />;
  return (
    <>
      {/* Below the overlay pane (400), where route lines go, and the marker pane (600). */}
      <Pane name="basemap" style={{ zIndex: 250 }}>
        <Shapes onError={onError} />
      </Pane>
      <Pane name="basemap-labels" style={{ zIndex: 260 }}>
        <CityLabels />
      </Pane>
    </>
  );
}

interface BasemapShapes {
  us: FeatureCollection;
  neighbours: FeatureCollection;
  lakes: FeatureCollection;
  stateLines: MultiLineString;
  borders: Feature;
}

let loading: Promise<BasemapShapes> | undefined;

/**
 * The shapes, converted once per page and shared by every map. The atlases are imported here, not
 * at the top, so that they sit in chunks of their own that only a page with a map downloads.
 */
function loadShapes(): Promise<BasemapShapes> {
  loading ??= Promise.all([
    import('topojson-client'),
    import('us-atlas/states-10m.json'),
    import('./north-america.json'),
  ]).then(([{ feature, mesh }, states, northAmerica]) => {
    const us = states.default as unknown as Topology<{
      states: GeometryCollection;
      nation: GeometryCollection;
    }>;
    // Written by scripts/basemap-data.ts, which says what it holds.
    const around = northAmerica.default as unknown as Topology<{
      countries: GeometryCollection;
      lakes: GeometryCollection;
      borders: TopoLines;
    }>;
    return {
      us: feature(us, us.objects.nation),
      neighbours: feature(around, around.objects.countries),
      lakes: feature(around, around.objects.lakes),
      // Only the lines between two states: the coast is the land's own outline.
      stateLines: mesh(us, us.objects.states, (a, b) => a !== b),
      borders: feature(around, around.objects.borders),
    };
  });
  // A failed load is tried again by the next map rather than failing every map after it.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

// The look is in map.css, by these classes.
const STYLES = {
  neighbours: { className: 'basemap-area basemap-neighbour' },
  lakes: { className: 'basemap-area basemap-lake' },
  us: { className: 'basemap-area basemap-us' },
  stateLines: { className: 'basemap-state-line' },
  borders: { className: 'basemap-border' },
} satisfies Record<keyof BasemapShapes, PathOptions>;

/** The land and its lines; nothing until the data is in. Order is drawing order: later on top. */
function Shapes({ onError }: { onError?: (error: unknown) => void }) {
  const [shapes, setShapes] = useState<BasemapShapes | null>(null);
  useEffect(() => {
    let live = true;
    loadShapes().then(
      (loaded) => live && setShapes(loaded),
      (error: unknown) => live && onError?.(error),
    );
    return () => {
      live = false;
    };
  }, [onError]);
  if (!shapes) return null;
  return (
    <>
      <GeoJSON data={shapes.neighbours} style={STYLES.neighbours} interactive={false} />
      {/* Over the neighbours' Great Lakes, which reach the border; the US's stop at its shore. */}
      <GeoJSON data={shapes.lakes} style={STYLES.lakes} interactive={false} />
      <GeoJSON data={shapes.us} style={STYLES.us} interactive={false} />
      <GeoJSON data={shapes.stateLines} style={STYLES.stateLines} interactive={false} />
      <GeoJSON data={shapes.borders} style={STYLES.borders} interactive={false} />
    </>
  );
}

/** From which zoom each tier of city is labelled. */
const TIER_MIN_ZOOM = { 1: 3, 2: 5, 3: 7 } as const;
/** Labels drawn at once, at most: the most important win. */
const MAX_LABELS = 120;
/** Labels are kept this far (px) past the edges of the view, so a short pan shows no gap. */
const VIEW_MARGIN = 200;

type Side = 'right' | 'left';
interface Label {
  city: City;
  side: Side;
  at: Point;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
const dotBox = ({ x, y }: Point): Box => ({ x1: x - 4, y1: y - 4, x2: x + 4, y2: y + 4 });

/**
 * The labels of a zoom level, in map pixels: by tier and order of the list, each city whose name
 * fits beside its dot without covering a label placed before it; on the right unless that covers a
 * city still to come and the left does not. Pixel sizes are estimated from the name's length,
 * close enough to keep names apart.
 */
function placeLabels(map: LeafletMap, zoom: number): Label[] {
  const cities = CITIES.filter((city) => zoom >= TIER_MIN_ZOOM[city.tier]).map((city) => ({
    city,
    at: map.project([city.lat, city.lng], zoom),
  }));
  const placed: Label[] = [];
  const taken: Box[] = [];
  cities.forEach(({ city, at }, index) => {
    // The dot's radius, the gap to the name, the name, a little room.
    const width = 10 + city.name.length * (city.tier === 1 ? 6.4 : 5.7);
    const sides = (['right', 'left'] as const)
      .map((side) => ({
        side,
        box:
          side === 'right'
            ? { x1: at.x - 5, y1: at.y - 8, x2: at.x + width, y2: at.y + 8 }
            : { x1: at.x - width, y1: at.y - 8, x2: at.x + 5, y2: at.y + 8 },
      }))
      .filter(({ box }) => !taken.some((other) => overlap(box, other)));
    const coversNone = ({ box }: { box: Box }) =>
      cities.slice(index + 1).every((other) => !overlap(box, dotBox(other.at)));
    const choice = sides.find(coversNone) ?? sides[0];
    if (!choice) return;
    taken.push(choice.box);
    placed.push({ city, side: choice.side, at });
  });
  return placed;
}

// Placing depends on the zoom only (every map has the same projection), so once per zoom level.
const labelsByZoom = new Map<number, Label[]>();

/** The labels in and near the view, at most MAX_LABELS. */
function visibleLabels(map: LeafletMap): Label[] {
  const zoom = map.getZoom();
  let labels = labelsByZoom.get(zoom);
  if (!labels) {
    labels = placeLabels(map, zoom);
    labelsByZoom.set(zoom, labels);
  }
  const { min, max } = map.getPixelBounds();
  if (!min || !max) return [];
  return labels
    .filter(
      ({ at }) =>
        at.x > min.x - VIEW_MARGIN &&
        at.x < max.x + VIEW_MARGIN &&
        at.y > min.y - VIEW_MARGIN &&
        at.y < max.y + VIEW_MARGIN,
    )
    .slice(0, MAX_LABELS);
}

const icons = new Map<string, DivIcon>();
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function iconFor(city: City, side: Side): DivIcon {
  const key = `${city.name} ${city.lat} ${city.lng} ${side}`;
  let icon = icons.get(key);
  if (!icon) {
    const classes = [
      'basemap-city',
      city.tier === 1 && 'basemap-city-major',
      side === 'left' && 'basemap-city-left',
    ];
    icon = new DivIcon({
      className: classes.filter(Boolean).join(' '),
      // Read by no screen reader: the names are scenery; the map's own content is the markers.
      html: `<span aria-hidden="true">${escapeHtml(city.name)}</span>`,
      iconSize: [0, 0],
    });
    icons.set(key, icon);
  }
  return icon;
}

/** City names by zoom, neither focusable nor clickable. */
function CityLabels() {
  const map = useMap();
  const [labels, setLabels] = useState(() => visibleLabels(map));
  useEffect(() => {
    // A zoom ends with a moveend too.
    const update = () => setLabels(visibleLabels(map));
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return labels.map(({ city, side }) => (
    <Marker
      key={`${city.name} ${city.lat} ${city.lng}`}
      position={[city.lat, city.lng]}
      icon={iconFor(city, side)}
      interactive={false}
      keyboard={false}
    />
  ));
}
