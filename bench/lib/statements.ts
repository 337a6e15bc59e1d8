import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * A call's SQL floor is the statements its request sent to the driver, sent again exactly as they
 * were (the same text, parameters and options, and those the request had in flight together sent
 * together) straight to the driver: the pg pool or the PGlite client. Recording wraps the driver's
 * `query` while one request runs.
 */
export interface Statement {
  /** The driver's arguments as the app passed them: (text or config, params, options). */
  args: unknown[];
  text: string;
  params: unknown[];
  /**
   * Statements of one batch were sent while another of the batch was still running (a
   * `Promise.all`, as the session checks and the dashboards do); a batch starts when none is.
   */
  batch: number;
}

type Query = (...args: unknown[]) => Promise<unknown>;
const driverOf = (database: Database) => (database.db as unknown as { $client: { query: Query } }).$client;

/** Runs `fn` with every statement sent to the driver recorded. */
export async function recording(database: Database, fn: () => Promise<unknown>): Promise<Statement[]> {
  const driver = driverOf(database);
  const seen: Statement[] = [];
  const original = driver.query.bind(driver) as Query;
  let running = 0;
  let batch = -1;
  driver.query = (...args: unknown[]) => {
    const [query, params] = args as [string | { text: string }, unknown[] | undefined];
    if (running === 0) batch++;
    running++;
    seen.push({ args, text: typeof query === 'string' ? query : query.text, params: params ?? [], batch });
    const answer = original(...args);
    // Settled before the caller's own continuation runs, so a statement sent after awaiting this one
    // starts a new batch.
    const settled = () => {
      running--;
    };
    answer.then(settled, settled);
    return answer;
  };
  try {
    await fn();
  } finally {
    // The recorder was the client's own property; the method underneath is back.
    Reflect.deleteProperty(driver, 'query');
  }
  return seen;
}

/** Sends the recorded statements again as the request did: batch after batch, each batch's together. */
export function replayer(database: Database, statements: Statement[]): () => Promise<void> {
  const driver = driverOf(database);
  const batches: Statement[][] = [];
  for (const statement of statements) {
    const batch = batches[statement.batch] ?? [];
    batch.push(statement);
    batches[statement.batch] = batch;
  }
  return async () => {
    for (const batch of batches) await Promise.all(batch.map((statement) => driver.query(...statement.args)));
  };
}

/** A recorded statement as Drizzle SQL, its `$n` parameters bound to the same values (for EXPLAIN). */
export function asSql({ text, params }: Pick<Statement, 'text' | 'params'>): SQL {
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(/\$(\d+)\b/g)) {
    chunks.push(sql.raw(text.slice(at, match.index)));
    // One parameter each, as sent: an array (`= ANY($1)`) stays one value, not a list of them.
    chunks.push(sql`${sql.param(params[Number(match[1]) - 1])}`);
    at = (match.index as number) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(at)));
  return sql.join(chunks, sql.raw(''));
}
