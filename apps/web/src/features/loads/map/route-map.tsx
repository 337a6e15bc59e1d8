import './route-map.css';
import type { DrivingRoute, LoadType } from '@loadboard/contracts';
import { latLngBounds } from 'leaflet';
import { MapContainer, Polyline } from 'react-leaflet';
import { Basemap, OFFLINE_BASEMAP_CLASS } from '../../../components/map/basemap.tsx';
import { mapMotion } from '../../../components/map/map-motion.ts';
import { useMapSettings } from './api.ts';
import { routeColor, startKind } from './map-style.ts';
import { PointMarker } from './point-marker.tsx';

/**
 * A post's driving route on a small map: its line, its start and its delivery, the whole in view.
 * It is a picture named by its label; its zoom buttons are the pointer's, out of the tab order.
 */
export function RouteMap({ route, type, label }: { route: DrivingRoute; type: LoadType; label: string }) {
  const settings = useMapSettings();
  const start = route.geometry[0];
  const end = route.geometry.at(-1);
  if (!start || !end || settings.isPending) return <div className="route-map" />;
  const tilesUrl = settings.data?.tilesUrl ?? null;
  return (
    <div role="img" aria-label={label}>
      <div inert>
        <MapContainer
          bounds={latLngBounds(route.geometry).pad(0.15)}
          className={tilesUrl ? 'route-map' : `route-map ${OFFLINE_BASEMAP_CLASS}`}
          scrollWheelZoom={false}
          {...mapMotion()}
        >
          <Basemap tilesUrl={tilesUrl} tilesAttribution={settings.data?.tilesAttribution ?? null} />
          <Polyline
            positions={route.geometry}
            className="map-driving-route"
            pathOptions={{ color: routeColor(type), weight: 4, opacity: 0.9 }}
            interactive={false}
          />
          <PointMarker kind="delivery" center={end} end="finish" />
          <PointMarker kind={startKind(type)} center={start} end="start" />
        </MapContainer>
      </div>
    </div>
  );
}

export default RouteMap;
