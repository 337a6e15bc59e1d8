import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

/** The names of the statements the engine keeps parsed for this connection. */
async function preparedNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM pg_prepared_statements ORDER BY name',
  );
  return rows.map((row) => row.name);
}

describe('PGlite statements by name', () => {
  let client: PGlite;
  let statements: PgliteStatements;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());
  beforeEach(async () => {
    await client.exec(`DEALLOCATE ALL; DROP TABLE IF EXISTS posts;
      CREATE TABLE posts (id int PRIMARY KEY, title text, picked date, tags text[], extra jsonb);
      INSERT INTO posts VALUES (1, 'Chicago', '2026-12-01', '{a,b}', '{"k": 1}'), (2, NULL, NULL, NULL, NULL);`);
    statements = new PgliteStatements(client, () => {}, 3);
  });

  it("answers as PGlite's own query does, rows, fields and parsed values alike", async () => {
    const text = 'SELECT id, title, picked, tags, extra FROM posts WHERE id = ANY($1) ORDER BY id';
    for (const rowMode of ['object', 'array'] as const) {
      const options = { rowMode, parsers: { 1082: (value: string) => `day ${value}` } };
      const ours = await statements.query(text, [[1, 2]], options);
      const theirs = await client.query(text, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const inserted = await statements.query('INSERT INTO posts (id, extra) VALUES ($1, $2)', [
      3,
      { k: [1, 2] },
    ]);
    expect(inserted.affectedRows).toBe(1);
    expect((await client.query('SELECT extra FROM posts WHERE id = 3')).rows).toEqual([
      { extra: { k: [1, 2] } },
    ]);
  });

  it("reads an answer of many parts and text of every width as PGlite's own query does", async () => {
    const text = `SELECT g, repeat('é✓ 𝄞', g % 7) AS label, CASE WHEN g % 3 = 0 THEN NULL ELSE g * 1.5 END AS half
      FROM generate_series(1, 20000) g WHERE g > $1`;
    const theirs = await client.query(text, [0]);
    for (let run = 0; run < 2; run++) {
      const ours = await statements.query(text, [0]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.rows).toHaveLength(20000);
    }
    expect((await statements.query("SELECT '' AS empty, NULL AS nothing")).rows).toEqual([
      { empty: '', nothing: null },
    ]);
  });

  it("hands a run's notices to onNotice and its notifications to the listener it was given", async () => {
    const heard: [string, string][] = [];
    statements = new PgliteStatements(client, (channel, payload) => heard.push([channel, payload]), 3);
    await client.exec(`LISTEN posts_changed;
      CREATE OR REPLACE FUNCTION shout(said text) RETURNS int LANGUAGE plpgsql AS $$
        BEGIN RAISE NOTICE 'said %', said; RETURN 1; END $$;`);
    try {
      const notices: string[] = [];
      const onNotice = (notice: { message?: string }) => notices.push(notice.message ?? '');
      for (const said of ['one', 'two']) await statements.query('SELECT shout($1)', [said], { onNotice });
      expect(notices).toEqual(['said one', 'said two']);
      for (const key of ['1', '2']) await statements.query("SELECT pg_notify('posts_changed', $1)", [key]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual([
        ['posts_changed', '1'],
        ['posts_changed', '2'],
      ]);
    } finally {
      await client.exec('UNLISTEN posts_changed');
    }
  });

  it('runs a text seen once unnamed, then keeps it parsed under a name from its second run', async () => {
    const text = 'SELECT title FROM posts WHERE id = $1';
    expect((await statements.query(text, [1])).rows).toEqual([{ title: 'Chicago' }]);
    expect(await preparedNames(client)).toEqual([]);
    expect((await statements.query(text, [2])).rows).toEqual([{ title: null }]);
    expect((await statements.query(text, [1])).rows).toEqual([{ title: 'Chicago' }]);
    expect(await preparedNames(client)).toEqual(['lb_1']);
  });

  it('never keeps a text too long to be worth it (a bulk insert)', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `($${i + 1})`).join(', ');
    const text = `INSERT INTO posts (id) VALUES ${rows}`;
    for (const first of [100, 10_000]) {
      const ids = Array.from({ length: 3000 }, (_, i) => first + i);
      expect((await statements.query(text, ids)).affectedRows).toBe(3000);
    }
    expect(await preparedNames(client)).toEqual([]);
  });

  it('closes the least recently used beyond the ones it keeps', async () => {
    const twice = async (text: string) => {
      await statements.query(text);
      await statements.query(text);
    };
    for (const id of [1, 2, 3]) await twice(`SELECT ${id} AS n`);
    await statements.query('SELECT 1 AS n');
    await twice('SELECT 4 AS n');
    // "SELECT 2" was the least recently used: closed. The others answer as before.
    expect(await preparedNames(client)).toEqual(['lb_1', 'lb_3', 'lb_4']);
    expect((await statements.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
  });

  it('throws the database error with its code and statement, and goes on after it', async () => {
    const text = 'INSERT INTO posts (id) VALUES ($1)';
    const failure = await statements.query(text, [1]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: text, params: [1] });
    await expect(statements.query('SELECT nothing FROM posts')).rejects.toMatchObject({ code: '42703' });
    expect((await statements.query(text, [4])).affectedRows).toBe(1);
  });

  it('parses a statement again when the schema changed what it answers', async () => {
    const text = 'SELECT * FROM posts WHERE id = $1';
    await statements.query(text, [1]);
    await statements.query(text, [1]);
    await client.exec('ALTER TABLE posts ADD COLUMN rate numeric');
    expect((await statements.query(text, [1])).rows[0]).toMatchObject({ id: 1, rate: null });
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("UPDATE posts SET title = 'Dallas' WHERE id = 1");
      await held;
      await tx.rollback();
    });
    const read = statements.query<{ title: string }>('SELECT title FROM posts WHERE id = $1', [1]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ title: 'Chicago' }]);
  });

  it('tries a kept statement on its generic plan from its eleventh run by name, answering the same, the setting ending with each run', async () => {
    // PostgreSQL planning every run for its values, as it does a list's page at scale.
    await client.exec('SET plan_cache_mode = force_custom_plan');
    try {
      const text = 'SELECT id, title FROM posts WHERE id >= $1 ORDER BY id LIMIT $2';
      const plans = async () =>
        (
          await client.query<{ generic_plans: number; custom_plans: number }>(
            "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'lb_1'",
          )
        ).rows;
      const runs = async (count: number) => {
        for (let run = 0; run < count; run++) {
          expect((await statements.query(text, [1, 1])).rows).toEqual([{ id: 1, title: 'Chicago' }]);
        }
      };
      // The first run unnamed, ten by name as PostgreSQL chooses, the eleventh on the generic plan.
      await runs(11);
      expect(await plans()).toEqual([{ generic_plans: 0, custom_plans: 10 }]);
      await runs(1);
      expect(await plans()).toEqual([{ generic_plans: 1, custom_plans: 10 }]);
      // Whatever the timings make of the rest of the trial, the answers stay the same.
      await runs(8);
      expect((await client.query('SHOW plan_cache_mode')).rows).toEqual([
        { plan_cache_mode: 'force_custom_plan' },
      ]);
    } finally {
      await client.exec('RESET plan_cache_mode');
    }
  });

  it('ends the generic plan setting with a run that fails', async () => {
    const text = 'SELECT id FROM posts WHERE id = 10 / $1';
    // The first unnamed, then ten by name: the next is on the generic plan.
    for (let run = 1; run <= 11; run++) await statements.query(text, [10]);
    await expect(statements.query(text, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('SHOW plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
    expect((await statements.query(text, [5])).rows).toEqual([{ id: 2 }]);
  });
});
