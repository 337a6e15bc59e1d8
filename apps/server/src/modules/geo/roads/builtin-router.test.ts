import { describe, expect, it } from 'vitest';
import { lookupZip } from '../zip-database.ts';
import { builtinRoute, type RouteEnd } from './builtin-router.ts';
import { roadNetwork } from './road-network.ts';

const end = (zip: string): RouteEnd => {
  const info = lookupZip(zip);
  if (!info) throw new Error(`unknown ZIP ${zip}`);
  return { zip, label: `${info.location} ${zip}`, latitude: info.latitude, longitude: info.longitude };
};

/** Published driving distances between city centres (miles, the usual route of a road atlas). */
const PUBLISHED: [from: string, to: string, miles: number][] = [
  ['60601', '10001', 790], // Chicago – New York
  ['90012', '60601', 2015], // Los Angeles – Chicago
  ['75201', '77002', 239], // Dallas – Houston
  ['30303', '33128', 662], // Atlanta – Miami
  ['98101', '97201', 174], // Seattle – Portland
  ['80202', '84101', 520], // Denver – Salt Lake City
  ['64105', '63101', 248], // Kansas City – St. Louis
  ['55401', '60601', 409], // Minneapolis – Chicago
  ['02108', '20001', 440], // Boston – Washington
  ['94102', '90012', 382], // San Francisco – Los Angeles
  ['38103', '37203', 212], // Memphis – Nashville
  ['70112', '77002', 348], // New Orleans – Houston
  ['80202', '68102', 540], // Denver – Omaha
  ['79901', '78205', 552], // El Paso – San Antonio
  ['28202', '32202', 382], // Charlotte – Jacksonville
  ['48226', '44113', 169], // Detroit – Cleveland
  ['98101', '33128', 3300], // Seattle – Miami
  ['89101', '90012', 270], // Las Vegas – Los Angeles
  ['73102', '79101', 260], // Oklahoma City – Amarillo
  ['90012', '10001', 2790], // Los Angeles – New York
  ['84101', '89101', 420], // Salt Lake City – Las Vegas
  ['97201', '83702', 430], // Portland – Boise
  ['19107', '15222', 305], // Philadelphia – Pittsburgh
];

describe('the built-in road network', () => {
  it('is one connected network', () => {
    const graph = roadNetwork();
    const first = graph.getNode('Chicago, IL');
    const seen = new Set<string | number>([first?.id as string]);
    const queue = [first?.id as string];
    while (queue.length > 0) {
      graph.forEachLinkedNode(queue.pop() as string, (node) => {
        if (!seen.has(node.id)) {
          seen.add(node.id);
          queue.push(node.id as string);
        }
      });
    }
    expect(seen.size).toBe(graph.getNodeCount());
    expect(graph.getNodeCount()).toBeGreaterThan(500);
  });

  it.each(PUBLISHED)('drives %s to %s within 10% of the published %i miles', (from, to, published) => {
    const route = builtinRoute(end(from), end(to));
    expect(Math.abs(route.miles - published) / published).toBeLessThan(0.1);
    // Truck speeds: between 45 and 65 mph on the whole.
    expect(route.miles / (route.minutes / 60)).toBeGreaterThan(45);
    expect(route.miles / (route.minutes / 60)).toBeLessThan(65);
  });

  it('tells the way in steps that add up to the miles, along a line from pickup to delivery', () => {
    const route = builtinRoute(end('60601'), end('50309'));
    const [first, second] = route.steps;
    // Onto the highway the next step takes, from the network place nearest the pickup.
    expect(first).toMatchObject({ kind: 'depart', road: second?.road, toward: 'Chicago, IL' });
    expect(first?.instruction).toBe(`Drive to ${second?.road} at Chicago, IL for ${first?.miles} mi`);
    const highway = route.steps.find((step) => step.road === 'I-80' && step.kind === 'road');
    expect(highway?.instruction).toMatch(/^Take I-80 W for \d+ mi toward Des Moines, IA$/);
    expect(highway).toMatchObject({ road: 'I-80', direction: 'W', toward: 'Des Moines, IA' });
    expect(route.steps.at(-1)).toMatchObject({ kind: 'arrive', toward: 'Des Moines, IA 50309' });
    expect(route.steps.at(-1)?.instruction).toMatch(/^Continue to Des Moines, IA 50309 for [\d.]+ mi$/);
    const stepMiles = route.steps.reduce((sum, step) => sum + step.miles, 0);
    expect(Math.abs(stepMiles - route.miles)).toBeLessThan(1);
    expect(route.geometry[0]).toEqual([41.8857, -87.6181].map((v) => expect.closeTo(v, 1)));
    expect(route.geometry.at(-1)?.[0]).toBeCloseTo(41.6, 0);
    expect(route.geometry.length).toBeGreaterThan(4);
    expect(route.source).toBe('builtin');
  });

  it('takes local roads alone for a short trip, and answers no miles for a trip to the same ZIP', () => {
    const short = builtinRoute(end('75201'), end('75204'));
    expect(short.steps).toHaveLength(1);
    expect(short.steps[0]).toMatchObject({ kind: 'direct', toward: 'Dallas, TX 75204' });
    expect(short.miles).toBeLessThan(10);
    const same = builtinRoute(end('75201'), end('75201'));
    expect(same.miles).toBe(0);
  });

  it('leaves the shared network as it found it', () => {
    const before = roadNetwork().getNodeCount();
    builtinRoute(end('60601'), end('10001'));
    expect(roadNetwork().getNodeCount()).toBe(before);
    expect(roadNetwork().getNode('@from')).toBeUndefined();
  });
});
