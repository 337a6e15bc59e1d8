import { LOAD_MESSAGES } from '@loadboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { loads, possibleReposts } from '../../db/schema/index.ts';
import { readCsv } from './csv.ts';
import { checkImportRows, mapImportHeader } from './import.ts';
import { upsertSyncedLoads } from './sync-upsert.ts';
import { cancelActivePosts, dayFromToday, freightBody, postLoad, ZIPS } from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());
beforeEach(() => cancelActivePosts(t));

const activeCount = async (ownerId: number) =>
  (
    await t.database.db
      .select({ id: loads.id })
      .from(loads)
      .where(and(eq(loads.ownerId, ownerId), eq(loads.status, 'ACTIVE')))
  ).length;

async function post(who: Account, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await postLoad(t, who, freightBody(overrides));
  expectStatus(res, 201);
  return res.json().data.id;
}

/** 409 'You already posted this load' naming the existing post. */
function expectDuplicateOf(res: { statusCode: number; json(): unknown; body: string }, existing: number) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'CONFLICT',
    message: LOAD_MESSAGES.duplicate,
    existingLoadId: existing,
  });
}

describe('posting the same load twice', () => {
  it('refuses the form’s second post of one type, lane and pickup day (409 naming the first)', async () => {
    const first = await post(who.broker);
    expectDuplicateOf(await postLoad(t, who.broker, freightBody({ rate: 99, jobNumber: 'OTHER' })), first);
    expect(await activeCount(who.broker.user.id)).toBe(1);
  });

  it('takes another pickup day, another lane, another owner, or the same once the first is not ACTIVE', async () => {
    const first = await post(who.broker);
    await post(who.broker, { pickupDate: dayFromToday(4) });
    await post(who.broker, { deliveryZip: ZIPS.atlanta });
    await post(who.otherBroker);
    await t.database.db.update(loads).set({ status: 'ASSIGNED' }).where(eq(loads.id, first));
    await post(who.broker);
  });

  it('lets only one of two simultaneous submits through', async () => {
    const answers = await Promise.all([
      postLoad(t, who.broker, freightBody()),
      postLoad(t, who.broker, freightBody()),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await activeCount(who.broker.user.id)).toBe(1);
  });

  it('refuses an edit into a duplicate, and a status back to ACTIVE beside a repost', async () => {
    const first = await post(who.broker);
    const second = await post(who.broker, { pickupDate: dayFromToday(4) });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${second}`,
      headers: who.broker.headers,
      payload: freightBody(),
    });
    expectDuplicateOf(edit, first);
    const [kept] = await t.database.db.select().from(loads).where(eq(loads.id, second));
    expect(kept?.pickupDate).toBe(dayFromToday(4));

    await t.database.db.update(loads).set({ status: 'CANCELLED' }).where(eq(loads.id, first));
    const third = await post(who.broker);
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${first}/status`,
      headers: who.broker.headers,
      payload: { status: 'ACTIVE' },
    });
    expectDuplicateOf(back, third);
  });
});

describe('importing the same load twice', () => {
  const header = 'jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate,weight';
  const row = (job: string, day: number) =>
    `${job},${ZIPS.chicago},${ZIPS.dallas},${dayFromToday(day)},${dayFromToday(day + 2)},500,1200,15000`;
  const upload = (who: Account, lines: string[]) => {
    const body = multipart([
      { field: 'file', filename: 'loads.csv', content: `${[header, ...lines].join('\n')}\n` },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/loads/import',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('names the row that repeats a post or an earlier row, and imports nothing', async () => {
    const existing = await post(who.broker);
    const res = await upload(who.broker, [row('A', 9), row('B', 3), row('C', 9)]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', existingLoadId: existing });
    expect(res.json().errors).toEqual([
      `row 3: ${LOAD_MESSAGES.duplicate}: load #${existing}`,
      `row 4: ${LOAD_MESSAGES.duplicate}: row 2`,
    ]);
    expect(await activeCount(who.broker.user.id)).toBe(1);
  });
});

describe('syncing a feed that repeats a post', () => {
  const feed = 'https://board.example.com/dupes.csv';
  const sync = async (owner: Account, rows: string[]) => {
    const table = readCsv(
      `jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate\n${rows.join('\n')}\n`,
    );
    const { prepared } = checkImportRows('BROKER', mapImportHeader(table.header, table.rows), table.rows);
    return t.database.db.transaction((tx) => upsertSyncedLoads(tx, owner.user.id, feed, prepared));
  };
  const line = (job: string, rate: number) =>
    `${job},${ZIPS.chicago},${ZIPS.dallas},${dayFromToday(3)},${dayFromToday(5)},500,${rate}`;

  it('updates the owner’s ACTIVE post instead of adding another, and reports a repeated row', async () => {
    const existing = await post(who.broker);
    const outcome = await sync(who.broker, [line('', 3100), line('', 3200)]);
    expect(outcome).toEqual({
      added: 0,
      updated: 2,
      rowErrors: [],
    });
    const [updated] = await t.database.db.select().from(loads).where(eq(loads.id, existing));
    expect(updated?.rate).toBe(3200);
    expect(await activeCount(who.broker.user.id)).toBe(1);
  });

  it('adds a feed’s post once, and names the row that repeats it', async () => {
    const broker = await signUp(t, 'BROKER', 'Feed Freight');
    const added = await sync(broker, [line('F1', 900), line('F2', 950)]);
    expect(added).toEqual({
      added: 1,
      updated: 0,
      rowErrors: [`row 3: ${LOAD_MESSAGES.duplicate}: row 2`],
    });
  });
});

describe('possible reposts', () => {
  const days = (day: number) => ({ pickupDate: dayFromToday(day), deliveryDate: dayFromToday(day + 2) });
  const pairs = async () =>
    (await t.database.db.select().from(possibleReposts)).map((pair) => [pair.loadId, pair.earlierLoadId]);
  beforeEach(async () => {
    await t.database.db.delete(possibleReposts);
  });

  it('pairs another company’s post of the same load (weight within 2%, within 48 hours)', async () => {
    const earlier = await post(who.broker, { weight: 10000 });
    const later = await post(who.otherBroker, { weight: 10200 });
    expect(await pairs()).toEqual([[later, earlier]]);
  });

  it('leaves out a weight more than 2% apart, a post older than 48 hours, and the same company', async () => {
    await post(who.broker, { weight: 10000 });
    await post(who.otherBroker, { weight: 10250 });
    const old = await post(who.broker, { weight: 10000, ...days(6) });
    await t.database.db
      .update(loads)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(loads.id, old));
    await post(who.otherBroker, { weight: 10000, ...days(6) });
    const sameCompany = await signUp(t, 'BROKER', ' blue ridge BROKERAGE ');
    await post(who.broker, { weight: 10000, ...days(7) });
    await post(sameCompany, { weight: 10000, ...days(7) });
    expect(await pairs()).toEqual([]);
  });
});
