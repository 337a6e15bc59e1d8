import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './filled-database.ts';

/** What the database's busy backends waited on while sampled, each as a count of samples. */
export interface Waits {
  samples: number;
  /** By wait event ("Lock: transactionid", "IO: DataFileRead", "CPU" when none). */
  events: Record<string, number>;
  /** Row locks queued on, by table: the rows writers take turns on. */
  rowLocks: Record<string, number>;
}

/**
 * Samples, every `everyMs` until stopped, what the other active backends of this database wait on
 * (pg_stat_activity) and on which tables rows are waited for (pg_locks: a backend queued behind
 * another's row lock holds, or waits for, a tuple lock on that row's table).
 */
export function sampleWaits(database: Database, everyMs = 50): { stop(): Promise<Waits> } {
  const waits: Waits = { samples: 0, events: {}, rowLocks: {} };
  let running = true;
  const loop = (async () => {
    while (running) {
      const events = rowsOf(
        await database.db.execute(sql`
          SELECT coalesce(wait_event_type || ': ' || wait_event, 'CPU') AS event, count(*)::int AS n
          FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
            AND backend_type = 'client backend'
          GROUP BY 1`),
      );
      const tuples = rowsOf(
        await database.db.execute(sql`
          SELECT relation::regclass::text AS "table", count(*)::int AS n
          FROM pg_locks WHERE locktype = 'tuple' GROUP BY 1`),
      );
      waits.samples++;
      for (const row of events)
        waits.events[String(row.event)] = (waits.events[String(row.event)] ?? 0) + Number(row.n);
      for (const row of tuples)
        waits.rowLocks[String(row.table)] = (waits.rowLocks[String(row.table)] ?? 0) + Number(row.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return waits;
    },
  };
}

/** The most sampled entries, "name n" by count, at most `top` of them. */
export const topCounts = (counts: Record<string, number>, top = 8) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';
