import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The rows of a raw query, on either engine (both drivers answer `{ rows }`). Tests read pg-boss's tables with it. */
export const rowsOf = async <Row = Record<string, unknown>>(database: Database, query: SQL): Promise<Row[]> =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
