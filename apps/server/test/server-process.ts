import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../src/paths.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it has printed so far, standard output and error. */
  output: string[];
}

/** A port nobody listens on now, for a server process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts one of the server's entry points as a real process with `env` added to this one's: its
 * source (`apps/server/src/server.ts`, `worker.ts`) through tsx, or its compiled form
 * (`apps/server/dist/server.js`) with plain node, as production runs it. Resolves once its
 * standard output has said `readyText`; fails with everything it printed when it exits or takes
 * longer than `timeoutMs`.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyText: string,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${output.join('')}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output.join('')}`));
    });
  });
  return { child, exited, output };
}
