import type { RouteStep } from '@loadboard/contracts';
import { z } from 'zod';
import { roundMiles } from '../zip-database.ts';
import { type RoutingServer, readJson } from './routing-server.ts';

/** What we read of Valhalla's `/route` answer (https://valhalla.github.io/valhalla/api/turn-by-turn/api-reference/). */
const valhallaAnswer = z.object({
  trip: z.object({
    summary: z.object({ length: z.number(), time: z.number() }),
    legs: z
      .array(
        z.object({
          shape: z.string(),
          maneuvers: z.array(
            z.object({
              instruction: z.string(),
              length: z.number(),
              street_names: z.array(z.string()).optional(),
            }),
          ),
        }),
      )
      .min(1),
  }),
});

/** Valhalla's shapes are Google's encoded polyline at six decimals. */
export function decodePolyline6(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push([lat / 1e6, lng / 1e6]);
  }
  return points;
}

/** A Valhalla server (`ROUTING_URL` is its base, e.g. http://valhalla:8002), truck costing, in miles. */
export function valhallaServer(baseUrl: string): RoutingServer {
  return async (from, to, signal) => {
    const body = {
      locations: [
        { lat: from.latitude, lon: from.longitude },
        { lat: to.latitude, lon: to.longitude },
      ],
      costing: 'truck',
      units: 'miles',
    };
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const { trip } = valhallaAnswer.parse(await readJson(response, 'Valhalla'));
    const steps: RouteStep[] = trip.legs
      .flatMap((leg) => leg.maneuvers)
      .map((maneuver) => ({
        kind: 'other',
        instruction: maneuver.instruction,
        miles: roundMiles(maneuver.length),
        road: maneuver.street_names?.[0] ?? null,
        direction: null,
        toward: null,
      }));
    return {
      from: from.zip,
      to: to.zip,
      miles: roundMiles(trip.summary.length),
      minutes: Math.round(trip.summary.time / 60),
      geometry: trip.legs.flatMap((leg) => decodePolyline6(leg.shape)),
      steps,
      source: 'valhalla',
    };
  };
}
