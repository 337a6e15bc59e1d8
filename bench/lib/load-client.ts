/**
 * The bench's HTTP load, run as its own process so that its event loop and memory are not the
 * server's: `connections` keep-alive connections each send GET `path` again as soon as the answer
 * is in, for `seconds`. Every response's time is kept exactly (autocannon rounds to whole
 * milliseconds, too coarse for calls that take one), and the summary goes to stdout as JSON.
 *
 *   node --import tsx bench/lib/load-client.ts '{"url":"http://127.0.0.1:3000/api/…","headers":{…},"connections":16,"seconds":5}'
 */
import http from 'node:http';
import type { LoadJob, LoadResult } from './load.ts';

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const result: LoadResult = { times: [], non2xx: 0, errors: 0, elapsed: 0 };
  const started = performance.now();
  const until = started + job.seconds * 1000;
  const connection = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      try {
        const status = await once(agent, url, job.headers);
        if (status >= 200 && status < 300) result.times.push(performance.now() - at);
        else result.non2xx++;
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, connection));
  result.elapsed = performance.now() - started;
  agent.destroy();
  return result;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
process.stdout.write(JSON.stringify(await run(job)));
