import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { insertUserRows } from '../../../test/user-rows.ts';
import type { Database } from '../client.ts';
import { profilePhotos, users } from '../schema/index.ts';
import { withFastRows } from './rows.ts';

describe('withFastRows', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let withPhoto: number;
  let withoutPhoto: number;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    [withPhoto, withoutPhoto] = (await insertUserRows(database, 2)) as [number, number];
    await database.db
      .insert(profilePhotos)
      .values({ userId: withPhoto, contentType: 'image/webp', image: Buffer.from('photo'), version: 'v1' });
  });
  afterAll(() => drop());

  /** The same select prepared twice, read through Drizzle's own mapping and through ours. */
  async function bothWays(build: (name: string) => { execute(values: { id: number }): Promise<unknown> }) {
    const drizzles = build('rows_test_drizzle');
    const ours = withFastRows(build('rows_test_fast'));
    for (const id of [withPhoto, withoutPhoto, -1]) {
      const expected = await drizzles.execute({ id });
      expect(await ours.execute({ id })).toEqual(expected);
    }
  }

  it('maps whole rows, picked columns and SQL fields as Drizzle does (dates, numbers, nulls)', async () => {
    await bothWays((name) =>
      database.db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(`${name}_all`),
    );
    await bothWays((name) =>
      database.db
        .select({
          id: users.id,
          createdAt: users.createdAt,
          double: sql<number>`${users.id} * 2`.mapWith(Number),
          text: sql<string>`'x' || ${users.id}`,
          nothing: sql<null>`NULL`,
        })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(`${name}_picked`),
    );
  });

  it('nests objects and makes a left-joined object null when the join found nothing', async () => {
    const [withRow, withoutRow] = await Promise.all(
      [withPhoto, withoutPhoto].map((id) =>
        withFastRows(
          database.db
            .select({ user: { id: users.id, email: users.email }, photo: { version: profilePhotos.version } })
            .from(users)
            .leftJoin(profilePhotos, eq(profilePhotos.userId, users.id))
            .where(eq(users.id, sql.placeholder('id')))
            .prepare(`rows_test_join_${id}`),
        ).execute({ id }),
      ),
    );
    expect(withRow).toEqual([
      { user: { id: withPhoto, email: expect.any(String) }, photo: { version: 'v1' } },
    ]);
    expect(withoutRow).toEqual([{ user: { id: withoutPhoto, email: expect.any(String) }, photo: null }]);
    await bothWays((name) =>
      database.db
        .select({ user: { id: users.id }, photo: { version: profilePhotos.version } })
        .from(users)
        .leftJoin(profilePhotos, eq(profilePhotos.userId, users.id))
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(`${name}_join`),
    );
  });

  it('keeps an object of two tables whatever the join found, as Drizzle does', async () => {
    await bothWays((name) =>
      database.db
        .select({
          mixed: { id: users.id, version: profilePhotos.version },
          photoFirst: { version: profilePhotos.version, email: users.email },
          account: { id: users.id, first: users.firstName, at: users.createdAt },
          nothing: sql<null>`NULL`,
        })
        .from(users)
        .leftJoin(profilePhotos, eq(profilePhotos.userId, users.id))
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(`${name}_mixed`),
    );
  });
});
