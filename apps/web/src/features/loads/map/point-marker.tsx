import type { LeafletEventHandlerFnMap } from 'leaflet';
import type { ReactNode } from 'react';
import { CircleMarker } from 'react-leaflet';
import { MAP_COLORS, type MarkerKind, markerClass } from './map-style.ts';

/**
 * A post's end on a map: a dot in the spec's colour of its kind, ringed in white so it reads over
 * lines and land. Where a post starts is drawn larger than where it goes.
 */
export function PointMarker({
  kind,
  center,
  end,
  className,
  onClick,
  children,
}: {
  kind: MarkerKind;
  center: [number, number];
  end: 'start' | 'finish';
  className?: string;
  /** Without it, the dot is scenery: it takes no clicks. */
  onClick?: () => void;
  children?: ReactNode;
}) {
  const events: LeafletEventHandlerFnMap | undefined = onClick ? { click: onClick } : undefined;
  return (
    <CircleMarker
      center={center}
      radius={end === 'start' ? 7 : 5}
      className={className ? `${markerClass(kind)} ${className}` : markerClass(kind)}
      pathOptions={{
        color: '#fff',
        weight: end === 'start' ? 2 : 1.5,
        fillColor: MAP_COLORS[kind],
        fillOpacity: 1,
      }}
      interactive={onClick !== undefined}
      {...(events ? { eventHandlers: events } : {})}
    >
      {children}
    </CircleMarker>
  );
}
