import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * A call's SQL floor is the statements its request sent to the driver, sent again exactly as they
 * were (the same text, parameters and options) straight to the driver: the pg pool or the PGlite
 * client. Recording wraps the driver's `query` while one request runs.
 */
export interface Statement {
  /** The driver's arguments as the app passed them: (text or config, params, options). */
  args: unknown[];
  text: string;
  params: unknown[];
}

type Query = (...args: unknown[]) => Promise<unknown>;
const driverOf = (database: Database) => (database.db as unknown as { $client: { query: Query } }).$client;

/** Runs `fn` with every statement sent to the driver recorded. */
export async function recording(database: Database, fn: () => Promise<unknown>): Promise<Statement[]> {
  const driver = driverOf(database);
  const seen: Statement[] = [];
  const original = driver.query.bind(driver) as Query;
  driver.query = (...args: unknown[]) => {
    const [query, params] = args as [string | { text: string }, unknown[] | undefined];
    seen.push({ args, text: typeof query === 'string' ? query : query.text, params: params ?? [] });
    return original(...args);
  };
  try {
    await fn();
  } finally {
    // The recorder was the client's own property; the method underneath is back.
    Reflect.deleteProperty(driver, 'query');
  }
  return seen;
}

/** Sends the recorded statements again, one after the other, as the request did. */
export function replayer(database: Database, statements: Statement[]): () => Promise<void> {
  const driver = driverOf(database);
  return async () => {
    for (const statement of statements) await driver.query(...statement.args);
  };
}

/** A recorded statement as Drizzle SQL, its `$n` parameters bound to the same values (for EXPLAIN). */
export function asSql({ text, params }: Pick<Statement, 'text' | 'params'>): SQL {
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(/\$(\d+)\b/g)) {
    chunks.push(sql.raw(text.slice(at, match.index)));
    chunks.push(sql`${params[Number(match[1]) - 1]}`);
    at = (match.index as number) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(at)));
  return sql.join(chunks, sql.raw(''));
}
