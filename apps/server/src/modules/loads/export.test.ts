import { BOARD_CSV_COLUMNS, type LoadView, MY_LOADS_CSV_COLUMNS } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../test/accounts.ts';
import { everyPage, expectBadFilter, readExport } from '../../../test/csv-export.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { decide, makeRequest } from '../requests/test-fixtures.ts';
import { createPost, dayFromToday, insertSpreadCopies, PLACES, ZIPS } from './test-fixtures.ts';

/**
 * My Loads' and the board's CSV exports: every post the list's filters select, on every page, as the
 * reader may see it. The broker posts 23 loads Chicago → Dallas and 2 to Atlanta, one with a job
 * number that looks like a formula; the RFP carrier's request on one is accepted (a deal only its
 * parties see); another broker posts 3 loads.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let assignedId = 0;
let seedId = 0;
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const day = (n: number) => ({ pickupDate: dayFromToday(3 + n), deliveryDate: dayFromToday(5 + n) });
  for (let n = 0; n < 23; n++) {
    const id = await createPost(t, who.broker, { ...day(n), jobNumber: n === 4 ? FORMULA : `JOB-${n}` });
    seedId ||= id;
  }
  for (let n = 0; n < 2; n++) await createPost(t, who.broker, { ...day(n), deliveryZip: ZIPS.atlanta });
  for (let n = 0; n < 3; n++) await createPost(t, who.otherBroker, day(n));
  assignedId = await createPost(t, who.broker, { ...day(30), jobNumber: 'DEAL' });
  const request = await makeRequest(t, assignedId, who.rfp, 1777);
  expectStatus(await decide(t, request, who.broker, { status: 'ACCEPTED' }), 200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const myLoadsExport = (query: string) => `/api/loads/view-loads/export.csv?${query}`;
const boardExport = (query: string) => `/api/loads/all-loads/export.csv?${query}`;

describe('who may export', () => {
  it('is a signed-in user: 401 without a session', async () => {
    for (const url of [myLoadsExport(''), boardExport('')]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('names the filter it cannot read (422)', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: who.broker.headers });
    expectBadFilter(await get(myLoadsExport('status=LOST')), /^Status must be/);
    expectBadFilter(await get(myLoadsExport('startDate=2030-13-45')), /Start date/);
    expectBadFilter(await get(boardExport('sort=cheapest')), /^Sort must be/);
    expectBadFilter(await get(boardExport('type=BOAT')), /^Type must be/);
  });
});

describe('GET /api/loads/view-loads/export.csv', () => {
  it("holds every page of My Loads under the filters, newest first, the user's deals included", async () => {
    const query = `destination=${encodeURIComponent(PLACES.dallas)}`;
    const listed = await everyPage<LoadView>(t, `/api/loads/view-loads?${query}`, who.broker, 'loads');
    expect(listed.length).toBe(24);
    const file = await readExport(t, myLoadsExport(query), who.broker, 'my-loads');
    expect(file.header).toEqual([...MY_LOADS_CSV_COLUMNS]);
    expect(file.rows.map((row) => Number(row.ID))).toEqual(listed.map((load) => load.id));
    expect(new Set(file.rows.map((row) => row.Destination))).toEqual(new Set([PLACES.dallas]));
    const deal = file.rows.find((row) => Number(row.ID) === assignedId);
    expect(deal).toMatchObject({ Status: 'ASSIGNED', 'Agreed Rate': '1777', Rate: '2400.5', Requests: '1' });
    expect(deal?.['Posted At']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(deal?.['Pickup Date']).toBe(dayFromToday(33));
  });

  it('makes a formula-looking cell inert, and round-trips every other cell', async () => {
    const file = await readExport(t, myLoadsExport('status=ACTIVE'), who.broker, 'my-loads');
    const jobs = file.rows.map((row) => row['Job Number']);
    expect(jobs).toContain(`'${FORMULA}`);
    expect(jobs).toContain('JOB-7');
    expect(jobs).not.toContain(FORMULA);
  });
});

describe('GET /api/loads/all-loads/export.csv', () => {
  it('holds every page the board lists under its filters and sort, nobody’s deal in it', async () => {
    const query = `origin=Chicago&sort=rate`;
    const listed = await everyPage<LoadView>(t, `/api/loads/all-loads?${query}`, who.rfd, 'loads');
    expect(listed.length).toBe(28);
    const file = await readExport(t, boardExport(query), who.rfd, 'avail-loads');
    expect(file.header).toEqual([...BOARD_CSV_COLUMNS]);
    expect(file.header).not.toContain('Agreed Rate');
    expect(file.rows.map((row) => Number(row.ID))).toEqual(listed.map((load) => load.id));
    expect(file.rows.find((row) => row.Company === 'Harbor Logistics')).toBeDefined();
  });

  it("lists another status only for the deal's parties, as the board does", async () => {
    const carrier = await readExport(t, boardExport('status=ASSIGNED'), who.rfp, 'avail-loads');
    expect(carrier.rows.map((row) => Number(row.ID))).toEqual([assignedId]);
    const stranger = await readExport(t, boardExport('status=ASSIGNED'), who.otherBroker, 'avail-loads');
    expect(stranger.rows).toEqual([]);
  });
});

describe('a long export', () => {
  it('streams thousands of posts in keyset batches, each order as the board pages it', async () => {
    // 2,600 copies with pickup days, rates, road miles, staleness and times spread, null and tied.
    await insertSpreadCopies(t, seedId, 2600, { underReview: 5 });
    const mine = await readExport(t, myLoadsExport(''), who.broker, 'my-loads');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/loads/view-loads?limit=1',
      headers: who.broker.headers,
    });
    expect(mine.rows.length).toBe(page.json().data.pagination.totalItems);
    expect(mine.rows.length).toBeGreaterThan(2600);
    for (const sort of ['rate', 'newest', 'pickupDate']) {
      const listed = await everyPage<LoadView>(t, `/api/loads/all-loads?sort=${sort}`, who.rfd, 'loads', 100);
      const file = await readExport(t, boardExport(`sort=${sort}`), who.rfd, 'avail-loads');
      expect(
        file.rows.map((row) => Number(row.ID)),
        sort,
      ).toEqual(listed.map((load) => load.id));
    }
  }, 240_000);
});
