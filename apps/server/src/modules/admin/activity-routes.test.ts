import { ACTIVITY_CSV_COLUMNS, activityLogsAnswer, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { createPost } from '../loads/test-fixtures.ts';

/**
 * Activity Logs (GET /api/admin/activity-logs and its CSV export). The admin reads in Pacific time;
 * a second admin reads in UTC. Entries written with explicit times in January 2030 (winter: PST is
 * UTC-8), so a Pacific day runs from 08:00 UTC to 08:00 UTC the next day:
 *
 * | entry | created_at (UTC)     | Pacific day | action        | user   |
 * |-------|----------------------|-------------|---------------|--------|
 * | E1    | 2030-01-15T07:59:59Z | 2030-01-14  | USER_CREATED  | broker |
 * | E2    | 2030-01-15T08:00:00Z | 2030-01-15  | LOAD_UPDATED  | broker | (details look like a formula)
 * | E3    | 2030-01-16T07:59:00Z | 2030-01-15  | LOAD_POSTED   | broker |
 * | E4    | 2030-01-16T08:00:00Z | 2030-01-16  | STATUS_UPDATE | rfp    |
 *
 * and 12 STATUS_UPDATE entries of the RFD carrier on 2030-02-01 for the pages.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let onUtc: Account;
const E: Record<1 | 2 | 3 | 4, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const paged: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  onUtc = await signUp(t, 'SUPER_ADMIN');
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: who.admin.headers,
      payload: { timezone: 'PST' },
    }),
    200,
  );
  const write = async (
    at: string,
    action: 'USER_CREATED' | 'LOAD_UPDATED' | 'LOAD_POSTED' | 'STATUS_UPDATE',
    userId: number,
    details: string,
  ) => {
    const [row] = await t.database.db
      .insert(activityLogs)
      .values({ createdAt: new Date(at), action, userId, details })
      .returning({ id: activityLogs.id });
    return row?.id ?? 0;
  };
  E[1] = await write('2030-01-15T07:59:59Z', 'USER_CREATED', who.broker.user.id, 'Registered a broker');
  E[2] = await write('2030-01-15T08:00:00Z', 'LOAD_UPDATED', who.broker.user.id, FORMULA);
  E[3] = await write(
    '2030-01-16T07:59:00Z',
    'LOAD_POSTED',
    who.broker.user.id,
    'Posted RFP load, "Chicago, IL" → Dallas',
  );
  E[4] = await write(
    '2030-01-16T08:00:00Z',
    'STATUS_UPDATE',
    who.rfp.user.id,
    'Load #9 status ACTIVE → CANCELLED',
  );
  for (let minute = 0; minute < 12; minute++)
    paged.push(
      await write(
        `2030-02-01T12:${String(minute).padStart(2, '0')}:00Z`,
        'STATUS_UPDATE',
        who.rfd.user.id,
        `Change ${minute}`,
      ),
    );
});
afterAll(() => t.close());

const get = (url: string, as?: Account) => t.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });

async function logs(query: Record<string, string>, as: Account = who.admin) {
  const res = await get(`/api/admin/activity-logs?${new URLSearchParams(query)}`, as);
  expectStatus(res, 200);
  return activityLogsAnswer.parse(res.json().data);
}
const idsOf = async (query: Record<string, string>, as?: Account) =>
  (await logs(query, as)).logs.map((entry) => entry.id);

async function exported(query: Record<string, string>, as: Account = who.admin) {
  const res = await get(`/api/admin/activity-logs/export.csv?${new URLSearchParams(query)}`, as);
  expectStatus(res, 200);
  return res;
}

const ROUTES = ['/api/admin/activity-logs', '/api/admin/activity-logs/export.csv'];

describe('who may read the activity logs', () => {
  it('is the admin only: 401 without a session, 403 for a broker and both carriers', async () => {
    await expectAdminOnly(
      t,
      [who.broker, who.rfp, who.rfd],
      ROUTES.map((url) => ({ method: 'GET', url })),
    );
  });
});

describe('GET /api/admin/activity-logs', () => {
  it('answers entries as the spec names them, newest first', async () => {
    const answer = await logs({ startDate: '2030-01-14', endDate: '2030-01-16' });
    expect(answer.logs.map((entry) => entry.id)).toEqual([E[4], E[3], E[2], E[1]]);
    expect(answer.logs[0]).toEqual({
      id: E[4],
      timestamp: '2030-01-16T08:00:00.000Z',
      userId: who.rfp.user.id,
      action: 'STATUS_UPDATE',
      details: 'Load #9 status ACTIVE → CANCELLED',
    });
  });

  it("reads start and end dates as whole days in the admin's zone (PST, winter)", async () => {
    // 07:59 UTC on the 16th is still the 15th in Los Angeles; 08:00 UTC is the 16th.
    expect(await idsOf({ startDate: '2030-01-15', endDate: '2030-01-15' })).toEqual([E[3], E[2]]);
    expect(await idsOf({ startDate: '2030-01-16', endDate: '2030-01-16' })).toEqual([E[4]]);
    expect(await idsOf({ startDate: '2030-01-14', endDate: '2030-01-14' })).toEqual([E[1]]);
    // One end alone.
    expect(
      await idsOf({ endDate: '2030-01-14', type: 'USER_CREATED', userId: String(who.broker.user.id) }),
    ).toContain(E[1]);
    expect(await idsOf({ startDate: '2030-01-16', endDate: '2030-01-31' })).toEqual([E[4]]);
  });

  it('reads the same days in UTC for an admin on UTC', async () => {
    expect(await idsOf({ startDate: '2030-01-15', endDate: '2030-01-15' }, onUtc)).toEqual([E[2], E[1]]);
    expect(await idsOf({ startDate: '2030-01-16', endDate: '2030-01-16' }, onUtc)).toEqual([E[4], E[3]]);
  });

  it('filters by activity type and user', async () => {
    const range = { startDate: '2030-01-14', endDate: '2030-01-16' };
    expect(await idsOf({ ...range, type: 'LOAD_POSTED' })).toEqual([E[3]]);
    expect(await idsOf({ ...range, type: 'STATUS_UPDATE' })).toEqual([E[4]]);
    expect(await idsOf({ ...range, userId: String(who.broker.user.id) })).toEqual([E[3], E[2], E[1]]);
    expect(await idsOf({ ...range, userId: String(who.broker.user.id), type: 'LOAD_UPDATED' })).toEqual([
      E[2],
    ]);
    // The form's empty fields mean no filter.
    expect(await idsOf({ ...range, type: '', userId: '' })).toEqual([E[4], E[3], E[2], E[1]]);
  });

  it('answers 10 a page with the pagination', async () => {
    const filter = { userId: String(who.rfd.user.id), startDate: '2030-02-01', endDate: '2030-02-01' };
    const first = await logs(filter);
    expect(first.logs.map((entry) => entry.id)).toEqual([...paged].reverse().slice(0, 10));
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 12,
      itemsPerPage: 10,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    const second = await logs({ ...filter, page: '2' });
    expect(second.logs.map((entry) => entry.id)).toEqual([paged[1], paged[0]]);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: false });
    expect((await logs({ ...filter, page: '3' })).logs).toEqual([]);
  });

  it.each<[Record<string, string>, string]>([
    [{ startDate: '01/15/2030' }, 'Start date must be a date (YYYY-MM-DD)'],
    [{ endDate: '2030-02-30' }, 'End date must be a real date'],
    [{ startDate: '2030-01-16', endDate: '2030-01-15' }, 'End date cannot be before the start date'],
    [
      { type: 'LOGIN' },
      'Type must be one of STATUS_UPDATE, USER_CREATED, LOAD_POSTED, LOAD_UPDATED, LOAD_REPORTED, REPORTS_REVIEWED',
    ],
    [{ userId: 'abc' }, MESSAGES.userIdInvalid],
    [{ userId: '0' }, MESSAGES.userIdInvalid],
    [{ page: '0' }, 'Page must be 1 or more'],
  ])('refuses %o with its sentence (422)', async (query, sentence) => {
    for (const url of ROUTES) {
      if (url.endsWith('.csv') && 'page' in query) continue; // the export has no pages
      const res = await get(`${url}?${new URLSearchParams(query)}`, who.admin);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([sentence]);
    }
  });

  it('holds what users really did: their registration, a post and a status change', async () => {
    const broker = await signUp(t, 'BROKER');
    const loadId = await createPost(t, broker);
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${loadId}/status`,
      headers: broker.headers,
      payload: { status: 'CANCELLED' },
    });
    expectStatus(updated, 200);
    const mine = (await logs({ userId: String(broker.user.id) })).logs;
    expect(mine.map((entry) => entry.action).sort()).toEqual([
      'LOAD_POSTED',
      'STATUS_UPDATE',
      'USER_CREATED',
    ]);
    expect(mine.find((entry) => entry.action === 'STATUS_UPDATE')?.details).toBe(
      `Load #${loadId} status ACTIVE → CANCELLED`,
    );
  });
});

describe('GET /api/admin/activity-logs/export.csv', () => {
  it("answers a CSV file of the filtered log, timestamps in the admin's zone", async () => {
    const res = await exported({ startDate: '2030-01-15', endDate: '2030-01-15' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="activity-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      ACTIVITY_CSV_COLUMNS.map((column) => `"${column}"`).join(','),
      `"2030-01-15T23:59:00-08:00","${who.broker.user.id}","LOAD_POSTED","Posted RFP load, ""Chicago, IL"" → Dallas"`,
      // The formula-looking details start with an apostrophe, so a spreadsheet shows them as text.
      `"2030-01-15T00:00:00-08:00","${who.broker.user.id}","LOAD_UPDATED","'=HYPERLINK(""http://evil.example"",""Click"")"`,
      '',
    ]);
  });

  it('applies the type and user filters, and writes UTC times for an admin on UTC', async () => {
    const res = await exported({ type: 'STATUS_UPDATE', userId: String(who.rfp.user.id) }, onUtc);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.slice(1)).toEqual([
      `"2030-01-16T08:00:00Z","${who.rfp.user.id}","STATUS_UPDATE","Load #9 status ACTIVE → CANCELLED"`,
    ]);
  });

  it('streams every matching entry, past one batch, newest first', async () => {
    const rows = Array.from({ length: 2100 }, (_, index) => ({
      createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, index)),
      action: 'LOAD_POSTED' as const,
      userId: who.otherBroker.user.id,
      details: `Bulk ${index}`,
    }));
    await t.database.db.insert(activityLogs).values(rows);
    const res = await exported({ userId: String(who.otherBroker.user.id), startDate: '2031-01-01' }, onUtc);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2101);
    expect(lines[1]).toContain('"Bulk 2099"');
    expect(lines.at(-1)).toContain('"Bulk 0"');
  });
});
