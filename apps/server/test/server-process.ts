import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../src/paths.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts one of the server's entry points (`apps/server/src/server.ts`, `worker.ts`) as a real
 * process with `env` added to this one's, and resolves once its standard output has said
 * `readyText`; fails with everything it printed when it exits or takes longer than `timeoutMs`.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyText: string,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
  return { child, exited };
}
