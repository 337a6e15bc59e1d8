/**
 * The bench's HTTP load, run as its own process so that its event loop and memory are not the
 * server's: `connections` keep-alive connections each send GET `path` again as soon as the answer
 * is in, for `seconds`. Every response's time is kept exactly (autocannon rounds to whole
 * milliseconds, too coarse for calls that take one).
 *
 * Like autocannon, each connection is a bare socket that writes the same request bytes every time
 * and reads just enough of the answer to know where it ends: Node's `http.get` spends time of its
 * own on every call (an object per request and per response, header parsing, the agent's socket
 * pool), which the call's time would have counted as the app's.
 *
 * The process stays for a whole bench: each job comes as one line of JSON on stdin and its result
 * goes out as one line on stdout, so that a call's loads can come in short rounds, alternating with
 * its SQL floor's, without starting a process (and warming its code) for each.
 *
 *   echo '{"url":"http://127.0.0.1:3000/api/…","headers":{…},"connections":16,"seconds":5}' | node --import tsx bench/lib/load-client.ts
 */
import net from 'node:net';
import readline from 'node:readline';
import type { LoadJob, LoadResult } from './load.ts';

const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** The request's bytes, the same on every send. */
function requestBytes(url: URL, headers: Record<string, string>): Buffer {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * Where the first answer in `data` ends and its status, or null while it is incomplete. The server
 * answers with a Content-Length, or chunked (the last chunk is `0\r\n\r\n`; the API sends no trailers).
 */
function answerEnd(data: Buffer): { end: number; status: number } | null {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = data.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return data.length >= end ? { end, status } : null;
  }
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    const last = data.indexOf(CHUNKED_END, headEnd + 4);
    return last < 0 ? null : { end: last + CHUNKED_END.length, status };
  }
  throw new Error(`an answer without a length: ${head.split('\r\n')[0]}`);
}

/** One keep-alive connection sending `request` back to back until `until`, timing each answer. */
function connection(url: URL, request: Buffer, until: number, result: LoadResult): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= until) return void socket.end();
      sentAt = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const answer = answerEnd(pending);
      if (!answer) return;
      const took = performance.now() - sentAt;
      pending = pending.subarray(answer.end);
      if (answer.status >= 200 && answer.status < 300) result.times.push(took);
      else result.non2xx++;
      send();
    });
    // A socket that fails or that the server closes before the end counts once, and its client stops.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (performance.now() < until) result.errors++;
      resolve();
    });
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const request = requestBytes(url, job.headers);
  const result: LoadResult = { times: [], non2xx: 0, errors: 0, elapsed: 0 };
  const started = performance.now();
  const until = started + job.seconds * 1000;
  await Promise.all(Array.from({ length: job.connections }, () => connection(url, request, until, result)));
  result.elapsed = performance.now() - started;
  return result;
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  process.stdout.write(`${JSON.stringify(await run(JSON.parse(line) as LoadJob))}\n`);
}
