import type { Db, Tx } from '../../db/client.ts';

/**
 * Forcing an interleaving of transactions on PostgreSQL (each on a pool connection of its own): a
 * transaction is held open between its statements, and a statement expected to wait for another
 * transaction's lock can be started, checked still waiting, and awaited later.
 */

/** A transaction held open until `commit()`. */
export async function openTransaction(db: Db): Promise<{ tx: Tx; commit(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let handOver: (tx: Tx) => void = () => {};
  const handed = new Promise<Tx>((resolve) => {
    handOver = resolve;
  });
  const finished = db.transaction(async (tx) => {
    handOver(tx);
    await released;
  });
  return {
    tx: await handed,
    commit: async () => {
      release();
      await finished;
    },
  };
}

/** The statement, run once (a Drizzle query runs again at each `then`), and whether it has settled. */
export function track<T>(statement: PromiseLike<T>): { settled: boolean; promise: Promise<T> } {
  const promise = Promise.resolve(statement);
  const state = { settled: false, promise };
  const settle = () => {
    state.settled = true;
  };
  promise.then(settle, settle);
  return state;
}

/** Long enough for a statement that does not wait on a lock to have finished. */
export const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));
