import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request whose work runs now — the request itself, or the job it started — for
 * records that work writes and that later log lines name (a batch of new posts for the load alerts).
 * Set once per request (app.ts) and per job run that carries one; read where such a record is made.
 */
const current = new AsyncLocalStorage<string>();

/** Runs `work` as the work of request `id` (with none, as it is). */
export function asWorkOf<T>(id: string | null, work: () => T): T {
  return id ? current.run(id, work) : work();
}

/** The id of the request whose work this is, or null outside any. */
export function currentRequestId(): string | null {
  return current.getStore() ?? null;
}
