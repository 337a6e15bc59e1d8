import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { insertUserRows } from '../../test/user-rows.ts';
import { rowsOf } from '../jobs/test-sql.ts';
import { type Database, openPostgres } from './client.ts';
import { migrate } from './migrate.ts';

const run = promisify(execFile);
const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

/** A migration that may run again on a database that has it (it only sets the table's options). */
const REPEATABLE = '0050_loads_vacuum_settings';

/**
 * An upgrade (migrations applied to a database that had some) ends with a vacuum, as a migration may
 * have rewritten a table; a new database is not vacuumed. Vacuums by hand are counted apart from
 * autovacuum's, so the check holds whatever the server's autovacuum does. And what they leave can
 * be analyzed as autovacuum analyzes it, and restored from a dump as the operations guide says.
 */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('migrations', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase('loadboard_migrate');
    database = await openPostgres(scratch.url, { poolSize: 1 });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  const loadsVacuums = async () => {
    const [row] = await rowsOf<{ n: number }>(
      database,
      sql`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'loads'`,
    );
    return row?.n;
  };

  it('vacuums after an upgrade, not on a new database', async () => {
    expect((await migrate(database)).length).toBeGreaterThan(0);
    expect(await loadsVacuums()).toBe(0);

    await database.db.execute(sql`DELETE FROM schema_migrations WHERE tag = ${REPEATABLE}`);
    expect(await migrate(database)).toEqual([REPEATABLE]);
    expect(await loadsVacuums()).toBe(1);

    expect(await migrate(database)).toEqual([]);
    expect(await loadsVacuums()).toBe(1);
  });

  it('leaves loads analyzable with an empty search path, as autovacuum runs', async () => {
    const [ownerId] = await insertUserRows(database, 1);
    await database.db.execute(sql`
      INSERT INTO loads (owner_id, load_type, origin_zip, origin_location, origin_lat, origin_lng,
        destination_zip, destination_location, destination_lat, destination_lng, distance_miles,
        pickup_date, delivery_date, balance)
      VALUES (${ownerId}, 'RFP', '60601', 'Chicago, IL', 41.88, -87.62, '75201', 'Dallas, TX', 32.79,
        -96.8, 802.4, '2030-01-02', '2030-01-04', 1000)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL search_path = ''`);
      await tx.execute(sql`ANALYZE public.loads`);
    });
  });

  it('restores a dump into a database prepared as the operations guide says, losing nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-restore-'));
    const target = await createScratchDatabase('loadboard_restore');
    try {
      const dump = path.join(dir, 'board.dump');
      await run('pg_dump', ['-Fc', '-f', dump, scratch.url]);
      // docs/operations.md, Backups: before PostgreSQL 17, the bound earthdistance first.
      const prepare = path.join(MIGRATIONS, '0052_earth_functions_bound.sql');
      await run('psql', [
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-d',
        target.url,
        '-c',
        'CREATE EXTENSION cube',
        '-c',
        'CREATE EXTENSION earthdistance',
        '-f',
        prepare,
      ]);
      await run('pg_restore', ['--exit-on-error', '-d', target.url, dump]);
      const restored = await openPostgres(target.url, { poolSize: 1 });
      try {
        const [row] = await rowsOf<{ loads: number; indexes: number; tables: number }>(
          restored,
          sql`SELECT (SELECT count(*)::int FROM loads) AS loads,
            (SELECT count(*)::int FROM pg_indexes WHERE indexdef LIKE '%ll_to_earth%') AS indexes,
            (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables`,
        );
        const [source] = await rowsOf<{ tables: number }>(
          database,
          sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`,
        );
        expect(row).toEqual({ loads: 1, indexes: 3, tables: source?.tables });
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
