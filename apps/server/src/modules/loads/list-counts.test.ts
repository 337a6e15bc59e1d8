import { LOAD_STATUSES, type LoadStatus, type LoadType, loadListAnswer } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, PLACES, ZIPS } from './test-fixtures.ts';

/*
 * The lists' totals and the analytics strip come from the counter rows the database keeps
 * (countPlaced and loadAnalytics, queries.ts) whenever the filters allow: these compare every such
 * figure with a count of the rows themselves, after posts of every type have moved through every
 * status and some were deleted.
 */
let t: TestApp;
let broker: Account;
let rfp: Account;
let rfd: Account;
let admin: Account;

async function setStatus(who: Account, id: number, status: LoadStatus) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/loads/${id}/status`,
    headers: who.headers,
    payload: { status },
  });
  expectStatus(res, 200);
}

beforeAll(async () => {
  t = await startTestApp();
  [broker, rfp, rfd, admin] = await Promise.all([
    signUp(t, 'BROKER'),
    signUp(t, 'RFP_CARRIER'),
    signUp(t, 'RFD_CARRIER'),
    signUp(t, 'SUPER_ADMIN'),
  ]);
  const owners = [broker, rfp, rfd];
  for (let n = 0; n < 18; n++) {
    const owner = owners[n % 3] as Account;
    const places = [ZIPS.chicago, ZIPS.dallas, ZIPS.atlanta][n % 3] as string;
    const id = await createPost(t, owner, {
      pickupDate: dayFromToday(1 + (n % 5)),
      deliveryDate: dayFromToday(12),
      pickupZip: places,
      deliveryZip: n % 2 ? ZIPS.newYork : ZIPS.losAngeles,
    });
    const status = LOAD_STATUSES[n % LOAD_STATUSES.length] as LoadStatus;
    if (status !== 'ACTIVE') await setStatus(owner, id, status);
    // Some ACTIVE and CANCELLED posts go again (the others have a deal, which cannot be deleted).
    if (n % 8 === 0 || n % 8 === 3) {
      expectStatus(
        await t.app.inject({ method: 'DELETE', url: `/api/loads/${id}`, headers: owner.headers }),
        200,
      );
    }
  }
});
afterAll(() => t.close());

async function total(path: string, who: Account, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/${path}?${new URLSearchParams(query)}`,
    headers: who.headers,
  });
  expectStatus(res, 200);
  return loadListAnswer.parse(res.json().data).pagination.totalItems;
}

async function counted(where: ReturnType<typeof sql>) {
  const result = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM loads WHERE ${where}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

const typeIs = (type?: LoadType) => (type ? sql`load_type = ${type}` : sql`true`);

/** The analytics strip the API answers for `query`, and the same figures aggregated over the rows. */
async function stripAndRows(query: Record<string, string>, where: ReturnType<typeof sql>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/analytics?${new URLSearchParams(query)}`,
    headers: rfd.headers,
  });
  expectStatus(res, 200);
  const direct = (await t.database.db.execute(
    sql`SELECT count(*)::int AS "totalLoads", (count(*) FILTER (WHERE status = 'ACTIVE'))::int AS "activeLoads",
               coalesce(sum(balance), 0)::float8 AS "totalBalance", coalesce(round(avg(balance), 2), 0)::float8 AS "averageBalance"
        FROM loads WHERE ${where}`,
  )) as unknown as { rows: Record<string, number>[] };
  return [res.json().data, direct.rows[0]];
}

/** Each end of a post a place filter reads, with its location column. */
const PLACE_ENDS = [
  ['origin', sql`origin_location`],
  ['destination', sql`destination_location`],
] as const;

/** `text` as the ILIKE pattern of a place filter: any part of the name. */
const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

describe('list totals kept by the database', () => {
  it("My Loads: each owner's posts, by status, equal to the rows", async () => {
    for (const who of [broker, rfp, rfd, admin]) {
      expect(await total('view-loads', who, {})).toBe(await counted(sql`owner_id = ${who.user.id}`));
      for (const status of LOAD_STATUSES)
        expect(await total('view-loads', who, { status })).toBe(
          await counted(sql`owner_id = ${who.user.id} AND status = ${status}`),
        );
    }
  });

  it('the board: ACTIVE posts of each type, and an admin asking for any status', async () => {
    for (const type of [undefined, 'RFP', 'RFD', 'TRUCK'] as const) {
      const query: Record<string, string> = type ? { type } : {};
      const active = await counted(sql`status = 'ACTIVE' AND ${typeIs(type)}`);
      expect(await total('all-loads', rfp, query)).toBe(active);
      for (const status of LOAD_STATUSES)
        expect(await total('all-loads', admin, { ...query, status })).toBe(
          await counted(sql`status = ${status} AND ${typeIs(type)}`),
        );
    }
  });

  it('a carrier asking the board for another status counts only the posts whose deal is theirs', async () => {
    expect(await total('all-loads', rfp, { status: 'CANCELLED' })).toBe(
      await counted(
        sql`status = 'CANCELLED' AND (owner_id = ${rfp.user.id} OR assigned_carrier_id = ${rfp.user.id})`,
      ),
    );
  });

  it('the board and its analytics strip between pickup dates', async () => {
    const [from, to] = [dayFromToday(2), dayFromToday(4)];
    for (const type of [undefined, 'RFP', 'TRUCK'] as const) {
      const query: Record<string, string> = { startDate: from, endDate: to, ...(type ? { type } : {}) };
      const inDates = sql`pickup_date BETWEEN ${from} AND ${to} AND ${typeIs(type)}`;
      expect(await total('all-loads', rfd, query)).toBe(await counted(sql`status = 'ACTIVE' AND ${inDates}`));
      const [strip, rows] = await stripAndRows(query, inDates);
      expect(strip).toEqual(rows);
    }
  });

  it('the analytics strip at part of a place name, every status, each type', async () => {
    for (const [side, column] of PLACE_ENDS)
      for (const text of ['Chicago', 'dallas', ', TX', 'York', 'Nowhere', '%'])
        for (const type of [undefined, 'RFP', 'TRUCK'] as const) {
          const query: Record<string, string> = { [side]: text, ...(type ? { type } : {}) };
          const at = sql`${column} ILIKE ${containingPattern(text)} AND ${typeIs(type)}`;
          const [strip, rows] = await stripAndRows(query, at);
          expect(strip, `${side} ${text} ${type}`).toEqual(rows);
        }
  });

  it('the board from or to part of a place name, any case, each type', async () => {
    for (const [side, column] of PLACE_ENDS)
      for (const text of ['Chicago', 'dallas', 'a, G', 'York', 'Nowhere', '%'])
        for (const type of [undefined, 'RFP'] as const) {
          const query: Record<string, string> = { [side]: text, ...(type ? { type } : {}) };
          expect(await total('all-loads', rfp, query), `${side} ${text} ${type}`).toBe(
            await counted(
              sql`status = 'ACTIVE' AND ${column} ILIKE ${containingPattern(text)} AND ${typeIs(type)}`,
            ),
          );
        }
  });

  it('the board and its strip at the start of a ZIP, before and after a town straddles it', async () => {
    const zipEnds = [
      ['origin', sql`origin_zip`],
      ['destination', sql`destination_zip`],
    ] as const;
    const check = async () => {
      for (const [side, column] of zipEnds)
        for (const prefix of ['6', '606', '7', '1', '9', '0'])
          for (const type of [undefined, 'RFP', 'TRUCK'] as const) {
            const query: Record<string, string> = { [side]: prefix, ...(type ? { type } : {}) };
            const at = sql`${column} LIKE ${`${prefix}%`} AND ${typeIs(type)}`;
            const [strip, rows] = await stripAndRows(query, at);
            expect(strip, `${side} ${prefix} ${type}`).toEqual(rows);
            expect(await total('all-loads', rfp, query), `${side} ${prefix} ${type}`).toBe(
              await counted(sql`status = 'ACTIVE' AND ${at}`),
            );
          }
    };
    await check();
    // 'Dallas, TX' and 'New York, NY' are then also written at ZIPs starting 6 and 9: their posts
    // there are read from the entries, the rest from the place tallies.
    await t.database.db.execute(
      sql`UPDATE loads SET origin_location = ${PLACES.dallas} WHERE id = (SELECT min(id) FROM loads WHERE origin_zip = ${ZIPS.chicago})`,
    );
    await t.database.db.execute(
      sql`UPDATE loads SET destination_location = ${PLACES.newYork} WHERE id = (SELECT max(id) FROM loads WHERE destination_zip = ${ZIPS.losAngeles})`,
    );
    await check();
  });

  it("the admin's list of every post", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/loads', headers: admin.headers });
    expectStatus(res, 200);
    expect(res.json().data.pagination.totalItems).toBe(await counted(sql`true`));
  });
});
