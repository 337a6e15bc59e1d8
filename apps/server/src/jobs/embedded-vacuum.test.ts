import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { insertUserRows } from '../../test/user-rows.ts';
import type { Database } from '../db/client.ts';
import { embeddedVacuumJob } from './embedded-vacuum.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

describe('the nightly vacuum', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await insertUserRows(database, 200);
  });
  afterAll(() => drop());

  /** Pages of the users table that VACUUM has marked visible to every transaction. */
  const allVisiblePages = async () =>
    Number(
      (
        await rowsOf<{ pages: number }>(
          database,
          sql`SELECT relallvisible AS pages FROM pg_class WHERE relname = 'users'`,
        )
      )[0]?.pages,
    );

  it('vacuums and analyzes an embedded database, and leaves a PostgreSQL server to its autovacuum', async () => {
    const run = () =>
      embeddedVacuumJob.handler(
        {},
        { ...testJobServices(), db: database.db, engine: database.engine, log: pino({ level: 'silent' }) },
      );
    const before = await allVisiblePages();
    await run();
    if (database.engine === 'pglite') expect(await allVisiblePages()).toBeGreaterThan(before);
    else expect(await allVisiblePages()).toBe(before);
  });
});
