import { COMPANY_MESSAGES, type CompanyCard } from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { getAs } from '../dashboards/test-fixtures.ts';
import { createPost, dayFromToday } from '../loads/test-fixtures.ts';
import { counter, decide, makeRequest } from '../requests/test-fixtures.ts';

/**
 * GET /api/companies/:userId and /api/companies/badges through the real app: who may read them,
 * and every figure of the card held to a direct computation over loads and load_requests after
 * each kind of change (the card itself reads the daily rows the triggers keep).
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let posts = 0;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

const rows = async (query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const run = (query: SQL) => rows(query);

const cardOf = async (of: Account, as: Account = who.rfd): Promise<CompanyCard> => {
  const res = await getAs(t, `/api/companies/${of.user.id}`, as);
  expectStatus(res, 200);
  return res.json().data;
};

/** A new post of the account's own type, on its own pickup day (no two alike). */
const post = (owner: Account, overrides: Record<string, unknown> = {}) => {
  posts += 1;
  return createPost(t, owner, {
    jobNumber: `CR-${posts}`,
    pickupDate: dayFromToday(2 + posts),
    deliveryDate: dayFromToday(40 + posts),
    ...overrides,
  });
};

/** Whether a moment's UTC day is one of the 90 ending today. */
const inWindow = (column: string) =>
  sql.raw(`((${column}) AT TIME ZONE 'UTC')::date > (now() AT TIME ZONE 'UTC')::date - 90`);

/**
 * The card's figures counted straight from the posts and requests, by the rules of
 * docs/decisions-made.md (Company records), without the triggers' tables or functions.
 */
async function directCard(of: Account) {
  const id = of.user.id;
  const [deals] = await rows(sql`
    SELECT
      count(*) FILTER (WHERE owner_id = ${id} AND ${inWindow('created_at')})::int AS posts,
      count(*) FILTER (WHERE owner_id = ${id} AND dealt)::int AS "asPoster",
      count(*) FILTER (WHERE assigned_carrier_id = ${id} AND dealt)::int AS "asCarrier",
      count(*) FILTER (WHERE dealt AND status = 'COMPLETED')::int AS completed,
      count(*) FILTER (WHERE dealt AND status = 'CANCELLED')::int AS cancelled
    FROM (
      SELECT *, assigned_carrier_id IS NOT NULL AND ${inWindow('assigned_at')}
                AND ${id} IN (owner_id, assigned_carrier_id) AS dealt
      FROM loads
    ) AS l`);
  const [answers] = await rows(sql`
    SELECT
      count(*) FILTER (WHERE answered_at IS NOT NULL
        OR (status = 'WITHDRAWN' AND decided_at - created_at >= interval '24 hours')
        OR (status = 'PENDING' AND created_at <= now() - interval '24 hours'))::int AS counted,
      count(*) FILTER (WHERE answered_at - created_at < interval '24 hours')::int AS "answeredWithin24h",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY floor(extract(epoch FROM answered_at - created_at) / 60))
        AS "medianMinutes"
    FROM (
      SELECT r.*, CASE
        WHEN jsonb_array_length(r.counters) > 0 THEN (r.counters -> 0 ->> 'at')::timestamptz
        WHEN r.status IN ('ACCEPTED', 'REJECTED') THEN r.decided_at
      END AS answered_at
      FROM load_requests AS r JOIN loads AS l ON l.id = r.load_id
      WHERE l.owner_id = ${id} AND NOT r.booked AND ${inWindow('r.created_at')}
    ) AS r`);
  const [contact] = await rows(sql`
    SELECT CASE WHEN contact_changed_at > now() - interval '30 days'
      THEN floor(extract(epoch FROM now() - contact_changed_at) / 86400)::int END AS days
    FROM users WHERE id = ${id}`);
  const counted = Number(answers?.counted);
  const within = Number(answers?.answeredWithin24h);
  return {
    postsLast90Days: deals?.posts,
    dealsLast90Days: {
      asPoster: deals?.asPoster,
      asCarrier: deals?.asCarrier,
      completed: deals?.completed,
      cancelled: deals?.cancelled,
    },
    answersLast90Days: {
      counted,
      answeredWithin24h: within,
      rate: counted > 0 ? within / counted : null,
      medianMinutes: answers?.medianMinutes === null ? null : Number(answers?.medianMinutes),
    },
    contactChangedDaysAgo: contact?.days ?? null,
  };
}

/** The card as the API answers it matches the direct computation, for every company named. */
async function expectTrue(...companies: Account[]) {
  for (const company of companies) {
    const card = await cardOf(company);
    expect(card, company.user.companyName).toMatchObject(await directCard(company));
  }
}

/** Moves a request's arrival back by `hours` (decided later than that, it was answered late). */
const receivedHoursAgo = (requestId: number, hours: number) =>
  run(
    sql`UPDATE load_requests SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${requestId}`,
  );

const setStatus = (loadId: number, as: Account, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/loads/${loadId}/status`,
    headers: as.headers,
    payload: { status },
  });

describe('GET /api/companies/:userId: who may read it', () => {
  it('answers any signed-in member and the admin, and 401 without a session', async () => {
    for (const reader of [who.broker, who.rfp, who.rfd, who.admin]) {
      expectStatus(await getAs(t, `/api/companies/${who.otherBroker.user.id}`, reader), 200);
    }
    expectStatus(await getAs(t, `/api/companies/${who.broker.user.id}`, undefined), 401);
  });

  it('answers the card of a new company with its account details and empty figures', async () => {
    const card = await cardOf(who.otherBroker);
    expect(card).toEqual({
      userId: who.otherBroker.user.id,
      companyName: 'Harbor Logistics',
      userType: 'BROKER',
      memberSince: who.otherBroker.user.createdAt,
      dotNumber: who.otherBroker.user.dotNumber ?? null,
      postsLast90Days: 0,
      dealsLast90Days: { asPoster: 0, asCarrier: 0, completed: 0, cancelled: 0 },
      answersLast90Days: { counted: 0, answeredWithin24h: 0, rate: null, medianMinutes: null },
      contactChangedDaysAgo: null,
    });
  });

  it('is 404 with a clear message for an unknown member and for an admin account', async () => {
    for (const id of [2_000_000, who.admin.user.id]) {
      const res = await getAs(t, `/api/companies/${id}`, who.broker);
      expectStatus(res, 404);
      expect(res.json().message).toBe(COMPANY_MESSAGES.companyNotFound);
    }
  });

  it('is 400 naming userId for an id that is not a whole number from 1', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await getAs(t, `/api/companies/${bad}`, who.broker);
      expectStatus(res, 400);
      expect(res.json().message).toBe(COMPANY_MESSAGES.badUserId);
      expect(res.json().message).toContain('userId');
    }
  });
});

describe('the card against a direct computation', () => {
  it('counts posts, and a fresh request awaiting an answer not yet', async () => {
    const loadId = await post(who.broker);
    await makeRequest(t, loadId, who.rfp, 2000);
    await expectTrue(who.broker, who.rfp);
    const card = await cardOf(who.broker);
    expect(card.postsLast90Days).toBe(1);
    expect(card.answersLast90Days.counted).toBe(0);
  });

  it('counts an answer within 24 h, with its minutes, and the deal it makes for both sides', async () => {
    const loadId = await post(who.broker);
    const requestId = await makeRequest(t, loadId, who.rfd, 2100);
    await receivedHoursAgo(requestId, 2);
    expectStatus(await decide(t, requestId, who.broker, { status: 'ACCEPTED' }), 200);
    await expectTrue(who.broker, who.rfd);
    const broker = await cardOf(who.broker);
    expect(broker.dealsLast90Days.asPoster).toBe(1);
    expect(broker.answersLast90Days).toEqual({
      counted: 1,
      answeredWithin24h: 1,
      rate: 1,
      medianMinutes: 120,
    });
    expect((await cardOf(who.rfd)).dealsLast90Days.asCarrier).toBe(1);
  });

  it('counts an answer after 24 h as late, in the answer rate and the median', async () => {
    const loadId = await post(who.broker);
    const requestId = await makeRequest(t, loadId, who.rfd, 1900);
    await receivedHoursAgo(requestId, 30);
    expectStatus(await decide(t, requestId, who.broker, { status: 'REJECTED' }), 200);
    await expectTrue(who.broker, who.rfd);
    const answers = (await cardOf(who.broker)).answersLast90Days;
    expect(answers).toMatchObject({ counted: 2, answeredWithin24h: 1, rate: 0.5 });
    expect(answers.medianMinutes).toBe((120 + 30 * 60) / 2);
  });

  it('counts a counter-offer as the answer, and its acceptance as a deal', async () => {
    const loadId = await post(who.broker);
    const requestId = await makeRequest(t, loadId, who.rfp, 1800);
    await receivedHoursAgo(requestId, 5);
    expectStatus(await counter(t, requestId, who.broker, { rate: 1950 }), 200);
    await expectTrue(who.broker, who.rfp);
    expectStatus(await decide(t, requestId, who.rfp, { status: 'ACCEPTED' }), 200);
    await expectTrue(who.broker, who.rfp);
    expect((await cardOf(who.rfp)).dealsLast90Days.asCarrier).toBe(1);
  });

  it('counts a request unanswered for 24 h, and one withdrawn after 24 h, but not one withdrawn sooner', async () => {
    const waiting = await makeRequest(t, await post(who.broker), who.rfd, 1700);
    await receivedHoursAgo(waiting, 25);
    const late = await makeRequest(t, await post(who.broker), who.rfd, 1700);
    await receivedHoursAgo(late, 26);
    expectStatus(await decide(t, late, who.rfd, { status: 'WITHDRAWN' }), 200);
    const early = await makeRequest(t, await post(who.broker), who.rfp, 1700);
    await receivedHoursAgo(early, 3);
    expectStatus(await decide(t, early, who.rfp, { status: 'WITHDRAWN' }), 200);
    await expectTrue(who.broker);
    expect((await cardOf(who.broker)).answersLast90Days).toMatchObject({ counted: 5, answeredWithin24h: 2 });
  });

  it('counts a Book Now booking as a deal and never as an answer', async () => {
    const loadId = await post(who.broker, { bookNowRate: 2300 });
    const before = (await cardOf(who.broker)).answersLast90Days;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${loadId}/book`,
      headers: who.rfp.headers,
    });
    expectStatus(res, 200);
    await expectTrue(who.broker, who.rfp);
    const after = await cardOf(who.broker);
    expect(after.answersLast90Days).toEqual(before);
    expect(after.dealsLast90Days.asPoster).toBe(3);
  });

  it('counts deals completed and deals cancelled after assignment, for both sides', async () => {
    const [first, second] = (await rows(sql`
      SELECT id FROM loads WHERE owner_id = ${who.broker.user.id} AND status = 'ASSIGNED' ORDER BY id LIMIT 2`)) as {
      id: number;
    }[];
    expectStatus(await setStatus(Number(first?.id), who.broker, 'COMPLETED'), 200);
    await expectTrue(who.broker, who.rfd, who.rfp);
    expectStatus(await setStatus(Number(second?.id), who.broker, 'CANCELLED'), 200);
    await expectTrue(who.broker, who.rfd, who.rfp);
    expect((await cardOf(who.broker)).dealsLast90Days).toMatchObject({ completed: 1, cancelled: 1 });
  });

  it('leaves out what is older than 90 days', async () => {
    await run(sql`UPDATE loads SET assigned_at = now() - interval '91 days', created_at = now() - interval '91 days'
      WHERE id = (SELECT min(id) FROM loads WHERE owner_id = ${who.broker.user.id} AND assigned_at IS NOT NULL)`);
    await run(sql`UPDATE load_requests SET created_at = created_at - interval '91 days'
      WHERE id = (SELECT min(id) FROM load_requests WHERE load_owner_id = ${who.broker.user.id} AND status = 'REJECTED')`);
    await expectTrue(who.broker, who.rfd, who.rfp);
  });

  it('never names a deal’s rate or counterparty', async () => {
    const res = await getAs(t, `/api/companies/${who.broker.user.id}`, who.otherBroker);
    const body = res.body;
    for (const word of [
      'agreed',
      'proposed',
      'counter',
      'assigned',
      who.rfp.user.companyName,
      who.rfd.user.companyName,
    ]) {
      expect(body).not.toContain(word);
    }
    const agreed = await rows(sql`SELECT agreed_rate FROM loads WHERE agreed_rate IS NOT NULL`);
    for (const row of agreed) expect(body).not.toContain(String(Number(row.agreed_rate)));
  });
});

describe('the contact change', () => {
  const update = (as: Account, changes: Record<string, unknown>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: as.headers }).then((res) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/update',
        headers: as.headers,
        payload: { ...res.json().data, ...changes },
      }),
    );
  const ageChange = (as: Account, days: number) =>
    run(
      sql`UPDATE users SET contact_changed_at = now() - make_interval(days => ${days}) WHERE id = ${as.user.id}`,
    );

  it('is null until the email, phone or company name changes, and other fields do not count', async () => {
    expect((await cardOf(who.otherBroker)).contactChangedDaysAgo).toBeNull();
    expectStatus(
      await update(who.otherBroker, { website: 'https://harbor.example.com', firstName: 'Jo' }),
      200,
    );
    expect((await cardOf(who.otherBroker)).contactChangedDaysAgo).toBeNull();
  });

  it('dates a change of company name, phone or email, and lets it go after 30 days', async () => {
    const changes: [string, () => Promise<unknown>][] = [
      ['company name', () => update(who.otherBroker, { companyName: 'Harbor Freight Partners' })],
      ['phone', () => update(who.otherBroker, { phone: '312-555-0111' })],
      [
        'email',
        () =>
          run(sql`UPDATE users SET email = 'new.harbor@example.com' WHERE id = ${who.otherBroker.user.id}`),
      ],
    ];
    for (const [what, change] of changes) {
      await ageChange(who.otherBroker, 40);
      expect((await cardOf(who.otherBroker)).contactChangedDaysAgo, what).toBeNull();
      await change();
      expect((await cardOf(who.otherBroker)).contactChangedDaysAgo, what).toBe(0);
      await ageChange(who.otherBroker, 29);
      await expectTrue(who.otherBroker);
      expect((await cardOf(who.otherBroker)).contactChangedDaysAgo, what).toBe(29);
      await ageChange(who.otherBroker, 31);
      await expectTrue(who.otherBroker);
      expect((await cardOf(who.otherBroker)).contactChangedDaysAgo, what).toBeNull();
    }
  });
});

describe('GET /api/companies/badges', () => {
  it('answers the member companies asked for, in order, with the card’s figures', async () => {
    const ids = [who.rfp.user.id, who.admin.user.id, 2_000_000, who.broker.user.id];
    const res = await getAs(t, `/api/companies/badges?ids=${ids.join(',')}`, who.rfd);
    expectStatus(res, 200);
    const { badges } = res.json().data;
    expect(badges.map((badge: { userId: number }) => badge.userId)).toEqual([
      who.rfp.user.id,
      who.broker.user.id,
    ]);
    for (const [badge, company] of [
      [badges[0], who.rfp],
      [badges[1], who.broker],
    ] as const) {
      const card = await cardOf(company);
      expect(badge).toEqual({
        userId: card.userId,
        companyName: card.companyName,
        memberSince: card.memberSince,
        dealsLast90Days: card.dealsLast90Days.asPoster + card.dealsLast90Days.asCarrier,
        answerRate: card.answersLast90Days.rate,
      });
    }
  });

  it('is 400 for ids that are not member ids, or too many', async () => {
    const many = Array.from({ length: 101 }, (_, n) => n + 1).join(',');
    for (const ids of ['', 'x', '1,,2', '0', many]) {
      const res = await getAs(t, `/api/companies/badges?ids=${ids}`, who.rfd);
      expectStatus(res, 400);
      expect(res.json().message).toBe(COMPANY_MESSAGES.badUserIds);
    }
    expectStatus(await getAs(t, '/api/companies/badges?ids=1', undefined), 401);
  });
});
