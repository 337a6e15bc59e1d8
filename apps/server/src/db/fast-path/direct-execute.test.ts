import { DrizzleQueryError, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { insertUserRows } from '../../../test/user-rows.ts';
import { sqlState } from '../../lib/db-errors.ts';
import type { Database, DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { withDirectExecute } from './direct-execute.ts';
import { withFastRows } from './rows.ts';

describe('withDirectExecute', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let userId: number;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    [userId] = (await insertUserRows(database, 1)) as [number];
  });
  afterAll(() => drop());

  let named = 0;
  /** A user's email and a figure of the run's own, prepared on `db` (a transaction's or the pool's). */
  const prepare = (db: DbOrTx) =>
    withDirectExecute(
      withFastRows(
        db
          .select({ email: users.email, plusOne: sql<number>`${sql.placeholder('figure')}::int + 1` })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(`direct_execute_test_${named++}`),
      ),
    );

  it("answers what Drizzle's own execute answers, run after run", async () => {
    const direct = prepare(database.db);
    const [{ email }] = (await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))) as [{ email: string }];
    for (const figure of [1, 41]) {
      expect(await direct.execute({ id: userId, figure })).toEqual([{ email, plusOne: figure + 1 }]);
    }
    expect(await direct.execute({ id: -1, figure: 0 })).toEqual([]);
  });

  it("runs in the transaction it was prepared on, seeing that transaction's own writes", async () => {
    let inside: unknown;
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ email: 'changed-in-tx@example.com' }).where(eq(users.id, userId));
        inside = await prepare(tx).execute({ id: userId, figure: 0 });
        tx.rollback();
      })
      .catch(() => {});
    expect(inside).toEqual([{ email: 'changed-in-tx@example.com', plusOne: 1 }]);
    const [row] = await prepare(database.db).execute({ id: userId, figure: 0 });
    expect(row?.email).not.toBe('changed-in-tx@example.com');
  });

  it("fails as Drizzle's execute does: the database's error as the cause, a missing value named", async () => {
    const direct = prepare(database.db);
    const failed = await direct
      .execute({ id: userId, figure: 2_147_483_647 })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DrizzleQueryError);
    // integer out of range
    expect(sqlState(failed)).toBe('22003');
    await expect(direct.execute({ id: userId })).rejects.toThrow(
      'No value for placeholder "figure" was provided',
    );
  });

  it('gives a null to a column with an encoder as SQL null, a value through the encoder', async () => {
    const setLogin = withDirectExecute(
      withFastRows(
        database.db
          .update(users)
          // Drizzle's types leave a placeholder out of an update's values; it takes one all the same.
          .set({ lastLoginAt: sql.placeholder('at') as unknown as SQL })
          .where(eq(users.id, userId))
          .returning({ lastLoginAt: users.lastLoginAt })
          .prepare(`direct_execute_test_${named++}`),
      ),
    );
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(await setLogin.execute({ at })).toEqual([{ lastLoginAt: at }]);
    expect(await setLogin.execute({ at: null })).toEqual([{ lastLoginAt: null }]);
  });
});
