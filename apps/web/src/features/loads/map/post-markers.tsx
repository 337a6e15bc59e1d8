import type { MapCluster, MapPost } from '@loadboard/contracts';
import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { moveMotion } from '../../../components/map/map-motion.ts';
import { useDates } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/format.ts';
import { routeClass, routeColor, startKind } from './map-style.ts';
import { PointMarker } from './point-marker.tsx';

/**
 * One post on the map: where it starts (green pickup, or blue for a truck), where it goes (red
 * delivery), and the straight line between them, green for RFP and red for the others. Either
 * marker chooses the post.
 */
export function PostMarkers({ post, onChoose }: { post: MapPost; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  const start = startKind(post.loadType);
  const label = t('map.marker', {
    type: t(`loads.types.${post.loadType}`),
    origin: post.originLocation,
    destination: post.destinationLocation,
    date: dates.day(post.pickupDate),
    price: formatMoney(post.rate),
  });
  const choose = () => onChoose(post.id);
  const origin: [number, number] = [post.originLat, post.originLng];
  const destination: [number, number] = [post.destinationLat, post.destinationLng];
  return (
    <>
      <Polyline
        positions={[origin, destination]}
        className={routeClass(post.loadType)}
        pathOptions={{
          color: routeColor(post.loadType),
          weight: 1.5,
          opacity: 0.3,
        }}
        interactive={false}
      />
      <PointMarker kind="delivery" center={destination} end="finish" onClick={choose}>
        <Tooltip>{label}</Tooltip>
      </PointMarker>
      <PointMarker
        kind={start}
        center={origin}
        end="start"
        className={`map-post-${post.id}`}
        onClick={choose}
      >
        <Tooltip>{label}</Tooltip>
      </PointMarker>
    </>
  );
}

/** A cluster's circle grows with the log of its count: 28 px for a few, 56 px for thousands. */
const clusterSize = (count: number) => Math.round(Math.min(56, 24 + 8 * Math.log10(count)));

/**
 * Posts counted in one grid cell: a circle with their number. Choosing it (click, or Enter when
 * focused) zooms to the cell, where the server splits it into smaller cells or the posts themselves.
 */
export function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const { t } = useTranslation();
  const map = useMap();
  const size = clusterSize(cluster.count);
  const count = cluster.count.toLocaleString();
  const icon = useMemo(
    () =>
      divIcon({
        className: 'map-cluster',
        html: `<span>${count}</span>`,
        iconSize: [size, size],
      }),
    [count, size],
  );
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={t('map.cluster', { count: cluster.count })}
      alt={t('map.cluster', { count: cluster.count })}
      eventHandlers={{
        click: () =>
          map.fitBounds(
            [
              [cluster.south, cluster.west],
              [cluster.north, cluster.east],
            ],
            moveMotion(),
          ),
      }}
    />
  );
}
