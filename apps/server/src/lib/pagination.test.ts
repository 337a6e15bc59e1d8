import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { pageOffset, pageWithCount, paginate } from './pagination.ts';

describe('paginate', () => {
  it('describes a middle page', () => {
    expect(paginate(2, 10, 23)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 23,
      itemsPerPage: 10,
      hasPreviousPage: true,
      hasNextPage: true,
    });
  });

  it('has no next page on the last page or past it, and no pages without items', () => {
    expect(paginate(3, 10, 30)).toMatchObject({ totalPages: 3, hasNextPage: false, hasPreviousPage: true });
    expect(paginate(5, 10, 30)).toMatchObject({ currentPage: 5, totalPages: 3, hasNextPage: false });
    expect(paginate(1, 10, 0)).toMatchObject({ totalPages: 0, hasPreviousPage: false, hasNextPage: false });
  });

  it('skips the rows of the earlier pages', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});

describe('pageWithCount', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  /** A count that answers only when released, and a log of what was asked when. */
  function fixture(total: number) {
    const asked: string[] = [];
    let release = () => {};
    const count = () => {
      asked.push('count');
      return new Promise<number>((resolve) => {
        release = () => resolve(total);
      });
    };
    const rows = async () => {
      asked.push('rows');
      return ['a', 'b'];
    };
    return { asked, count, rows, release: () => release() };
  }

  it('reads a page near the top together with the count, not after it', async () => {
    const f = fixture(2);
    const answer = pageWithCount(database.db, 1, 10, f.count, f.rows, []);
    await Promise.resolve();
    expect(f.asked).toEqual(['count', 'rows']);
    f.release();
    expect(await answer).toEqual({ rows: ['a', 'b'], totalItems: 2 });
  });

  it('reads a deep page only after the count, and not at all past the end', async () => {
    const within = fixture(5_000);
    const deep = pageWithCount(database.db, 200, 10, within.count, within.rows, []);
    await Promise.resolve();
    expect(within.asked).toEqual(['count']);
    within.release();
    expect(await deep).toEqual({ rows: ['a', 'b'], totalItems: 5_000 });

    const past = fixture(1_500);
    const beyond = pageWithCount(database.db, 500, 10, past.count, past.rows, []);
    past.release();
    expect(await beyond).toEqual({ rows: [], totalItems: 1_500 });
    expect(past.asked).toEqual(['count']);
  });
});
