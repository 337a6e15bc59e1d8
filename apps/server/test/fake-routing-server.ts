import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Google's polyline encoding at six decimals, as Valhalla writes its shapes. */
function encodePolyline6(points: [number, number][]): string {
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const put = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const a = Math.round(lat * 1e6);
    const b = Math.round(lng * 1e6);
    put(a - lastLat);
    put(b - lastLng);
    lastLat = a;
    lastLng = b;
  }
  return out;
}

export type FakeRoutingMode = 'ok' | 'slow' | 'error' | 'garbage';

/**
 * A routing server on 127.0.0.1 speaking enough of OSRM (`GET /route/v1/driving/…`) and Valhalla
 * (`POST /route`) for one trip: 1000 road miles in 16 hours, a straight line between the two points.
 * `mode` makes it hang past any time-out, answer 500, or answer what no routing server would.
 */
export async function startFakeRoutingServer() {
  const state = { mode: 'ok' as FakeRoutingMode, requests: [] as string[] };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    state.requests.push(`${request.method} ${url.pathname}`);
    let body = '';
    for await (const chunk of request) body += chunk;
    if (state.mode === 'slow') return; // never answers; the client's time-out ends it
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (state.mode === 'error') return send(500, { message: 'boom' });
    if (state.mode === 'garbage') return send(200, { hello: 'world' });

    if (request.method === 'GET' && url.pathname.startsWith('/route/v1/driving/')) {
      const [a, b] = url.pathname.split('/').at(-1)?.split(';') ?? [];
      const [lng1, lat1] = (a ?? '').split(',').map(Number);
      const [lng2, lat2] = (b ?? '').split(',').map(Number);
      return send(200, {
        code: 'Ok',
        routes: [
          {
            distance: 1000 * 1609.344,
            duration: 16 * 3600,
            geometry: {
              type: 'LineString',
              coordinates: [
                [lng1, lat1],
                [lng2, lat2],
              ],
            },
            legs: [
              {
                steps: [
                  { distance: 1609.344, name: 'Main Street', maneuver: { type: 'depart' } },
                  {
                    distance: 998 * 1609.344,
                    name: '',
                    ref: 'I 80',
                    maneuver: { type: 'merge', modifier: 'slight right' },
                  },
                  { distance: 1609.344, name: 'Elm Street', maneuver: { type: 'arrive' } },
                ],
              },
            ],
          },
        ],
      });
    }
    if (request.method === 'POST' && url.pathname === '/route') {
      const { locations } = JSON.parse(body) as { locations: { lat: number; lon: number }[] };
      const points = locations.map((l) => [l.lat, l.lon] as [number, number]);
      return send(200, {
        trip: {
          summary: { length: 1000, time: 16 * 3600 },
          legs: [
            {
              shape: encodePolyline6(points),
              maneuvers: [
                { instruction: 'Drive east on Main Street.', length: 1, street_names: ['Main Street'] },
                { instruction: 'Take the I 80 East ramp.', length: 998, street_names: ['I 80'] },
                { instruction: 'You have arrived at your destination.', length: 1 },
              ],
            },
          ],
        },
      });
    }
    send(404, { message: 'not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
