import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Independent reads, answered in their order. On the pool they go at once, each on a connection of
 * its own, so the answer waits for the slowest rather than their sum. Inside a transaction they go
 * one after another: its one connection must not be sent a statement while another runs
 * (node-postgres 8 queues it with a deprecation warning, 9 refuses it).
 */
export async function together<T extends unknown[]>(
  db: DbOrTx,
  reads: [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as T;
}
