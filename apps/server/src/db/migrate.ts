import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database, Db } from './client.ts';

/** Any constant shared by every instance; it names the lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 72_410_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The committed migrations' tags, in the order they apply. */
async function committedTags(): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** The committed migrations this database has not applied (for the readiness probe). */
export async function unappliedMigrations(db: Db): Promise<string[]> {
  // Either engine's result has `rows`; Drizzle types them per driver.
  const { rows } = (await db.execute(sql`SELECT tag FROM schema_migrations`)) as unknown as {
    rows: { tag: string }[];
  };
  const done = new Set(rows.map((row) => row.tag));
  return (await committedTags()).filter((tag) => !done.has(tag));
}

/**
 * Applies the committed migrations (drizzle-kit's journal order) that this database has not seen,
 * each in its own transaction, under an advisory lock so several instances can start at once; after
 * an upgrade (not on a new database), vacuums and analyzes it.
 */
export async function migrate(database: Database): Promise<string[]> {
  const tags = await committedTags();
  return database.withLockedConnection(MIGRATION_LOCK_KEY, async (exec) => {
    await exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      tag text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await exec('SELECT tag FROM schema_migrations')).map((row) => String(row.tag)));
    const applied: string[] = [];
    for (const tag of tags) {
      if (done.has(tag)) continue;
      const sqlText = (await readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')).replaceAll(
        '--> statement-breakpoint',
        '',
      );
      await exec('BEGIN');
      try {
        await exec(sqlText);
        await exec(`INSERT INTO schema_migrations (tag) VALUES ('${tag.replaceAll("'", "''")}')`);
        await exec('COMMIT');
      } catch (error) {
        await exec('ROLLBACK');
        throw new Error(`Migration ${tag} failed: ${(error as Error).message}`);
      }
      applied.push(tag);
    }
    // An upgrade's migration may have rewritten a table (a column made again), which leaves it
    // unvacuumed and its new column without statistics: the board's index-only walks would read
    // the table on every entry until autovacuum came, which a rewrite does not prompt.
    if (applied.length > 0 && done.size > 0) await exec('VACUUM (ANALYZE)');
    return applied;
  });
}
