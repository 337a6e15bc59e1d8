import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * What autovacuum does on a PostgreSQL server, for the embedded engine, which has none: marks the
 * pages whose rows every transaction sees (index-only scans then skip the table), frees the room of
 * deleted and updated rows (the counter rows change with every post), and refreshes the planner's
 * statistics. Pages unchanged since the last run are skipped, so a nightly run reads about a day's
 * changes; the first on a large board reads it all.
 */
export async function vacuumAndAnalyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}
