import createGraph, { type Graph } from 'ngraph.graph';
import { distanceMiles, type GeoPoint, placePoint } from '../zip-database.ts';
import { INTERSTATE_CHAINS, PLACE_COORDINATES } from './interstate-chains.ts';

/** A place of the network: a metro or a junction town. */
export interface Place extends GeoPoint {
  name: string;
}

/** A stretch of road between two neighbouring places. */
export interface Segment {
  road: string;
  miles: number;
}

export type RoadGraph = Graph<Place, Segment>;

const DEFAULT_CURVE = 1.05;

function pointOf(name: string): GeoPoint {
  const given = PLACE_COORDINATES[name];
  if (given) return { latitude: given[0], longitude: given[1] };
  const point = placePoint(name);
  if (!point) throw new Error(`Road network: no coordinates for ${name}`);
  return point;
}

/**
 * The graph of `INTERSTATE_CHAINS`, built once: a node per place (its id is its name) and a link per
 * pair of neighbours on a road. Two roads over the same stretch are two links.
 */
function buildNetwork(): RoadGraph {
  const graph = createGraph<Place, Segment>({ multigraph: true });
  for (const [road, chain, curve] of INTERSTATE_CHAINS) {
    const names = chain.split('|').map((name) => name.trim());
    for (const name of names) if (!graph.getNode(name)) graph.addNode(name, { name, ...pointOf(name) });
    for (let i = 1; i < names.length; i += 1) {
      const a = graph.getNode(names[i - 1] as string)?.data as Place;
      const b = graph.getNode(names[i] as string)?.data as Place;
      const miles = distanceMiles(a, b) * (curve ?? DEFAULT_CURVE);
      graph.addLink(a.name, b.name, { road, miles });
    }
  }
  return graph;
}

/** The network, built once, and its places as a list to pass over. */
let built: { graph: RoadGraph; places: Place[] } | undefined;

function network(): { graph: RoadGraph; places: Place[] } {
  if (!built) {
    const graph = buildNetwork();
    const places: Place[] = [];
    graph.forEachNode((node) => {
      places.push(node.data);
    });
    built = { graph, places };
  }
  return built;
}

export function roadNetwork(): RoadGraph {
  return network().graph;
}

/**
 * The `count` places of the network nearest to a point, nearest first: the nearest kept in order as
 * the places are passed once, as every post's road miles asks it for both ends.
 */
export function nearestPlaces(point: GeoPoint, count: number): { place: Place; miles: number }[] {
  const nearest: { place: Place; miles: number }[] = [];
  for (const place of network().places) {
    const miles = distanceMiles(point, place);
    if (nearest.length === count && miles >= (nearest[count - 1] as { miles: number }).miles) continue;
    let at = nearest.length;
    while (at > 0 && (nearest[at - 1] as { miles: number }).miles > miles) at -= 1;
    nearest.splice(at, 0, { place, miles });
    if (nearest.length > count) nearest.pop();
  }
  return nearest;
}
