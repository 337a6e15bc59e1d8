import type { FitBoundsOptions, MapOptions } from 'leaflet';
import { prefersReducedMotion } from '../../lib/motion.ts';

type MotionOptions = Pick<MapOptions, 'zoomAnimation' | 'fadeAnimation' | 'markerZoomAnimation' | 'inertia'>;

/**
 * A `<MapContainer>`'s animated zoom, fades and gliding pan: all off when the system asks for
 * reduced motion, so the map jumps to its new view. Leaflet reads them when the map is made.
 */
export function mapMotion(): MotionOptions {
  const moves = !prefersReducedMotion();
  return { zoomAnimation: moves, fadeAnimation: moves, markerZoomAnimation: moves, inertia: moves };
}

/** Options for a move made from script (`fitBounds`): a jump under reduced motion, Leaflet's glide otherwise. */
export function moveMotion(): FitBoundsOptions {
  return prefersReducedMotion() ? { animate: false } : {};
}
