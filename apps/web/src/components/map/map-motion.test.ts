import { afterEach, describe, expect, it } from 'vitest';
import { mapMotion, moveMotion } from './map-motion.ts';

/** happy-dom's answer to `(prefers-reduced-motion: …)`. */
const device = (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } })
  .happyDOM.settings.device;

describe('the maps under reduced motion', () => {
  afterEach(() => {
    device.prefersReducedMotion = 'no-preference';
  });

  it("keep Leaflet's animations when nothing is asked", () => {
    expect(mapMotion()).toEqual({
      zoomAnimation: true,
      fadeAnimation: true,
      markerZoomAnimation: true,
      inertia: true,
    });
    expect(moveMotion()).toEqual({});
  });

  it('jump to their new view when the system asks for reduced motion', () => {
    device.prefersReducedMotion = 'reduce';
    expect(mapMotion()).toEqual({
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
      inertia: false,
    });
    expect(moveMotion()).toEqual({ animate: false });
  });
});
