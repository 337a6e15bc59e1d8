import {
  ADMIN_LOADS_CSV_COLUMNS,
  ADMIN_REQUESTS_CSV_COLUMNS,
  ADMIN_USERS_CSV_COLUMNS,
  type AdminRequestRow,
  type AdminUserRow,
  type LoadView,
} from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signUp } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { everyPage, expectBadFilter, readExport } from '../../../test/csv-export.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { createPost, dayFromToday } from '../loads/test-fixtures.ts';
import { makeRequest } from '../requests/test-fixtures.ts';

/**
 * The admin lists' CSV exports (loads, requests, users): every row the filters select, across all
 * pages. 12 more brokers sign up, one of them with a company that looks like a formula; the broker
 * posts 12 loads and the other broker 2; the RFP carrier asks for each of the broker's.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const FORMULA = '+cmd|"/c calc"!A1';

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  for (let n = 0; n < 12; n++) await signUp(t, 'BROKER', `Broker Co ${n}`);
  await t.database.db
    .update(users)
    .set({ companyName: FORMULA })
    .where(eq(users.id, who.otherBroker.user.id));
  const day = (n: number) => ({ pickupDate: dayFromToday(3 + n), deliveryDate: dayFromToday(5 + n) });
  for (let n = 0; n < 12; n++) {
    const id = await createPost(t, who.broker, day(n));
    await makeRequest(t, id, who.rfp, 1500 + n);
  }
  for (let n = 0; n < 2; n++) await createPost(t, who.otherBroker, day(n));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const EXPORTS = [
  '/api/admin/loads/export.csv',
  '/api/admin/requests/export.csv',
  '/api/admin/users/export.csv',
];

describe('who may export the admin lists', () => {
  it('is the admin only: 401 without a session, 403 for a broker and both carriers', async () => {
    await expectAdminOnly(
      t,
      [who.broker, who.rfp, who.rfd],
      EXPORTS.map((url) => ({ method: 'GET', url })),
    );
  });

  it('names the filter it cannot read (422)', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: who.admin.headers });
    expectBadFilter(await get(`${EXPORTS[0]}?type=BOAT`), /^Type must be/);
    expectBadFilter(await get(`${EXPORTS[1]}?loadId=abc`), /Load ID/i);
    expectBadFilter(await get(`${EXPORTS[2]}?userType=PILOT`), /^User type must be/);
  });
});

describe('GET /api/admin/loads/export.csv', () => {
  it('holds every page of the list under its filters, newest first, deals and requests in it', async () => {
    for (const query of ['', 'owner=Blue%20Ridge', 'status=ACTIVE&origin=Chicago']) {
      const listed = await everyPage<LoadView>(t, `/api/admin/loads?${query}`, who.admin, 'loads');
      const file = await readExport(t, `${EXPORTS[0]}?${query}`, who.admin, 'all-loads');
      expect(file.header).toEqual([...ADMIN_LOADS_CSV_COLUMNS]);
      expect(
        file.rows.map((row) => Number(row.ID)),
        query,
      ).toEqual(listed.map((load) => load.id));
    }
    const file = await readExport(t, `${EXPORTS[0]}?owner=Blue%20Ridge`, who.admin, 'all-loads');
    expect(file.rows).toHaveLength(12);
    expect(file.rows[0]).toMatchObject({
      Owner: 'Blue Ridge Brokerage',
      Requests: '1',
      'Pending Requests': '1',
    });
  });

  it("makes the formula-looking owner's company inert", async () => {
    const file = await readExport(t, `${EXPORTS[0]}?owner=cmd`, who.admin, 'all-loads');
    expect(file.rows.map((row) => row.Owner)).toEqual([`'${FORMULA}`, `'${FORMULA}`]);
  });
});

describe('GET /api/admin/requests/export.csv', () => {
  it('holds every page of the list under its filters, newest first', async () => {
    for (const query of ['', 'status=PENDING', 'company=Prairie']) {
      const listed = await everyPage<AdminRequestRow>(
        t,
        `/api/admin/requests?${query}`,
        who.admin,
        'requests',
      );
      const file = await readExport(t, `${EXPORTS[1]}?${query}`, who.admin, 'all-requests');
      expect(file.header).toEqual([...ADMIN_REQUESTS_CSV_COLUMNS]);
      expect(
        file.rows.map((row) => Number(row.ID)),
        query,
      ).toEqual(listed.map((request) => request.id));
      expect(listed.length, query).toBe(12);
    }
    const [first] = (await readExport(t, EXPORTS[1] as string, who.admin, 'all-requests')).rows;
    expect(first).toMatchObject({ Company: 'Prairie Freight', 'Proposed Rate': '1511', Status: 'PENDING' });
    expect(first?.Date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  });
});

describe('GET /api/admin/users/export.csv', () => {
  it('holds every page of the list under its filters, newest first, inert where it must be', async () => {
    for (const query of ['', 'userType=BROKER', 'search=broker%20co']) {
      const listed = await everyPage<AdminUserRow>(t, `/api/admin/users?${query}`, who.admin, 'users');
      const file = await readExport(t, `${EXPORTS[2]}?${query}`, who.admin, 'users');
      expect(file.header).toEqual([...ADMIN_USERS_CSV_COLUMNS]);
      expect(
        file.rows.map((row) => Number(row.ID)),
        query,
      ).toEqual(listed.map((user) => user.id));
      expect(file.rows.map((row) => row.Email)).toEqual(listed.map((user) => user.email));
    }
    const brokers = await readExport(t, `${EXPORTS[2]}?userType=BROKER`, who.admin, 'users');
    expect(brokers.rows).toHaveLength(14);
    expect(brokers.rows.map((row) => row.Company)).toContain(`'${FORMULA}`);
    expect(brokers.rows[0]?.['Created At']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
