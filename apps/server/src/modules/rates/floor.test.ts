import { MARKET_MIN_COMPANIES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { clearsFloor, companiesUpToFloor } from './floor.ts';

/** The privacy floor's two forms, and the companies counted in one pass up to its three. */

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** The one-pass count over deals given as (poster, carrier) pairs. */
async function counted(pairs: [number, number][]): Promise<number> {
  const rows = pairs.length
    ? sql.join(
        pairs.map(([poster, carrier]) => sql`(${poster}::int, ${carrier}::int)`),
        sql`, `,
      )
    : sql`(1, 2)`;
  const where = pairs.length ? sql`true` : sql`false`;
  const result = (await database.db.execute(
    sql`SELECT ${companiesUpToFloor(sql`v.poster`, sql`v.carrier`)} AS n FROM (VALUES ${rows}) AS v(poster, carrier) WHERE ${where}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe('the privacy floor', () => {
  it('needs 5 deals and 3 companies', () => {
    expect(clearsFloor({ deals: 5, companies: 3 })).toBe(true);
    expect(clearsFloor({ deals: 4, companies: 9 })).toBe(false);
    expect(clearsFloor({ deals: 50, companies: 2 })).toBe(false);
  });

  it('counts companies in one pass exactly up to three, the floor’s number', async () => {
    expect(MARKET_MIN_COMPANIES).toBe(3);
    const cases: [[number, number][], number][] = [
      [[], 0],
      [[[1, 2]], 2],
      [
        [
          [1, 2],
          [2, 1],
          [1, 2],
        ],
        2,
      ],
      [
        [
          [1, 2],
          [1, 3],
        ],
        3,
      ],
      [
        [
          [1, 2],
          [3, 4],
        ],
        3,
      ],
      [
        [
          [5, 2],
          [2, 5],
          [2, 7],
        ],
        3,
      ],
    ];
    for (const [pairs, companies] of cases) {
      const direct = new Set(pairs.flat()).size;
      expect(Math.min(direct, 3), JSON.stringify(pairs)).toBe(companies);
      expect(await counted(pairs), JSON.stringify(pairs)).toBe(companies);
    }
  });
});
