import type { AddressInfo } from 'node:net';
import { MESSAGES, NOTIFICATION_STREAM } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { createPost } from '../loads/test-fixtures.ts';
import { makeRequest, offer, requestLoad } from '../requests/test-fixtures.ts';
import { createSessionTokens } from '../session/index.ts';
import { countOf, isUnreadCount, openSse, type SseConnection } from './test-sse.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function connect(query: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const stream = await openSse(`${base}/api/notifications/stream${query}`, headers);
  open.push(stream);
  return stream;
}
const withToken = (who: Account) => connect(`?token=${encodeURIComponent(who.token)}`);

describe('GET /api/notifications/stream', () => {
  it('opens with the SSE headers, a retry hint and the unread count', async () => {
    const stream = await withToken(who.broker);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const first = await stream.next();
    expect(first.retry).toBe(NOTIFICATION_STREAM.retryMs);
    const count = await stream.next(isUnreadCount);
    expect(JSON.parse(count.data)).toEqual({ count: 0 });
    stream.close();
  });

  it('takes the Bearer header too', async () => {
    const stream = await connect('', who.rfp.headers);
    expect(stream.status).toBe(200);
    expect(countOf(await stream.next(isUnreadCount))).toBe(0);
    stream.close();
  });

  it.each([
    ['no token', ''],
    ['a malformed token', '?token=not-a-jwt'],
    [
      'a token signed with another secret',
      `?token=${createSessionTokens('another-secret').issue({ userId: 1, tokenVersion: 0, remember: false })}`,
    ],
  ])('answers 401 to %s', async (_case, query) => {
    const stream = await connect(query);
    expect(stream.status).toBe(401);
    expect(stream.body).toMatchObject({
      status: 'error',
      code: 'UNAUTHORIZED',
      message: MESSAGES.unauthorized,
    });
  });

  it('refuses a suspended account (403), exactly as the Bearer routes do', async () => {
    const dormant = await signUp(t, 'RFD_CARRIER', 'Dormant Hauling');
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, dormant.user.id));
    const stream = await withToken(dormant);
    expect(stream.status).toBe(403);
    expect(stream.body).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.accountInactive });
  });

  it("pushes the owner's new count within a second of a carrier's request", async () => {
    const loadId = await createPost(t, who.broker);
    const stream = await withToken(who.broker);
    const before = countOf(await stream.next(isUnreadCount));

    const sentAt = Date.now();
    expectStatus(await requestLoad(t, loadId, who.rfp, offer(1850)), 201);
    const update = await stream.next(isUnreadCount, 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(countOf(update)).toBe(before + 1);

    // Reading it is a change too: the count goes down live.
    const [latest] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.broker.headers })
    ).json().data.notifications;
    await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${latest.id}/read`,
      headers: who.broker.headers,
    });
    expect(countOf(await stream.next(isUnreadCount, 1000))).toBe(before);
    stream.close();
  });

  it("tells only the user whose notifications changed, on every one of the user's streams", async () => {
    const loadId = await createPost(t, who.otherBroker);
    const ownerTab1 = await withToken(who.otherBroker);
    const ownerTab2 = await withToken(who.otherBroker);
    const bystander = await withToken(who.rfd);
    for (const stream of [ownerTab1, ownerTab2, bystander]) await stream.next(isUnreadCount);

    await makeRequest(t, loadId, who.rfp);
    expect(countOf(await ownerTab1.next(isUnreadCount, 1000))).toBe(1);
    expect(countOf(await ownerTab2.next(isUnreadCount, 1000))).toBe(1);
    await expect(bystander.next(isUnreadCount, 300)).rejects.toThrow(/No matching message/);
    for (const stream of [ownerTab1, ownerTab2, bystander]) stream.close();
  });

  it('sends nothing for a request that failed (its transaction rolled back)', async () => {
    const loadId = await createPost(t, who.otherBroker);
    await makeRequest(t, loadId, who.rfd);
    const stream = await withToken(who.otherBroker);
    await stream.next(isUnreadCount);
    // The same carrier again while the first is PENDING: 409, nothing notified.
    expect((await requestLoad(t, loadId, who.rfd)).statusCode).toBe(409);
    await expect(stream.next(isUnreadCount, 500)).rejects.toThrow(/No matching message/);
    stream.close();
  });

  it('sends a count only when it changed, however often it is taken again', async () => {
    const stream = await withToken(who.rfd);
    await stream.next(isUnreadCount);
    await publishLiveEvent(t.database.db, LIVE_CHANNELS.notificationsChanged, [String(who.rfd.user.id)]);
    await expect(stream.next(isUnreadCount, 500)).rejects.toThrow(/No matching message/);
    stream.close();
  });

  it('ends open streams when the app closes, so closing never hangs', async () => {
    const other = await startTestApp();
    try {
      const someone = (await accounts(other)).broker;
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (other.app.server.address() as AddressInfo).port;
      const stream = await openSse(
        `http://127.0.0.1:${port}/api/notifications/stream?token=${encodeURIComponent(someone.token)}`,
      );
      await stream.next(isUnreadCount);
      const started = Date.now();
      await other.app.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.close();
    }
  });
});
