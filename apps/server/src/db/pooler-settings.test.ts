import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { rowsOf } from '../jobs/test-sql.ts';
import { type Database, openPostgres } from './client.ts';
import { migrate } from './migrate.ts';
import { users } from './schema/index.ts';

/**
 * The settings for a transaction pooler in front of PostgreSQL: statements sent unnamed when
 * DATABASE_PREPARED_STATEMENTS=false, and what needs a session of its own (LISTEN, the migrations'
 * lock) on DATABASE_LISTEN_URL rather than through the pooler.
 */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('pooler settings', () => {
  let scratch: ScratchDatabase;
  const opened: Database[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase('loadboard_pooler');
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await scratch.drop();
  });

  /** Named statements the pool's one session keeps after a read prepared under a name, as the app's are. */
  async function namedAfterARead(preparedStatements: boolean) {
    const database = await openPostgres(scratch.url, { poolSize: 1, preparedStatements });
    opened.push(database);
    await migrate(database);
    await database.db.select({ id: users.id }).from(users).limit(1).prepare('pooler_test_read').execute();
    const [row] = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements`,
    );
    return row?.n;
  }

  it('names prepared statements by default, and sends none named when told not to', async () => {
    expect(await namedAfterARead(true)).toBeGreaterThan(0);
    expect(await namedAfterARead(false)).toBe(0);
  });

  it('migrates and listens on the listen URL, not through the pooled one', async () => {
    // Nothing answers on the pooled address: only what uses the listen URL can work.
    const database = await openPostgres('postgres://postgres@127.0.0.1:1/nowhere', {
      listenUrl: scratch.url,
    });
    opened.push(database);
    await migrate(database);
    const heard: string[] = [];
    const unlisten = await database.listen('pooler_test', (payload) => heard.push(payload));
    const direct = await openPostgres(scratch.url, { poolSize: 1 });
    opened.push(direct);
    await direct.db.execute(sql`SELECT pg_notify('pooler_test', 'hello')`);
    for (let i = 0; i < 100 && heard.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(['hello']);
    await unlisten();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});
