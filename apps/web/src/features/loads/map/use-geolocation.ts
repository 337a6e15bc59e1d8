import { useCallback, useState } from 'react';

export type Geolocation =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; lat: number; lng: number }
  | { status: 'failed' };

/** A browser that answers nothing within this time is as good as a refusal. */
const TIMEOUT_MS = 15_000;

/**
 * 'Use my location': asks the browser once per press. A refusal, an unknown position, a time-out or
 * a browser without geolocation all end as `failed`.
 */
export function useGeolocation() {
  const [state, setState] = useState<Geolocation>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({ status: 'located', lat: position.coords.latitude, lng: position.coords.longitude }),
      () => setState({ status: 'failed' }),
      { timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, []);
  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, clear };
}
