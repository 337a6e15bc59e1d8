import type { DrivingRoute } from '@loadboard/contracts';
import type { RouteEnd } from '../roads/builtin-router.ts';

/** A routing server's answer for one trip, or a throw when it has none (or said no). */
export type RoutingServer = (from: RouteEnd, to: RouteEnd, signal: AbortSignal) => Promise<DrivingRoute>;

/** The JSON of a routing server's answer; a non-2xx status is a failure, whatever its body. */
export async function readJson(response: Response, server: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${server} answered ${response.status}`);
  return response.json();
}
