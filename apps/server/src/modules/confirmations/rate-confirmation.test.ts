import { LOAD_MESSAGES, type RegisterBody, rateConfirmationReference } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, bearer, registerUser } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads, subscriptions } from '../../db/schema/index.ts';
import { createPost, PLACES, ZIPS } from '../loads/test-fixtures.ts';
import { decide, makeRequest } from '../requests/test-fixtures.ts';
import { getRateConfirmation, pdfText } from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
/** The deal's carrier, with a DOT number of its own, and a carrier registered without one. */
let carrier: Account;
let noDot: Account;

async function register(overrides: Partial<RegisterBody>): Promise<Account> {
  const { user, token } = await registerUser(t.app, overrides);
  return { user, token, headers: bearer(token) };
}

beforeAll(async () => {
  t = await startTestApp();
  [who, carrier, noDot] = await Promise.all([
    accounts(t),
    register({ userType: 'RFP_CARRIER', companyName: 'Prairie Haulers', dotNumber: '7654321' }),
    register({ userType: 'RFP_CARRIER', companyName: 'Côte Fret', dotNumber: undefined }),
  ]);
});
afterAll(() => t.close());

/** A post of `owner`'s, requested by `taker` at `rate` and accepted by `owner`: a deal. */
async function makeDeal(
  owner: Account,
  taker: Account,
  rate = 1850,
  overrides: Record<string, unknown> = {},
) {
  const loadId = await createPost(t, owner, overrides);
  const requestId = await makeRequest(t, loadId, taker, rate);
  expectStatus(await decide(t, requestId, owner, { status: 'ACCEPTED' }), 200);
  return { loadId, requestId, reference: rateConfirmationReference(loadId, requestId) };
}

const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];

async function readPdf(loadId: number, reader: Account): Promise<string> {
  const res = await getRateConfirmation(t, loadId, reader);
  expectStatus(res, 200);
  return pdfText(res.rawPayload);
}

const setLanguage = async (reader: Account, language: string, timezone: string) =>
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: reader.headers,
      payload: { language, timezone },
    }),
    200,
  );

function expectNotFound(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', message: LOAD_MESSAGES.rateConfirmationNotFound });
}

describe('GET /api/loads/:id/rate-confirmation: who may read it', () => {
  it("answers a PDF to the post's owner, its carrier and a SUPER_ADMIN", async () => {
    const { loadId, reference } = await makeDeal(who.broker, carrier);
    for (const reader of [who.broker, carrier, who.admin]) {
      const res = await getRateConfirmation(t, loadId, reader);
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="rate-confirmation-${reference}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers 404, as for no post, to every other member, a turned-down requester among them', async () => {
    const loadId = await createPost(t, who.broker);
    const turnedDown = await makeRequest(t, loadId, noDot, 1700);
    const accepted = await makeRequest(t, loadId, carrier, 1850);
    expectStatus(await decide(t, accepted, who.broker, { status: 'ACCEPTED' }), 200);
    expect(
      (await t.database.db.select().from(loadRequests).where(eq(loadRequests.id, turnedDown)))[0],
    ).toMatchObject({ status: 'REJECTED' });
    for (const stranger of [noDot, who.rfd, who.otherBroker, who.rfp])
      expectNotFound(await getRateConfirmation(t, loadId, stranger));
  });

  it('answers 404 for a post without a deal, an unknown id and an id that names no post', async () => {
    const active = await createPost(t, who.broker);
    await makeRequest(t, active, carrier);
    for (const id of [active, 2147483647, 'abc', '0', '-1', '1.5'])
      expectNotFound(await getRateConfirmation(t, id, who.broker));
    expectNotFound(await getRateConfirmation(t, active, who.admin));
  });

  it('follows the post: 404 once it is back on the board or cancelled, a PDF again once completed', async () => {
    const setStatus = async (loadId: number, status: string) =>
      expectStatus(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/loads/${loadId}/status`,
          headers: who.broker.headers,
          payload: { status },
        }),
        200,
      );
    const completed = await makeDeal(who.broker, carrier);
    await setStatus(completed.loadId, 'COMPLETED');
    expectStatus(await getRateConfirmation(t, completed.loadId, carrier), 200);

    const cancelled = await makeDeal(who.broker, carrier);
    await setStatus(cancelled.loadId, 'CANCELLED');
    expectNotFound(await getRateConfirmation(t, cancelled.loadId, who.broker));

    const reopened = await makeDeal(who.broker, carrier);
    await setStatus(reopened.loadId, 'ACTIVE');
    for (const reader of [who.broker, carrier])
      expectNotFound(await getRateConfirmation(t, reopened.loadId, reader));
  });

  it('needs no live subscription: a carrier whose plan ended still reads its deal', async () => {
    const lapsed = await register({ userType: 'RFP_CARRIER', companyName: 'Lapsed Lines' });
    const { loadId } = await makeDeal(who.broker, lapsed);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'expired', currentPeriodEnd: sql`now() - interval '1 day'` })
      .where(eq(subscriptions.userId, lapsed.user.id));
    expectStatus(await getRateConfirmation(t, loadId, lapsed), 200);
  });

  it('answers 401 without a session', async () => {
    const { loadId } = await makeDeal(who.broker, carrier);
    expect((await getRateConfirmation(t, loadId, undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/loads/:id/rate-confirmation: what it says', () => {
  it('names the reference, both companies with their contacts and DOT numbers, the route and the rate', async () => {
    const { loadId, reference } = await makeDeal(who.broker, carrier, 1850);
    const load = await loadRow(loadId);
    const roadMiles = load?.roadMiles;
    if (!roadMiles) throw new Error('the post has no road miles');
    const text = await readPdf(loadId, carrier);

    for (const expected of [
      'Rate confirmation',
      `Reference number ${reference}`,
      'Job number JOB-1001',
      'Shipper / broker (poster)',
      'Blue Ridge Brokerage',
      who.broker.user.email,
      'DOT number: 3456789',
      'Carrier',
      'Prairie Haulers',
      carrier.user.email,
      'Contact: Dana Whitfield',
      'Phone: 704-555-0142',
      'DOT number: 7654321',
      `Origin ${PLACES.chicago} ${ZIPS.chicago}`,
      `Destination ${PLACES.dallas} ${ZIPS.dallas}`,
      'Weight 12,000 lbs',
      'Space 850.25 cf',
      'Equipment Dry Van',
      'Agreed rate $1,850.00',
      `Road miles ${Math.round(roadMiles).toLocaleString('en-US')} mi`,
      `Rate per road mile $${(1850 / roadMiles).toFixed(2)}/mi`,
      'UTC',
    ])
      expect(text).toContain(expected);
    const pickup = new Date(`${load.pickupDate}T00:00:00Z`);
    expect(text).toContain(
      `Pickup date ${pickup.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}`,
    );
    expect(text).not.toContain('Book Now');
    expect(text).not.toContain('counter-offer');
  });

  it('writes "none" for a company without a DOT number', async () => {
    const { loadId } = await makeDeal(who.broker, noDot);
    const text = await readPdf(loadId, who.broker);
    expect(text).toContain('Côte Fret');
    expect(text).toContain('DOT number: none');
  });

  it('falls back to straight-line miles, labelled so, while the road miles are unknown', async () => {
    const { loadId } = await makeDeal(who.broker, carrier, 2000);
    await t.database.db.update(loads).set({ roadMiles: null }).where(eq(loads.id, loadId));
    const straight = (await loadRow(loadId))?.distanceMiles ?? 0;
    const text = await readPdf(loadId, who.admin);
    expect(text).toContain(
      `Straight-line miles (road miles unknown) ${Math.round(straight).toLocaleString('en-US')} mi`,
    );
    expect(text).toContain(`Rate per straight-line mile $${(2000 / straight).toFixed(2)}/mi`);
    expect(text).not.toContain('Road miles');
  });

  it('says how the deal was made when it was booked through Book Now or agreed after a counter-offer', async () => {
    // The booking and counter flows set these columns; the confirmation only reads them.
    const booked = await makeDeal(who.broker, carrier);
    await t.database.db
      .update(loadRequests)
      .set({ booked: true })
      .where(eq(loadRequests.id, booked.requestId));
    expect(await readPdf(booked.loadId, who.broker)).toContain(
      'Booked through Book Now at the posted price.',
    );

    const countered = await makeDeal(who.broker, carrier);
    await t.database.db
      .update(loadRequests)
      .set({ counterRate: 1850 })
      .where(eq(loadRequests.id, countered.requestId));
    expect(await readPdf(countered.loadId, who.broker)).toContain('Agreed after a counter-offer.');
  });

  it("names the truck's carrier as the poster and the one who took its space as the shipping side", async () => {
    const loadId = await createPost(t, who.rfd);
    const requestId = await makeRequest(t, loadId, who.broker, 1200);
    expectStatus(await decide(t, requestId, who.rfd, { status: 'ACCEPTED' }), 200);
    const text = await readPdf(loadId, who.broker);
    expect(text).toContain('Carrier (poster) Lone Star Hauling');
    expect(text).toContain('Shipper / broker Blue Ridge Brokerage');
    expect(text).toContain('Truck type Reefer');
    expect(text).toContain('Space 1,700 cf');
  });

  it("is written in the reader's language and time zone: French, in Eastern time", async () => {
    const reader = await register({
      userType: 'RFP_CARRIER',
      companyName: 'Fret Québécois',
      dotNumber: '1234567',
    });
    await setLanguage(reader, 'fr', 'EST');
    const { loadId, reference } = await makeDeal(who.broker, reader, 12345.5);
    const text = await readPdf(loadId, reader);
    for (const expected of [
      'Confirmation de tarif',
      `Numéro de référence ${reference}`,
      'Expéditeur / courtier (auteur de l’annonce)',
      'Transporteur',
      'Fret Québécois',
      'Numéro DOT : 1234567',
      'Poids 12 000 lb',
      'Espace 850,25 pi³',
      'Tarif convenu 12 345,50 $',
      'Tarif par mile routier',
      'Heure de l’Est (ET)',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Rate confirmation');

    // The same deal reads in English, in UTC, for the broker, whose settings are the defaults.
    const english = await readPdf(loadId, who.broker);
    expect(english).toContain('Agreed rate $12,345.50');
    expect(english).toContain('UTC');
  });

  it('writes Spanish for a Spanish reader', async () => {
    const reader = await register({ userType: 'RFP_CARRIER', companyName: 'Transportes Peña' });
    await setLanguage(reader, 'es', 'PST');
    const { loadId } = await makeDeal(who.broker, reader, 1850);
    const text = await readPdf(loadId, reader);
    for (const expected of [
      'Confirmación de tarifa',
      'Transportes Peña',
      'Tarifa acordada $1,850.00',
      'Hora del Pacífico (PT)',
    ])
      expect(text).toContain(expected);
  });
});
