import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, registerUser, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { activityRows, freightBody, postLoad } from './test-fixtures.ts';

/** The admin's Activity Logs trail: each change writes its row in the same transaction, failures none. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('USER_CREATED', () => {
  it('is written when an account registers', async () => {
    const { user } = await registerUser(t.app, {
      userType: 'RFP_CARRIER',
      username: 'dana',
      email: 'dana@example.com',
      companyName: 'Blue Ridge Brokerage',
    });
    expect((await activityRows(t, 'USER_CREATED')).at(-1)).toMatchObject({
      userId: user.id,
      action: 'USER_CREATED',
      details: 'Registered RFP_CARRIER account dana (Blue Ridge Brokerage)',
    });
  });

  it('is not written when registration fails', async () => {
    const before = await activityRows(t, 'USER_CREATED');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration({ email: 'dana@example.com' }),
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration({ password: 'short' }),
    });
    expect(invalid.statusCode).toBe(422);
    expect(await activityRows(t, 'USER_CREATED')).toEqual(before);
  });

  it('is written for an administrator made by create-admin', async () => {
    const admin = await signUp(t, 'SUPER_ADMIN', 'Load Board HQ');
    expect((await activityRows(t, 'USER_CREATED')).at(-1)).toMatchObject({
      userId: admin.user.id,
      details: `Registered SUPER_ADMIN account ${admin.user.username} (Load Board HQ)`,
    });
  });
});

describe('a post’s trail', () => {
  it('records posting, editing and a status change, in order, by whoever acted', async () => {
    const broker = await signUp(t, 'BROKER', 'Harbor Logistics');
    const admin = await signUp(t, 'SUPER_ADMIN');
    const posted = await postLoad(
      t,
      broker,
      freightBody({ pickupDate: '2030-09-01', deliveryDate: '2030-09-03' }),
    );
    expectStatus(posted, 201);
    const id: number = posted.json().data.id;
    expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/loads/${id}`,
        headers: admin.headers,
        payload: freightBody({ pickupDate: '2030-09-02', deliveryDate: '2030-09-03' }),
      }),
      200,
    );
    expectStatus(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/loads/${id}/status`,
        headers: broker.headers,
        payload: { status: 'ASSIGNED' },
      }),
      200,
    );
    const trail = (await activityRows(t)).filter((row) => row.details.includes(`#${id}`));
    expect(trail.map(({ userId, action, details }) => ({ userId, action, details }))).toEqual([
      {
        userId: broker.user.id,
        action: 'LOAD_POSTED',
        details: `Posted RFP load #${id}: Chicago, IL → Dallas, TX, pickup 2030-09-01`,
      },
      {
        userId: admin.user.id,
        action: 'LOAD_UPDATED',
        details: `Updated RFP load #${id}: Chicago, IL → Dallas, TX, pickup 2030-09-02`,
      },
      { userId: broker.user.id, action: 'STATUS_UPDATE', details: `Load #${id} status ACTIVE → ASSIGNED` },
    ]);
  });
});
