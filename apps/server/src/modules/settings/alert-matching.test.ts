import type { UserStatus, UserType } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { distanceMiles, findZip } from '../geo/index.ts';
import { createPost, ZIPS } from '../loads/test-fixtures.ts';
import { type AlertMatch, alertMatchBatches, findAlertMatches } from './alert-matching.ts';

/**
 * Alert matching (decisions.md "Notifications and alerts") on real posts and real settings: each
 * test makes its own users and asks which of them a post matches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Straight-line miles between two known ZIPs, as the database measures them. */
const miles = (a: string, b: string) => distanceMiles(findZip(a), findZip(b));

async function userWith(userType: UserType, settings: Record<string, unknown>): Promise<Account> {
  const who = await signUp(t, userType);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/general',
    headers: who.headers,
    payload: settings,
  });
  expectStatus(res, 200);
  return who;
}

async function setStatus(who: Account, status: UserStatus) {
  await t.database.db.update(users).set({ status }).where(eq(users.id, who.user.id));
}

/** The matches of `loadId` among `those` users (other tests' users may match too). */
async function matchesAmong(loadId: number, those: Account[]): Promise<AlertMatch[]> {
  const ids = new Set(those.map((who) => who.user.id));
  return (await findAlertMatches(t.database.db, [loadId])).filter((match) => ids.has(match.userId));
}

const userIds = (matches: AlertMatch[]) => matches.map((match) => match.userId).sort((a, b) => a - b);
const idsOf = (...those: Account[]) => those.map((who) => who.user.id).sort((a, b) => a - b);

describe('service areas', () => {
  it('match a pickup inside the radius, not one just outside it', async () => {
    const gary = '46402';
    const distance = miles(ZIPS.chicago, gary);
    expect(distance).toBeGreaterThan(24);
    expect(distance).toBeLessThan(25);
    const inside = await userWith('RFP_CARRIER', { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 25 }] });
    const outside = await userWith('RFP_CARRIER', { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 24 }] });
    const poster = await signUp(t, 'BROKER');
    const loadId = await createPost(t, poster, { pickupZip: gary, deliveryZip: ZIPS.dallas });

    const matches = await matchesAmong(loadId, [inside, outside]);
    expect(matches).toEqual([
      {
        userId: inside.user.id,
        loadId,
        serviceAreas: [{ zipCode: ZIPS.chicago, radius: 25, location: 'Chicago, IL' }],
        routeAlerts: [],
        notifications: true,
        emailAlerts: true,
        language: 'en',
        timezone: 'UTC',
      },
    ]);
  });

  it('only the pickup counts, not the delivery', async () => {
    const aroundDallas = await userWith('RFP_CARRIER', {
      serviceAreas: [{ zipCode: ZIPS.dallas, radius: 100 }],
    });
    const loadId = await createPost(t, await signUp(t, 'BROKER'));
    expect(await matchesAmong(loadId, [aroundDallas])).toEqual([]);
  });
});

describe('route alerts', () => {
  it('match when both ends are within 50 miles of the pickup and the delivery, in that direction', async () => {
    const [manteno, greenville, kenosha, waco] = ['60950', '75401', '53140', '76701'];
    expect(miles(ZIPS.chicago, manteno)).toBeLessThan(50);
    expect(miles(ZIPS.dallas, greenville)).toBeLessThan(50);
    expect(miles(ZIPS.chicago, kenosha)).toBeGreaterThan(50);
    expect(miles(ZIPS.dallas, waco)).toBeGreaterThan(50);

    const lane = (originZip: string, destinationZip: string) =>
      userWith('RFP_CARRIER', { routeAlerts: [{ originZip, destinationZip }] });
    const near = await lane(manteno, greenville);
    const originTooFar = await lane(kenosha, ZIPS.dallas);
    const destinationTooFar = await lane(ZIPS.chicago, waco);
    const backwards = await lane(ZIPS.dallas, ZIPS.chicago);
    const loadId = await createPost(t, await signUp(t, 'BROKER'), {
      pickupZip: ZIPS.chicago,
      deliveryZip: ZIPS.dallas,
    });

    const matches = await matchesAmong(loadId, [near, originTooFar, destinationTooFar, backwards]);
    expect(userIds(matches)).toEqual(idsOf(near));
    expect(matches[0]?.routeAlerts).toEqual([
      {
        originZip: manteno,
        originLocation: 'Manteno, IL',
        destinationZip: greenville,
        destinationLocation: 'Greenville, TX',
      },
    ]);
    expect(matches[0]?.serviceAreas).toEqual([]);
  });

  it('a user whose areas and lanes both match gets one match listing each', async () => {
    const both = await userWith('RFP_CARRIER', {
      serviceAreas: [
        { zipCode: ZIPS.chicago, radius: 10 },
        { zipCode: ZIPS.newYork, radius: 50 },
        { zipCode: '60950', radius: 50 },
      ],
      routeAlerts: [{ originZip: ZIPS.chicago, destinationZip: ZIPS.dallas }],
    });
    const loadId = await createPost(t, await signUp(t, 'BROKER'));
    const matches = await matchesAmong(loadId, [both]);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.serviceAreas.map((area) => area.zipCode)).toEqual([ZIPS.chicago, '60950']);
    expect(matches[0]?.routeAlerts.map((alert) => alert.destinationZip)).toEqual([ZIPS.dallas]);
  });
});

describe('the post types each user cares about', () => {
  const chicagoArea = { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 50 }] };
  const atlantaArea = { serviceAreas: [{ zipCode: ZIPS.atlanta, radius: 50 }] };

  it('RFP loads: users with rfpAlerts on (the default)', async () => {
    const byDefault = await userWith('RFP_CARRIER', chicagoArea);
    const rfd = await userWith('RFD_CARRIER', chicagoArea);
    const off = await userWith('RFP_CARRIER', { ...chicagoArea, alertPreferences: { rfpAlerts: false } });
    const loadId = await createPost(t, await signUp(t, 'BROKER'));
    expect(userIds(await matchesAmong(loadId, [byDefault, rfd, off]))).toEqual(idsOf(byDefault, rfd));
  });

  it('TRUCK posts: only users with openTruckAlerts on (off by default)', async () => {
    const byDefault = await userWith('BROKER', atlantaArea);
    const on = await userWith('BROKER', { ...atlantaArea, alertPreferences: { openTruckAlerts: true } });
    const loadId = await createPost(t, await signUp(t, 'RFD_CARRIER'));
    expect(userIds(await matchesAmong(loadId, [byDefault, on]))).toEqual(idsOf(on));
  });

  it('RFD loads: RFD carriers only', async () => {
    const rfd = await userWith('RFD_CARRIER', chicagoArea);
    const broker = await userWith('BROKER', { ...chicagoArea, alertPreferences: { openTruckAlerts: true } });
    const rfp = await userWith('RFP_CARRIER', chicagoArea);
    const loadId = await createPost(t, await signUp(t, 'RFP_CARRIER'));
    expect(userIds(await matchesAmong(loadId, [rfd, broker, rfp]))).toEqual(idsOf(rfd));
  });
});

describe('who is never alerted', () => {
  const chicagoArea = { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 50 }] };

  it('the poster, whose own areas hold the post', async () => {
    const poster = await userWith('BROKER', chicagoArea);
    const other = await userWith('RFD_CARRIER', chicagoArea);
    const loadId = await createPost(t, poster);
    expect(userIds(await matchesAmong(loadId, [poster, other]))).toEqual(idsOf(other));
  });

  it('inactive and suspended users', async () => {
    const [active, inactive, suspended] = await Promise.all([
      userWith('RFD_CARRIER', chicagoArea),
      userWith('RFD_CARRIER', chicagoArea),
      userWith('RFD_CARRIER', chicagoArea),
    ]);
    await setStatus(inactive, 'inactive');
    await setStatus(suspended, 'suspended');
    const loadId = await createPost(t, await signUp(t, 'BROKER'));
    expect(userIds(await matchesAmong(loadId, [active, inactive, suspended]))).toEqual(idsOf(active));
  });

  it('a user who wants neither in-app nor email alerts; either one is enough, and is passed on', async () => {
    const neither = await userWith('RFD_CARRIER', {
      ...chicagoArea,
      notifications: false,
      emailAlerts: false,
    });
    const emailOnly = await userWith('RFD_CARRIER', {
      ...chicagoArea,
      notifications: false,
      language: 'fr',
      timezone: 'PST',
    });
    const loadId = await createPost(t, await signUp(t, 'BROKER'));
    const matches = await matchesAmong(loadId, [neither, emailOnly]);
    expect(matches).toMatchObject([
      { userId: emailOnly.user.id, notifications: false, emailAlerts: true, language: 'fr', timezone: 'PST' },
    ]);
  });

  it('anyone, for a post no longer ACTIVE or gone', async () => {
    const watcher = await userWith('RFD_CARRIER', chicagoArea);
    const poster = await signUp(t, 'BROKER');
    const cancelled = await createPost(t, poster);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${cancelled}/status`,
      headers: poster.headers,
      payload: { status: 'CANCELLED' },
    });
    expectStatus(res, 200);
    expect(await matchesAmong(cancelled, [watcher])).toEqual([]);
    expect(await findAlertMatches(t.database.db, [2_000_000_000])).toEqual([]);
  });
});

describe('many posts at once (an import)', () => {
  it('answers one match per (post, user), ordered by post', async () => {
    const watcher = await userWith('RFD_CARRIER', {
      serviceAreas: [
        { zipCode: ZIPS.chicago, radius: 50 },
        { zipCode: ZIPS.dallas, radius: 50 },
      ],
    });
    const poster = await signUp(t, 'BROKER');
    const fromChicago = await createPost(t, poster);
    const fromDallas = await createPost(t, poster, { pickupZip: ZIPS.dallas, deliveryZip: ZIPS.chicago });
    const fromNewYork = await createPost(t, poster, { pickupZip: ZIPS.newYork, deliveryZip: ZIPS.atlanta });
    const matches = (
      await findAlertMatches(t.database.db, [fromNewYork, fromDallas, fromChicago, fromChicago])
    )
      .filter((match) => match.userId === watcher.user.id)
      .map((match) => [match.loadId, match.serviceAreas.map((area) => area.location)]);
    expect(matches).toEqual([
      [fromChicago, ['Chicago, IL']],
      [fromDallas, ['Dallas, TX']],
    ]);
  });

  it('matches a big import a slice of posts at a time, every post once', async () => {
    const watcher = await userWith('RFD_CARRIER', { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 50 }] });
    const poster = await signUp(t, 'BROKER');
    const ids: number[] = [];
    for (let i = 0; i < 55; i++) ids.push(await createPost(t, poster, { jobNumber: `BULK-${i}` }));
    const batches: number[][] = [];
    for await (const batch of alertMatchBatches(t.database.db, [...ids].reverse())) {
      batches.push(batch.filter((match) => match.userId === watcher.user.id).map((match) => match.loadId));
    }
    expect(batches.map((batch) => batch.length)).toEqual([50, 5]);
    expect(batches.flat()).toEqual(ids);
  });
});
