import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The import's columns in a feed: two good posts for a broker (RFP) and, optionally, a bad row. */
export const FEED_HEADER = [
  'jobNumber',
  'pickupZip',
  'deliveryZip',
  'pickupDate',
  'deliveryDate',
  'balance',
  'rate',
];

export interface FeedRow {
  jobNumber: string;
  pickupZip: string;
  deliveryZip: string;
  pickupDate: string;
  deliveryDate: string;
  balance: string;
  rate: string;
}

/**
 * The day of May 2030 a job is picked up on, from its name: each job its own load, as one owner may
 * not post one load twice ('A-1' the 1st, 'A-3' the 3rd).
 */
const pickupDay = (jobNumber: string) =>
  String(1 + ([...jobNumber].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % 25)).padStart(2, '0');

export const feedRow = (jobNumber: string, overrides: Partial<FeedRow> = {}): FeedRow => ({
  jobNumber,
  pickupZip: '10001',
  deliveryZip: '60601',
  pickupDate: `2030-05-${pickupDay(jobNumber)}`,
  deliveryDate: '2030-05-28',
  balance: '1200',
  rate: '2400',
  ...overrides,
});

const csvOf = (rows: FeedRow[]) =>
  [
    FEED_HEADER.join(','),
    ...rows.map((row) => FEED_HEADER.map((column) => row[column as keyof FeedRow]).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');

const htmlOf = (rows: FeedRow[]) =>
  `<!doctype html><html><body><h1>Board</h1><!-- <table><tr><td>not this</td></tr></table> -->
<table class="loads"><thead><tr>${FEED_HEADER.map((column) => `<th>${column}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${FEED_HEADER.map((column) => `<td>${row[column as keyof FeedRow]}</td>`).join('')}</tr>`).join('\n')}</tbody></table>
<table><tr><th>other</th></tr></table></body></html>`;

/**
 * An HTML feed of `bytes` shaped to make a parser slow: a table with the import's header and one good
 * row, then a cell holding thousands of nested unclosed tags (costly for a parser that keeps an
 * element tree), a tag with a huge run of attributes, and, `trapBytes` long, runs of bare `<` and of
 * unclosed `<td ` (costly for regular expressions that look for each tag's end).
 */
export function hostileHtml(bytes: number, trapBytes: number): string {
  const row = feedRow('H-1');
  const head = `<!doctype html><html><body><table><tr>${FEED_HEADER.map((column) => `<th>${column}</th>`).join('')}</tr>
<tr>${FEED_HEADER.map((column) => `<td>${row[column as keyof FeedRow]}</td>`).join('')}</tr><tr><td>`;
  const rest = Math.max(0, bytes - head.length - 2 * trapBytes);
  return (
    head +
    '<div>'.repeat(Math.floor(rest / 10)) +
    `<span ${'a '.repeat(Math.floor(rest / 4))}>` +
    '<'.repeat(trapBytes) +
    '<td '.repeat(Math.floor(trapBytes / 4))
  );
}

/**
 * A load board on 127.0.0.1 serving what the sync must handle: `/csv`, `/json`, `/json-wrapped` and
 * `/html` (the rows in `state.rows`, changeable between syncs), `/hostile-html` (`hostileHtml` of
 * `state.hostile`), `/slow` (never answers), `/stall/<any>` (answers `/csv` when told to), `/missing`
 * (404), `/passwd` (a file that is no feed), `/huge` (over 5 MB), `/loop` (redirects to itself), `/redirect?to=` (one redirect), and
 * `/hang-once/csv` (the first request never answers: a worker that dies mid-feed).
 */
export async function startFakeFeedServer(options: { port?: number } = {}) {
  const state = {
    rows: [feedRow('A-1'), feedRow('A-2')],
    requests: [] as string[],
    hung: 0,
    hostile: { bytes: 3_000_000, trapBytes: 60_000 },
    /** Requests to `/stall/…` waiting now, and the most that ever waited at once. */
    stalled: 0,
    mostStalled: 0,
  };
  const held: (() => void)[] = [];
  const stalled: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    state.requests.push(url.pathname);
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (url.pathname.startsWith('/stall/')) {
      state.stalled += 1;
      state.mostStalled = Math.max(state.mostStalled, state.stalled);
      let waiting = true;
      const leave = () => {
        if (waiting) state.stalled -= 1;
        waiting = false;
      };
      // A client that gives up (its timeout) no longer counts as waiting.
      response.once('close', leave);
      stalled.push(() => {
        leave();
        if (!response.destroyed) send(200, 'text/csv', csvOf(state.rows));
      });
      return;
    }
    switch (url.pathname) {
      case '/csv':
        return send(200, 'text/csv; charset=utf-8', csvOf(state.rows));
      case '/json':
        return send(200, 'application/json', JSON.stringify(state.rows));
      case '/json-wrapped':
        return send(200, 'application/json', JSON.stringify({ loads: state.rows }));
      case '/html':
        return send(200, 'text/html; charset=utf-8', htmlOf(state.rows));
      case '/hostile-html':
        return send(200, 'text/html', hostileHtml(state.hostile.bytes, state.hostile.trapBytes));
      case '/slow':
        held.push(() => response.destroy());
        return;
      case '/missing':
        return send(404, 'text/plain', 'no such board');
      case '/passwd':
        return send(200, 'text/plain', 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/bin/sh\n');
      case '/huge': {
        response.writeHead(200, { 'content-type': 'text/csv' });
        const chunk = `${'x'.repeat(1023)}\n`.repeat(1024);
        for (let i = 0; i < 6; i++) response.write(chunk);
        return response.end();
      }
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        return response.end();
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/csv' });
        return response.end();
      case '/hang-once/csv':
        if (state.hung === 0) {
          state.hung += 1;
          held.push(() => response.destroy());
          return;
        }
        return send(200, 'text/csv', csvOf(state.rows));
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    state,
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers the requests waiting at `/stall/…` with the CSV of `state.rows`. */
    answerStalled() {
      for (const answer of stalled.splice(0)) answer();
    },
    /** Ends the requests held open (`/slow`, the first `/hang-once/csv`) with a broken connection. */
    releaseHeld() {
      for (const release of held.splice(0)) release();
    },
    async close() {
      for (const release of [...held.splice(0), ...stalled.splice(0)]) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
