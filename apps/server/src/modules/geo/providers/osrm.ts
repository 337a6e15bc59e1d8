import type { RouteStep } from '@loadboard/contracts';
import { z } from 'zod';
import { METERS_PER_MILE, roundMiles } from '../zip-database.ts';
import { type RoutingServer, readJson } from './routing-server.ts';

/** What we read of OSRM's `/route/v1` answer (http://project-osrm.org/docs/v5.24.0/api/#route-service). */
const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
        legs: z.array(
          z.object({
            steps: z.array(
              z.object({
                distance: z.number(),
                name: z.string().optional(),
                ref: z.string().optional(),
                maneuver: z.object({ type: z.string(), modifier: z.string().optional() }),
              }),
            ),
          }),
        ),
      }),
    )
    .min(1),
});

/** OSRM gives maneuvers, not sentences: "turn left onto I-80", "arrive". */
function sentence(
  step: z.infer<typeof osrmAnswer>['routes'][number]['legs'][number]['steps'][number],
): string {
  const road = step.ref || step.name;
  const { type, modifier } = step.maneuver;
  if (type === 'depart') return road ? `Head out on ${road}` : 'Head out';
  if (type === 'arrive') return 'Arrive at your destination';
  const action = [type, modifier].filter(Boolean).join(' ');
  return road
    ? `${action[0]?.toUpperCase()}${action.slice(1)} onto ${road}`
    : `${action[0]?.toUpperCase()}${action.slice(1)}`;
}

/** An OSRM server (`ROUTING_URL` is its base, e.g. http://osrm:5000), driving profile. */
export function osrmServer(baseUrl: string): RoutingServer {
  return async (from, to, signal) => {
    const points = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
    const url = `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${points}?overview=full&geometries=geojson&steps=true`;
    const answer = osrmAnswer.parse(await readJson(await fetch(url, { signal }), 'OSRM'));
    const route = answer.routes[0] as (typeof answer.routes)[number];
    const steps: RouteStep[] = route.legs
      .flatMap((leg) => leg.steps)
      .map((step) => ({
        kind: 'other',
        instruction: sentence(step),
        miles: roundMiles(step.distance / METERS_PER_MILE),
        road: step.ref || step.name || null,
        direction: null,
        toward: null,
      }));
    return {
      from: from.zip,
      to: to.zip,
      miles: roundMiles(route.distance / METERS_PER_MILE),
      minutes: Math.round(route.duration / 60),
      geometry: route.geometry.coordinates.map(([lng, lat]) => [lat, lng]),
      steps,
      source: 'osrm',
    };
  };
}
