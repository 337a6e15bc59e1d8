import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database, DbOrTx } from './client.ts';
import { together } from './together.ts';

describe('together', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  /** Two reads of a short sleep each, and the order in which they started and ended. */
  async function twoReads(db: DbOrTx) {
    const events: string[] = [];
    const read = (name: string, answer: number) => async () => {
      events.push(`${name} starts`);
      await db.execute(sql`SELECT pg_sleep(0.02)`);
      events.push(`${name} ends`);
      return answer;
    };
    const answers = await together(db, [read('first', 1), read('second', 2)]);
    return { answers, events };
  }

  it('sends independent reads at once on the pool, answered in their order', async () => {
    const { answers, events } = await twoReads(database.db);
    expect(answers).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('sends them one after another inside a transaction, never two at once on its connection', async () => {
    const { answers, events } = await database.db.transaction((tx) => twoReads(tx));
    expect(answers).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
