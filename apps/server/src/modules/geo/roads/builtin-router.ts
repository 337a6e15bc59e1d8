import type { DrivingRoute, RouteStep } from '@loadboard/contracts';
import type { Link, Node } from 'ngraph.graph';
import { aStar } from 'ngraph.path';
import { distanceMiles, type GeoPoint, roundMiles } from '../zip-database.ts';
import { nearestPlaces, type Place, roadNetwork, type Segment } from './road-network.ts';

/** A route's end: a ZIP's point and how the steps name it ('Dallas, TX 75201'). */
export interface RouteEnd extends GeoPoint {
  zip: string;
  label: string;
}

/** Local roads from a ZIP to the network wind more than highways do. */
const LOCAL_CURVE = 1.2;
/** Ends closer than this may be joined by local roads alone; further apart, a truck takes the highways. */
const LOCAL_ONLY_MILES = 60;
/** How many network places a ZIP may join the network at. */
const ENTRY_PLACES = 4;
const LOCAL = 'local roads';
/** Truck speeds, miles per hour. */
const SPEED = { interstate: 62, highway: 50, local: 30 };

const FROM = '@from';
const TO = '@to';

interface Leg {
  road: string;
  miles: number;
  from: Place;
  to: Place;
}

const milesText = (miles: number) => (miles >= 10 ? String(Math.round(miles)) : roundMiles(miles).toFixed(1));

/**
 * The way a road is signed: even Interstates run east-west, odd ones north-south; other roads take the
 * direction they mostly go.
 */
function directionOf(road: string, from: GeoPoint, to: GeoPoint): 'N' | 'S' | 'E' | 'W' {
  const number = /^I-(\d+)/.exec(road)?.[1];
  const dLat = to.latitude - from.latitude;
  const dLng = (to.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180);
  const eastWest = number ? Number(number) % 2 === 0 : Math.abs(dLng) >= Math.abs(dLat);
  if (eastWest) return dLng >= 0 ? 'E' : 'W';
  return dLat >= 0 ? 'N' : 'S';
}

function speedOf(road: string): number {
  if (road === LOCAL) return SPEED.local;
  return road.startsWith('I-') ? SPEED.interstate : SPEED.highway;
}

/** Consecutive legs on the same road read as one step. */
function mergeLegs(legs: Leg[]): Leg[] {
  const merged: Leg[] = [];
  for (const leg of legs) {
    const last = merged.at(-1);
    if (last && last.road === leg.road)
      merged[merged.length - 1] = { ...last, miles: last.miles + leg.miles, to: leg.to };
    else merged.push({ ...leg });
  }
  return merged;
}

function stepsOf(legs: Leg[], to: RouteEnd): RouteStep[] {
  const merged = mergeLegs(legs);
  return merged.map((leg, index): RouteStep => {
    const miles = roundMiles(leg.miles);
    if (leg.road !== LOCAL) {
      const direction = directionOf(leg.road, leg.from, leg.to);
      return {
        kind: 'road',
        instruction: `Take ${leg.road} ${direction} for ${milesText(leg.miles)} mi toward ${leg.to.name}`,
        miles,
        road: leg.road,
        direction,
        toward: leg.to.name,
      };
    }
    if (merged.length === 1)
      return {
        kind: 'direct',
        instruction: `Drive to ${to.label} for ${milesText(leg.miles)} mi`,
        miles,
        road: null,
        direction: null,
        toward: to.label,
      };
    if (index === 0) {
      const next = merged[1] as Leg;
      return {
        kind: 'depart',
        instruction: `Drive to ${next.road} at ${leg.to.name} for ${milesText(leg.miles)} mi`,
        miles,
        road: next.road,
        direction: null,
        toward: leg.to.name,
      };
    }
    return {
      kind: 'arrive',
      instruction: `Continue to ${to.label} for ${milesText(leg.miles)} mi`,
      miles,
      road: null,
      direction: null,
      toward: to.label,
    };
  });
}

/** The cheapest link between two neighbouring nodes (two roads may share a stretch). */
function linkBetween(from: Node<Place>, to: Node<Place>): Segment {
  let best: Segment | undefined;
  roadNetwork().forEachLinkedNode(
    from.id,
    (other: Node<Place>, link: Link<Segment>) => {
      if (other.id === to.id && (!best || link.data.miles < best.miles)) best = link.data;
    },
    false,
  );
  if (!best) throw new Error(`Road network: no link from ${from.id} to ${to.id}`);
  return best;
}

/**
 * The built-in route: local roads from the pickup ZIP to one of the nearest network places, the
 * Interstates between (A* over the shipped network), local roads to the delivery ZIP; or, for ends
 * less than 60 miles apart, local roads all the way when that is shorter. Offline, a few milliseconds.
 */
export function builtinRoute(from: RouteEnd, to: RouteEnd): DrivingRoute {
  const graph = roadNetwork();
  const fromPlace: Place = { name: from.label, latitude: from.latitude, longitude: from.longitude };
  const toPlace: Place = { name: to.label, latitude: to.latitude, longitude: to.longitude };
  const entries = nearestPlaces(from, ENTRY_PLACES);
  const exits = nearestPlaces(to, ENTRY_PLACES);

  // The two ends join the shared graph for this search only; it runs synchronously, so no other
  // request sees them.
  graph.addNode(FROM, fromPlace);
  graph.addNode(TO, toPlace);
  try {
    for (const { place, miles } of entries)
      graph.addLink(FROM, place.name, { road: LOCAL, miles: miles * LOCAL_CURVE });
    for (const { place, miles } of exits)
      graph.addLink(place.name, TO, { road: LOCAL, miles: miles * LOCAL_CURVE });
    const apart = distanceMiles(from, to);
    if (apart <= LOCAL_ONLY_MILES) graph.addLink(FROM, TO, { road: LOCAL, miles: apart * LOCAL_CURVE });

    const finder = aStar<Place, Segment>(graph, {
      distance: (_a, _b, link) => link.data.miles,
      // Admissible: no road is shorter than the great circle.
      heuristic: (a, b) => distanceMiles(a.data, b.data),
    });
    const found = finder.find(FROM, TO);
    const path = found[0]?.id === FROM ? found : [...found].reverse();

    const legs: Leg[] = [];
    for (let i = 1; i < path.length; i += 1) {
      const a = path[i - 1] as Node<Place>;
      const b = path[i] as Node<Place>;
      const segment = linkBetween(a, b);
      legs.push({ road: segment.road, miles: segment.miles, from: a.data, to: b.data });
    }
    const miles = legs.reduce((sum, leg) => sum + leg.miles, 0);
    const hours = legs.reduce((sum, leg) => sum + leg.miles / speedOf(leg.road), 0);
    return {
      from: from.zip,
      to: to.zip,
      miles: roundMiles(miles),
      minutes: Math.round(hours * 60),
      geometry: path.map((node) => [
        Math.round(node.data.latitude * 1e4) / 1e4,
        Math.round(node.data.longitude * 1e4) / 1e4,
      ]),
      steps: stepsOf(legs, to),
      source: 'builtin',
    };
  } finally {
    graph.removeNode(FROM);
    graph.removeNode(TO);
  }
}
