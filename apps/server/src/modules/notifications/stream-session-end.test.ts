import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signInAs, signUp, TEST_PASSWORD } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { isUnreadCount, openSse, type SseConnection } from './test-sse.ts';

/**
 * A live stream lasts no longer than its session: a logout, a logout everywhere, a new password (by
 * change or reset) or a blocked account closes it within 5 s, and its token opens no new one.
 */

const PUBLIC_URL = 'https://loads.example.com';
const NEW_PASSWORD = 'Brand-New-Password-7';
const ENDS_WITHIN_MS = 5000;

let smtp: TestSmtp;
let t: TestApp;
let admin: Account;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  admin = await signUp(t, 'SUPER_ADMIN');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
  await smtp.close();
});

async function streamOf(token: string): Promise<SseConnection> {
  const stream = await openSse(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`);
  open.push(stream);
  return stream;
}

/** A stream of `who`'s session, open and past its first count. */
async function liveStream(who: Account): Promise<SseConnection> {
  const stream = await streamOf(who.token);
  expect(stream.status).toBe(200);
  await stream.next(isUnreadCount);
  return stream;
}

/**
 * The stream ends within ENDS_WITHIN_MS, and the token it was opened with opens none again: 401 for
 * an ended session, 403 ACCOUNT_INACTIVE for a blocked account's (decisions.md).
 */
async function expectEnded(
  stream: SseConnection,
  token: string,
  refusal: { status: number; code: string; message: string } = {
    status: 401,
    code: 'UNAUTHORIZED',
    message: MESSAGES.sessionExpired,
  },
): Promise<void> {
  const started = Date.now();
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ENDS_WITHIN_MS)),
  ]);
  expect(ended, 'the stream was still open').toBe(true);
  expect(Date.now() - started).toBeLessThan(ENDS_WITHIN_MS);
  const again = await streamOf(token);
  expect(again.status).toBe(refusal.status);
  expect(again.body).toMatchObject({ code: refusal.code, message: refusal.message });
}

/** Whether the stream is still open after a moment for any wrongly sent ending to arrive. */
async function stillOpen(stream: SseConnection): Promise<boolean> {
  return Promise.race([
    stream.ended.then(() => false),
    new Promise<true>((resolve) => setTimeout(() => resolve(true), 500)),
  ]);
}

const post = (url: string, who: Account | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });

describe('an open notification stream', () => {
  it('ends at a logout, while the same user’s other session streams on', async () => {
    const broker = await signUp(t, 'BROKER');
    const elsewhere = await signInAs(t, broker.user);
    const stream = await liveStream(broker);
    const other = await liveStream(elsewhere);

    expectStatus(await post('/api/auth/logout', broker), 200);
    await expectEnded(stream, broker.token);
    expect(await stillOpen(other)).toBe(true);
    other.close();
  });

  it('ends at a logout everywhere, every session’s stream', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const elsewhere = await signInAs(t, carrier.user);
    const streams = [await liveStream(carrier), await liveStream(elsewhere)];

    expectStatus(await post('/api/auth/logout-all', elsewhere), 200);
    await expectEnded(streams[0] as SseConnection, carrier.token);
    await expectEnded(streams[1] as SseConnection, elsewhere.token);
  });

  it('ends at a password change; the new token streams', async () => {
    const carrier = await signUp(t, 'RFD_CARRIER');
    const stream = await liveStream(carrier);

    const changed = await post('/api/auth/change-password', carrier, {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expectStatus(changed, 200);
    await expectEnded(stream, carrier.token);
    const renewed = await streamOf(changed.json().data.token);
    expect(renewed.status).toBe(200);
    renewed.close();
  });

  it('ends at a password reset', async () => {
    const broker = await signUp(t, 'BROKER');
    const stream = await liveStream(broker);

    expectStatus(await post('/api/auth/forgot-password', null, { email: broker.user.email }), 200);
    const mail = await smtp.waitForMail((message) => message.to.includes(broker.user.email));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expectStatus(
      await post('/api/auth/reset-password', null, {
        token,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
      200,
    );
    await expectEnded(stream, broker.token);
  });

  it.each(['suspended', 'inactive'] as const)('ends when the admin makes the account %s', async (status) => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const stream = await liveStream(carrier);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${carrier.user.id}/status`,
      headers: admin.headers,
      payload: { status },
    });
    expectStatus(res, 200);
    await expectEnded(stream, carrier.token, {
      status: 403,
      code: 'ACCOUNT_INACTIVE',
      message: MESSAGES.accountInactive,
    });
  });
});
