import './route-map.css';
import type { DrivingRoute, LoadType } from '@loadboard/contracts';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Polyline } from 'react-leaflet';
import { Basemap, OFFLINE_BASEMAP_CLASS } from '../../../components/map/basemap.tsx';
import { useMapSettings } from './api.ts';
import { MAP_COLORS, markerClass, routeColor, startKind } from './map-style.ts';

/** A post's driving route on a small map: its line, its start and its delivery, the whole in view. */
export function RouteMap({ route, type, label }: { route: DrivingRoute; type: LoadType; label: string }) {
  const settings = useMapSettings();
  const start = route.geometry[0];
  const end = route.geometry.at(-1);
  if (!start || !end || settings.isPending) return <div className="route-map" />;
  const tilesUrl = settings.data?.tilesUrl ?? null;
  return (
    <div role="img" aria-label={label}>
      <MapContainer
        bounds={latLngBounds(route.geometry).pad(0.15)}
        className={tilesUrl ? 'route-map' : `route-map ${OFFLINE_BASEMAP_CLASS}`}
        scrollWheelZoom={false}
      >
        <Basemap tilesUrl={tilesUrl} tilesAttribution={settings.data?.tilesAttribution ?? null} />
        <Polyline
          positions={route.geometry}
          className="map-driving-route"
          pathOptions={{ color: routeColor(type), weight: 4, opacity: 0.9 }}
          interactive={false}
        />
        <CircleMarker
          center={end}
          radius={6}
          className={markerClass('delivery')}
          pathOptions={{
            color: '#fff',
            weight: 2,
            fillColor: MAP_COLORS.delivery,
            fillOpacity: 1,
          }}
          interactive={false}
        />
        <CircleMarker
          center={start}
          radius={7}
          className={markerClass(startKind(type))}
          pathOptions={{
            color: '#fff',
            weight: 2,
            fillColor: MAP_COLORS[startKind(type)],
            fillOpacity: 1,
          }}
          interactive={false}
        />
      </MapContainer>
    </div>
  );
}

export default RouteMap;
