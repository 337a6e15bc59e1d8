import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The data directory of the server behind `baseURL`, as serve-fresh.ts recorded it. */
async function serverDataDir(baseURL: string): Promise<string> {
  const port = new URL(baseURL).port;
  const runtime = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, `../.runtime/${port}.json`), 'utf8'),
  ) as { dataDir: string };
  return runtime.dataDir;
}

/**
 * Waits for an email to `to` in the server's outbox (the default mail transport writes .eml files)
 * and returns its raw text, quoted-printable soft breaks undone.
 */
export async function waitForEmail(baseURL: string, to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(await serverDataDir(baseURL), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = (await readFile(path.join(outbox, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} within ${timeoutMs} ms`);
}
