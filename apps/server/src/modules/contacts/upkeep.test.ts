import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../db/client.ts';
import { contacts, loadRequests, loads, users } from '../../db/schema/index.ts';
import { minutesAgo } from '../dashboards/test-fixtures.ts';
import { createPost } from '../loads/test-fixtures.ts';
import { decide, makeRequest, requestRow } from '../requests/test-fixtures.ts';
import { aMoment, openTransaction, track } from './test-concurrency.ts';
import { contactRows, expectContactsMatchHistory } from './test-history.ts';

/**
 * The contacts table follows load_requests through every change the app makes (and a few it never
 * makes), on both engines: after each step it equals what the request history says.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account };

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2] = await Promise.all([accounts(t), signUp(t, 'RFP_CARRIER', 'Canyon Carriers')]);
  who = { ...base, rfp2 };
});
afterAll(() => t.close());

/** The pair's row as `user` sees it. */
const rowOf = async (user: Account, counterparty: Account) =>
  (await contactRows(t.database.db)).find(
    (row) => row.userId === user.user.id && row.counterpartyId === counterparty.user.id,
  );

const setStatus = (loadId: number, status: string, as: Account) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/loads/${loadId}/status`,
    headers: as.headers,
    payload: { status },
  });

const deletePost = (loadId: number, as: Account) =>
  t.app.inject({ method: 'DELETE', url: `/api/loads/${loadId}`, headers: as.headers });

describe('the contacts table', () => {
  const posts: Record<string, number> = {};
  const requests: Record<string, number> = {};

  it('gains both sides of a pair as requests are filed, never a user with themself', async () => {
    const { broker: B, otherBroker: O, rfp: C1, rfd: D } = who;
    posts.P1 = await createPost(t, B, { jobNumber: 'P1' });
    posts.P2 = await createPost(t, B, { jobNumber: 'P2' });
    posts.truck = await createPost(t, D);
    posts.OP = await createPost(t, O, { jobNumber: 'OP' });
    requests.c1P1 = await makeRequest(t, posts.P1, C1);
    requests.c1P2 = await makeRequest(t, posts.P2, C1);
    requests.c2P1 = await makeRequest(t, posts.P1, who.rfp2);
    requests.dP1 = await makeRequest(t, posts.P1, D);
    requests.bTruck = await makeRequest(t, posts.truck, B);
    requests.c1OP = await makeRequest(t, posts.OP, C1);
    // The API refuses a request on one's own post; the table ignores one written directly.
    await t.database.db.insert(loadRequests).values({
      loadId: posts.P1,
      requesterId: B.user.id,
      proposedRate: 1000,
      message: 'mine',
    });

    await expectContactsMatchHistory(t);
    expect(await rowOf(B, C1)).toMatchObject({ lastRequestId: requests.c1P2, sent: false });
    expect(await rowOf(C1, B)).toMatchObject({ lastRequestId: requests.c1P2, sent: true });
    // D requested P1, then B booked D's truck: the latest exchange is B's.
    expect(await rowOf(B, D)).toMatchObject({ lastRequestId: requests.bTruck, sent: true });
    expect(await rowOf(D, B)).toMatchObject({ lastRequestId: requests.bTruck, sent: false });
    expect(await rowOf(B, B)).toBeUndefined();
  });

  it('moves a pair to the decision’s time when its request is accepted or declined', async () => {
    const { broker: B, rfp: C1, rfd: D } = who;
    // Accepting C2's request rejects C1's and D's on P1 in the same transaction.
    expectStatus(await decide(t, requests.c2P1 as number, B, { status: 'ACCEPTED' }), 200);
    await expectContactsMatchHistory(t);
    const accepted = await requestRow(t, requests.c2P1 as number);
    expect((await rowOf(B, who.rfp2))?.lastAt).toEqual(accepted?.decidedAt);
    // D's request on P1 was just turned down, after B requested D's truck.
    expect(await rowOf(B, D)).toMatchObject({ lastRequestId: requests.dP1, sent: false });

    expectStatus(await decide(t, requests.c1P2 as number, B, { status: 'REJECTED' }), 200);
    await expectContactsMatchHistory(t);
    expect(await rowOf(C1, B)).toMatchObject({ lastRequestId: requests.c1P2, sent: true });
  });

  it('stays as it is when a post is cancelled', async () => {
    const before = await contactRows(t.database.db);
    expectStatus(await setStatus(posts.P2 as number, 'CANCELLED', who.broker), 200);
    expect(await contactRows(t.database.db)).toEqual(before);
    await expectContactsMatchHistory(t);
  });

  it('falls back to the pair’s previous exchange when a post is deleted, and forgets a pair with none left', async () => {
    const { broker: B, otherBroker: O, rfp: C1 } = who;
    const P3 = await createPost(t, B, { jobNumber: 'P3' });
    const c1P3 = await makeRequest(t, P3, C1);
    expect(await rowOf(B, C1)).toMatchObject({ lastRequestId: c1P3 });

    expectStatus(await deletePost(P3, B), 200);
    await expectContactsMatchHistory(t);
    expect(await rowOf(B, C1)).toMatchObject({ lastRequestId: requests.c1P2, sent: false });

    // C1's one exchange with O was on OP.
    expectStatus(await deletePost(posts.OP as number, O), 200);
    await expectContactsMatchHistory(t);
    expect(await rowOf(O, C1)).toBeUndefined();
    expect(await rowOf(C1, O)).toBeUndefined();
  });

  it('forgets a deleted user on both sides, and theirs only', async () => {
    const { broker: B, rfd: D } = who;
    const others = (await contactRows(t.database.db)).filter(
      (row) => row.userId !== D.user.id && row.counterpartyId !== D.user.id,
    );
    await t.database.db.delete(users).where(eq(users.id, D.user.id));
    await expectContactsMatchHistory(t);
    expect(await contactRows(t.database.db)).toEqual(others);
    expect(await rowOf(B, D)).toBeUndefined();
  });

  it('works a pair out again when its latest request is set back in time or moved', async () => {
    const { broker: B, rfp: C1 } = who;
    const { db } = t.database;
    // B–C2's latest exchange is the acceptance; set it back before C2 requested anything else.
    await db
      .update(loadRequests)
      .set({ decidedAt: minutesAgo(600), createdAt: minutesAgo(601) })
      .where(eq(loadRequests.id, requests.c2P1 as number));
    await expectContactsMatchHistory(t);

    // C1's latest request on B's posts becomes C2's: B–C1 falls back to C1's request on P1.
    await db
      .update(loadRequests)
      .set({ requesterId: who.rfp2.user.id })
      .where(eq(loadRequests.id, requests.c1P2 as number));
    await expectContactsMatchHistory(t);
    expect(await rowOf(B, C1)).toMatchObject({ lastRequestId: requests.c1P1 });
  });

  it('names the later-filed request when two exchanges of a pair share their time', async () => {
    const { db } = t.database;
    const [A, Z] = await Promise.all([
      signUp(t, 'BROKER', 'Tie Brokers'),
      signUp(t, 'RFD_CARRIER', 'Tie Trucks'),
    ]);
    const aPost = await createPost(t, A);
    const zTruck = await createPost(t, Z);
    const at = minutesAgo(0);
    const [first, second] = await db
      .insert(loadRequests)
      .values([
        { loadId: aPost, requesterId: Z.user.id, proposedRate: 1, message: 'tie', createdAt: at },
        { loadId: zTruck, requesterId: A.user.id, proposedRate: 1, message: 'tie', createdAt: at },
      ])
      .returning({ id: loadRequests.id });
    expect(await rowOf(A, Z)).toMatchObject({ lastRequestId: second?.id, sent: true });
    expect(await rowOf(Z, A)).toMatchObject({ lastRequestId: second?.id, sent: false });
    // The old query picked either side of a tie; with one of them gone there is none.
    await db.delete(loadRequests).where(eq(loadRequests.id, second?.id as number));
    expect(await rowOf(A, Z)).toMatchObject({ lastRequestId: first?.id, sent: false });
    await expectContactsMatchHistory(t);
  });

  it('empties with load_requests truncated', async () => {
    await t.database.db.execute(sql`TRUNCATE load_requests CASCADE`);
    expect(await contactRows(t.database.db)).toEqual([]);
  });
});

/**
 * Writers at once, each on a connection of its own (PostgreSQL only: PGlite has one connection). A
 * transaction is held open between its statements, so the interleavings that could lose an update
 * or deadlock are forced rather than hoped for.
 */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'the contacts table under concurrent writers',
  () => {
    const file = (tx: Tx, loadId: number, requester: Account) =>
      tx
        .insert(loadRequests)
        .values({ loadId, requesterId: requester.user.id, proposedRate: 1000, message: 'at once' })
        .returning({ id: loadRequests.id });

    async function freshPair() {
      const [broker, carrier] = await Promise.all([
        signUp(t, 'BROKER', 'Busy Brokerage'),
        signUp(t, 'RFP_CARRIER', 'Busy Carrier'),
      ]);
      return { broker, carrier };
    }

    it('keeps the later of two requests of one pair filed at once', async () => {
      const { broker, carrier } = await freshPair();
      const [P1, P2] = [await createPost(t, broker), await createPost(t, broker)];
      const first = await openTransaction(t.database.db);
      await file(first.tx, P1, carrier);
      const second = await openTransaction(t.database.db);
      // The second waits for the first's row of the pair…
      const filing = track(file(second.tx, P2, carrier));
      await aMoment();
      expect(filing.settled).toBe(false);
      await first.commit();
      const [later] = await filing.promise;
      await second.commit();
      // …then raises it to its own, later request.
      expect((await contactRows(t.database.db)).find((row) => row.userId === broker.user.id)).toMatchObject({
        lastRequestId: later?.id,
      });
      await expectContactsMatchHistory(t);
    });

    it('lets two decisions of one owner crossing the same carriers take turns instead of deadlocking', async () => {
      const { broker, carrier } = await freshPair();
      const carrier2 = await signUp(t, 'RFP_CARRIER', 'Second Busy Carrier');
      const [P1, P2] = [await createPost(t, broker), await createPost(t, broker)];
      const ask = async (loadId: number, who: Account) => makeRequest(t, loadId, who);
      const [c1P1, c2P1, c1P2, c2P2] = [
        await ask(P1, carrier),
        await ask(P1, carrier2),
        await ask(P2, carrier),
        await ask(P2, carrier2),
      ];
      const decideAs = (tx: Tx, id: number, status: 'ACCEPTED' | 'REJECTED') =>
        tx.update(loadRequests).set({ status, decidedAt: new Date() }).where(eq(loadRequests.id, id));

      // As decideRequest does: the accepted request first, then the others on the post turned down.
      const first = await openTransaction(t.database.db);
      await decideAs(first.tx, c1P1, 'ACCEPTED');
      const second = await openTransaction(t.database.db);
      const secondAccept = track(decideAs(second.tx, c2P2, 'ACCEPTED'));
      await aMoment();
      expect(secondAccept.settled).toBe(false);
      await decideAs(first.tx, c2P1, 'REJECTED');
      await first.commit();
      await secondAccept.promise;
      await decideAs(second.tx, c1P2, 'REJECTED');
      await second.commit();
      await expectContactsMatchHistory(t);
    });

    it('leaves no contact behind when the last two exchanges of a pair are deleted at once', async () => {
      const broker = await signUp(t, 'BROKER', 'Leaving Brokerage');
      const trucker = await signUp(t, 'RFD_CARRIER', 'Leaving Trucks');
      const post = await createPost(t, broker);
      const truck = await createPost(t, trucker);
      await makeRequest(t, truck, broker);
      await makeRequest(t, post, trucker);

      // Each deletes the post its side owns; the second waits for the first to commit.
      const first = await openTransaction(t.database.db);
      await first.tx.delete(loads).where(eq(loads.id, post));
      const second = await openTransaction(t.database.db);
      const deletion = track(second.tx.delete(loads).where(eq(loads.id, truck)));
      await aMoment();
      expect(deletion.settled).toBe(false);
      await first.commit();
      await deletion.promise;
      await second.commit();
      const theirs = await t.database.db
        .select()
        .from(contacts)
        .where(
          or(
            inArray(contacts.userId, [broker.user.id, trucker.user.id]),
            inArray(contacts.counterpartyId, [broker.user.id, trucker.user.id]),
          ),
        );
      expect(theirs).toEqual([]);
      await expectContactsMatchHistory(t);
    });

    it('keeps a request filed while the pair’s latest exchange is being deleted', async () => {
      const { broker, carrier } = await freshPair();
      const [P1, P2, P3] = [
        await createPost(t, broker),
        await createPost(t, broker),
        await createPost(t, broker),
      ];
      await makeRequest(t, P1, carrier);
      await makeRequest(t, P2, carrier);

      const deleting = await openTransaction(t.database.db);
      await deleting.tx.delete(loads).where(eq(loads.id, P2));
      const filing = await openTransaction(t.database.db);
      const filed = track(file(filing.tx, P3, carrier));
      await aMoment();
      expect(filed.settled).toBe(false);
      await deleting.commit();
      const [latest] = await filed.promise;
      await filing.commit();
      expect(
        (await contactRows(t.database.db)).find(
          (row) => row.userId === broker.user.id && row.counterpartyId === carrier.user.id,
        ),
      ).toMatchObject({ lastRequestId: latest?.id });
      await expectContactsMatchHistory(t);
    });
  },
);
