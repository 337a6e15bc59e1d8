import {
  type DrivingRoute,
  MAP_CENTER,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ZOOM,
  type MapView,
} from '@loadboard/contracts';
import { latLng } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Polyline, Tooltip, useMap } from 'react-leaflet';
import { Basemap, OFFLINE_BASEMAP_CLASS } from '../../../components/map/basemap.tsx';
import { mapMotion, moveMotion } from '../../../components/map/map-motion.ts';
import type { MapBox, NearPosition } from './api.ts';
import { MAP_COLORS, routeColor } from './map-style.ts';
import { ClusterMarker, PostMarkers } from './post-markers.tsx';
import { ViewTracker } from './view-tracker.tsx';

const METERS_PER_MILE = 1609.344;

/** The board is of North America: the map never pans off to the other side of the world. */
const NORTH_AMERICA: [[number, number], [number, number]] = [
  [5, -175],
  [75, -45],
];

/** A position centres the map on the circle of its radius. */
function FitPosition({ position }: { position: NearPosition | null }) {
  const map = useMap();
  useEffect(() => {
    if (position)
      map.fitBounds(
        latLng(position.lat, position.lng).toBounds(2 * position.radius * METERS_PER_MILE),
        moveMotion(),
      );
  }, [map, position]);
  return null;
}

export interface HighlightedRoute {
  route: DrivingRoute;
  type: 'RFP' | 'RFD' | 'TRUCK';
}

interface BoardMapProps {
  view: MapView | undefined;
  tiles: { url: string | null; attribution: string | null };
  position: NearPosition | null;
  highlight: HighlightedRoute | null;
  onView: (box: MapBox) => void;
  onChoose: (id: number) => void;
  onBasemapError: (error: unknown) => void;
}

/**
 * The Search Loads map (spec 2): centred on the USA at zoom 4 over the offline basemap (or the
 * operator's tiles), with what the server answers for the view: each post's markers and line, or
 * counted clusters. The chosen post's driving route is drawn over the rest.
 */
export function BoardMap({
  view,
  tiles,
  position,
  highlight,
  onView,
  onChoose,
  onBasemapError,
}: BoardMapProps) {
  const { t } = useTranslation();
  return (
    <MapContainer
      center={[MAP_CENTER.lat, MAP_CENTER.lng]}
      zoom={MAP_ZOOM}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      maxBounds={NORTH_AMERICA}
      maxBoundsViscosity={0.8}
      {...mapMotion()}
      className={tiles.url ? 'board-map' : `board-map ${OFFLINE_BASEMAP_CLASS}`}
    >
      <Basemap tilesUrl={tiles.url} tilesAttribution={tiles.attribution} onError={onBasemapError} />
      <ViewTracker onView={onView} />
      <FitPosition position={position} />
      {view?.mode === 'clusters'
        ? view.clusters.map((cluster) => (
            <ClusterMarker key={`${cluster.south},${cluster.west}`} cluster={cluster} />
          ))
        : view?.posts.map((post) => <PostMarkers key={post.id} post={post} onChoose={onChoose} />)}
      {highlight ? (
        <Polyline
          positions={highlight.route.geometry}
          className="map-driving-route"
          pathOptions={{
            color: routeColor(highlight.type),
            weight: 5,
            opacity: 0.9,
          }}
          interactive={false}
        />
      ) : null}
      {position ? (
        <>
          <Circle
            center={[position.lat, position.lng]}
            radius={position.radius * METERS_PER_MILE}
            pathOptions={{ color: MAP_COLORS.truck, weight: 1, fillOpacity: 0.05, dashArray: '4 4' }}
            interactive={false}
          />
          <CircleMarker
            center={[position.lat, position.lng]}
            radius={8}
            className="map-my-position"
            pathOptions={{
              color: '#fff',
              weight: 3,
              fillColor: '#6f42c1',
              fillOpacity: 1,
            }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {t('map.location.here')}
            </Tooltip>
          </CircleMarker>
        </>
      ) : null}
    </MapContainer>
  );
}
