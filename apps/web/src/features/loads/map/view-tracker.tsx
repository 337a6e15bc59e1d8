import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { MapBox } from './api.ts';

/** Enough for a view's edge (about 100 m) and few enough digits that small moves share a query. */
const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number, limit: number) => round(Math.min(limit, Math.max(-limit, value)));

/** The map's view as the box the server asks for, inside the world's coordinates. */
function boxOf(map: LeafletMap): MapBox {
  const bounds = map.getBounds();
  return {
    north: clamp(bounds.getNorth(), 90),
    south: clamp(bounds.getSouth(), 90),
    east: clamp(bounds.getEast(), 180),
    west: clamp(bounds.getWest(), 180),
    zoom: map.getZoom(),
  };
}

/** Reports the map's view once shown and after every move or zoom. */
export function ViewTracker({ onView }: { onView: (box: MapBox) => void }) {
  const map = useMap();
  useEffect(() => {
    map.whenReady(() => onView(boxOf(map)));
  }, [map, onView]);
  useMapEvents({ moveend: () => onView(boxOf(map)) });
  return null;
}
