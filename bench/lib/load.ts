import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** One load: `connections` clients sending GET `url` back to back for `seconds`. */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Milliseconds of every 2xx answer. */
  times: number[];
  /** Answers that were not 2xx (counted, not timed). */
  non2xx: number;
  errors: number;
  /** Wall-clock milliseconds the load ran. */
  elapsed: number;
}

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

type LoadProcess = ChildProcessByStdio<Writable, Readable, null>;

/** The load client's process (load-client.ts), started with the first load and kept for the rest. */
interface Client {
  child: LoadProcess;
  /** The loads sent and not yet answered, in order: the client runs one at a time. */
  waiting: { resolve: (result: LoadResult) => void; reject: (error: Error) => void }[];
}
let client: Client | undefined;

/**
 * The client holds the event loop only while a load runs, so a bench that is done exits with it
 * idle (its pipes and process unreferenced).
 */
function holdLoop(child: LoadProcess, hold: boolean) {
  for (const handle of [child, child.stdin, child.stdout] as { ref(): void; unref(): void }[])
    hold ? handle.ref() : handle.unref();
}

function startClient(): Client {
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT], { stdio: ['pipe', 'pipe', 'inherit'] });
  const started: Client = { child, waiting: [] };
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    for (let end = out.indexOf('\n'); end >= 0; end = out.indexOf('\n')) {
      const line = out.slice(0, end);
      out = out.slice(end + 1);
      started.waiting.shift()?.resolve(JSON.parse(line) as LoadResult);
      if (started.waiting.length === 0) holdLoop(child, false);
    }
  });
  const fail = (error: Error) => {
    client = undefined;
    for (const waiting of started.waiting.splice(0)) waiting.reject(error);
  };
  child.on('error', fail);
  child.on('exit', (code) => fail(new Error(`the load client exited with ${code}`)));
  holdLoop(child, false);
  return started;
}

/** Runs the load from a separate process (load-client.ts), so the server's process holds only the server. */
export function httpLoad(job: LoadJob): Promise<LoadResult> {
  client ??= startClient();
  const { child, waiting } = client;
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    holdLoop(child, true);
    child.stdin.write(`${JSON.stringify(job)}\n`);
  });
}
