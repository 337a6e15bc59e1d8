import { spawn } from 'node:child_process';
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

/** Runs the load from a separate process (load-client.ts), so the server's process holds only the server. */
export function httpLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`the load client exited with ${code}`));
    });
  });
}
