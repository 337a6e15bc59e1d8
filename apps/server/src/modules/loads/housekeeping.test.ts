import { LOAD_MESSAGES, MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads } from '../../db/schema/index.ts';
import { runLoadHousekeeping } from './housekeeping.ts';
import { activityRows, createPost, dayFromToday, PLACES } from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  // The clock starts at midday (UTC), so the days the tests compute stay the server's days.
  const midday = new Date();
  midday.setUTCHours(12, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date'], now: midday, shouldAdvanceTime: true });
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const updateLoads = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/loads/update-loads', headers });
const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];
/** A post picked up `days` from today (negative: in the past), delivered a week later. */
const postPickedUp = (days: number, account = who.broker) =>
  createPost(t, account, { pickupDate: dayFromToday(days), deliveryDate: dayFromToday(days + 7) });

describe('GET /api/loads/update-loads', () => {
  it('asks for a session', async () => {
    const res = await updateLoads();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.unauthorized });
  });

  it.each(['broker', 'rfp', 'rfd'] as const)('is for a SUPER_ADMIN only: the %s gets 403', async (key) => {
    const stale = await postPickedUp(-5, who[key]);
    const res = await updateLoads(who[key].headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
    expect((await loadRow(stale))?.status).toBe('ACTIVE');
  });

  it('expires ACTIVE posts picked up more than a day ago, and only those', async () => {
    // Whatever earlier tests left behind expires first.
    expectStatus(await updateLoads(who.admin.headers), 200);

    const twoDaysAgo = await postPickedUp(-2);
    const truckLongAgo = await postPickedUp(-30, who.rfd);
    const yesterday = await postPickedUp(-1);
    const today = await postPickedUp(0);
    const tomorrow = await postPickedUp(1);
    const completedLongAgo = await postPickedUp(-10);
    const assignedLongAgo = await postPickedUp(-5);
    await t.database.db.update(loads).set({ status: 'COMPLETED' }).where(eq(loads.id, completedLongAgo));
    await t.database.db.update(loads).set({ status: 'ASSIGNED' }).where(eq(loads.id, assignedLongAgo));
    const before = (await activityRows(t, 'STATUS_UPDATE')).length;

    const res = await updateLoads(who.admin.headers);
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { expired: 2, coordinatesFilled: 0 },
      message: LOAD_MESSAGES.housekeepingDone,
    });
    expect((await loadRow(twoDaysAgo))?.status).toBe('CANCELLED');
    expect((await loadRow(truckLongAgo))?.status).toBe('CANCELLED');
    for (const id of [yesterday, today, tomorrow]) expect((await loadRow(id))?.status).toBe('ACTIVE');
    expect((await loadRow(completedLongAgo))?.status).toBe('COMPLETED');
    expect((await loadRow(assignedLongAgo))?.status).toBe('ASSIGNED');

    const rows = await activityRows(t, 'STATUS_UPDATE');
    expect(rows).toHaveLength(before + 1);
    const [first, second] = [twoDaysAgo, truckLongAgo].sort((a, b) => a - b);
    expect(rows.at(-1)).toMatchObject({
      userId: who.admin.user.id,
      details: `Expired 2 loads with a pickup date before ${dayFromToday(-1)}: status ACTIVE → CANCELLED (#${first}, #${second})`,
    });

    // Nothing left to do: no change, no activity row.
    const again = await updateLoads(who.admin.headers);
    expect(again.json().data).toEqual({ expired: 0, coordinatesFilled: 0 });
    expect(await activityRows(t, 'STATUS_UPDATE')).toHaveLength(before + 1);
  });

  it('refreshes stored places that differ from the ZIP database, with the trip distance', async () => {
    const drifted = await postPickedUp(3);
    const driftedDestination = await postPickedUp(4);
    const unknownZip = await postPickedUp(5);
    const untouched = await postPickedUp(6);
    const original = await loadRow(drifted);
    await t.database.db
      .update(loads)
      .set({ originLocation: 'Chicago', originLat: 0, originLng: 0, distanceMiles: 0 })
      .where(eq(loads.id, drifted));
    await t.database.db.update(loads).set({ destinationLng: -90 }).where(eq(loads.id, driftedDestination));
    // A ZIP the database does not know (from an old feed, say) is left as it is.
    await t.database.db
      .update(loads)
      .set({ originZip: '00000', originLocation: 'Somewhere, ZZ' })
      .where(eq(loads.id, unknownZip));
    const untouchedBefore = await loadRow(untouched);

    const res = await updateLoads(who.admin.headers);
    expectStatus(res, 200);
    expect(res.json().data).toEqual({ expired: 0, coordinatesFilled: 2 });

    expect(await loadRow(drifted)).toMatchObject({
      originLocation: PLACES.chicago,
      originLat: original?.originLat,
      originLng: original?.originLng,
      distanceMiles: original?.distanceMiles,
    });
    expect((await loadRow(driftedDestination))?.destinationLng).toBe(original?.destinationLng);
    expect(await loadRow(unknownZip)).toMatchObject({ originZip: '00000', originLocation: 'Somewhere, ZZ' });
    expect(await loadRow(untouched)).toEqual(untouchedBefore);

    expect((await updateLoads(who.admin.headers)).json().data).toEqual({ expired: 0, coordinatesFilled: 0 });
  });
});

describe('runLoadHousekeeping', () => {
  it('runs for a scheduler: a chosen day, no acting user', async () => {
    const nextWeek = await postPickedUp(7);
    const nextMonth = await postPickedUp(30);
    const result = await runLoadHousekeeping(t.database.db, {
      actorId: null,
      now: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await loadRow(nextWeek))?.status).toBe('CANCELLED');
    expect((await loadRow(nextMonth))?.status).toBe('ACTIVE');
    const row = (await activityRows(t, 'STATUS_UPDATE')).at(-1);
    expect(row).toMatchObject({ userId: null });
    expect(row?.details).toContain(`#${nextWeek}`);
  });
});
