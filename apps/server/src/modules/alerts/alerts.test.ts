import type { NotificationView } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus } from '../../../test/harness.ts';
import { alertBatches } from '../../db/schema/index.ts';
import { rowsOf } from '../../jobs/test-sql.ts';
import { createMailer } from '../../lib/mailer.ts';
import { lookupZip } from '../geo/index.ts';
import { bodyFor, createPost, dayFromToday, PLACES, ZIPS } from '../loads/test-fixtures.ts';
import { openSse } from '../notifications/test-sse.ts';
import { deliverLoadAlerts } from './delivery.ts';
import {
  type AlertsTestApp,
  importCsv,
  loadAlertsOf,
  PUBLIC_URL,
  saveSettings,
  startAlertsApp,
} from './test-fixtures.ts';

/**
 * Load alerts end to end: settings saved through the API, posts made through the post form and the
 * CSV import, the load-alerts job on the app's database, emails through a real SMTP server, and what
 * each user then finds in the bell and the inbox.
 */
let t: AlertsTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startAlertsApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.closeAll());

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const PICKUP = dayFromToday(3);
const mailsTo = (who: Account) => t.smtp.received.filter((mail) => mail.to.includes(who.user.email));
const byNumber = (ids: number[]) => [...ids].sort((a, b) => a - b);
const loadIdsOf = async (who: Account) =>
  byNumber((await loadAlertsOf(t, who)).map((alert) => alert.loadId ?? 0));
/** An email's plain text in paragraphs. */
const paragraphs = (text = '') => text.trim().split(/\r?\n\r?\n/);

/** Miles between two ZIPs as the database measures them (earthdistance). */
async function milesBetween(a: string, b: string): Promise<number> {
  const [from, to] = [lookupZip(a), lookupZip(b)];
  if (!from || !to) throw new Error('unknown ZIP');
  const [row] = await rowsOf<{ miles: number }>(
    t.database,
    sql`SELECT earth_distance(ll_to_earth(${from.latitude}, ${from.longitude}),
      ll_to_earth(${to.latitude}, ${to.longitude})) / 1609.344 AS miles`,
  );
  return Number(row?.miles);
}

/** A log that keeps its lines, as the delivery's log lines are read back. */
function keptLog() {
  const lines: { reqId?: string; msg?: string; posts?: number; users?: number }[] = [];
  return { lines, log: pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }) };
}

describe('batches waiting together', () => {
  it('are delivered in one pass, each still telling its users once with its own log line', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    await saveSettings(t, carrier, { serviceAreas: [{ zipCode: ZIPS.chicago }] });
    const broker = await signUp(t, 'BROKER');
    const loadIds: number[] = [];
    for (const n of [1, 2, 3]) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/loads',
        headers: { ...broker.headers, 'x-request-id': `waiting-post-${n}` },
        payload: bodyFor('RFP', { pickupDate: dayFromToday(3 + n), deliveryDate: dayFromToday(10 + n) }),
      });
      expectStatus(posted, 201);
      loadIds.push(posted.json().data.id);
    }

    const { lines, log } = keptLog();
    const report = await deliverLoadAlerts({
      db: t.database.db,
      log,
      mailer: createMailer(t.config, log),
      publicUrl: PUBLIC_URL,
    });

    expect(report).toEqual({ batches: 3, notifications: 3, emails: 3 });
    expect(lines.filter((line) => line.msg === 'new posts matched against the alerts')).toEqual(
      [1, 2, 3].map((n) => expect.objectContaining({ reqId: `waiting-post-${n}`, posts: 1, users: 1 })),
    );
    // One alert per post, as each was posted alone: never one alert folding the three.
    const alerts = await loadAlertsOf(t, carrier);
    expect(byNumber(alerts.map((alert) => alert.loadId ?? 0))).toEqual(loadIds);
    for (const alert of alerts) expect(alert.message).toMatch(/^New RFP load /);
    expect(mailsTo(carrier)).toHaveLength(3);
    // The later tests count who each post alerts.
    await saveSettings(t, carrier, { serviceAreas: [] });
  });
});

describe('a web-only instance records new posts; a worker delivers them', () => {
  it('a post made while no instance runs jobs waits in the database, and the worker started later alerts', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    await saveSettings(t, carrier, { serviceAreas: [{ zipCode: ZIPS.chicago }] });
    const broker = await signUp(t, 'BROKER');
    // The id a proxy gave the request that posts: the delivery's log line names it.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/loads',
      headers: { ...broker.headers, 'x-request-id': 'proxy-request-0001' },
      payload: bodyFor('RFP'),
    });
    expectStatus(posted, 201);
    const loadId = posted.json().data.id as number;

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await loadAlertsOf(t, carrier)).toEqual([]);
    expect(
      await t.database.db
        .select({ loadIds: alertBatches.loadIds, requestId: alertBatches.requestId })
        .from(alertBatches),
    ).toEqual([{ loadIds: [loadId], requestId: 'proxy-request-0001' }]);

    const lines: { reqId?: string; msg?: string; posts?: number; users?: number }[] = [];
    await t.startWorker(pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }));
    await t.settled();
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: 'proxy-request-0001',
        msg: 'new posts matched against the alerts',
        posts: 1,
        users: 1,
      }),
    );
    expect(await loadAlertsOf(t, carrier)).toEqual([
      expect.objectContaining({
        type: 'LOAD_ALERT',
        title: 'New load alert',
        message: `New RFP load ${PLACES.chicago} → ${PLACES.dallas}, pickup ${usDate(PICKUP)}, matches your ${PLACES.chicago} service area`,
        loadId,
        link: null,
        isRead: false,
      }),
    ]);
  });
});

describe('matching, through the post form', () => {
  it('a service area alerts a pickup within its radius, to the mile, live in the bell; one mile short, nothing', async () => {
    const naperville = '60540';
    const miles = await milesBetween(ZIPS.chicago, naperville);
    expect(Math.floor(miles)).toBe(28);
    const [inside, outside] = [await signUp(t, 'RFP_CARRIER'), await signUp(t, 'RFP_CARRIER')];
    await saveSettings(t, inside, { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 29 }] });
    await saveSettings(t, outside, { serviceAreas: [{ zipCode: ZIPS.chicago, radius: 28 }] });
    const bell = await openSse(`${baseUrl}/api/notifications/stream`, inside.headers);
    expect(JSON.parse((await bell.next((m) => m.event === 'unread-count')).data)).toEqual({ count: 0 });

    const loadId = await createPost(t, await signUp(t, 'BROKER'), { pickupZip: naperville });
    expect(JSON.parse((await bell.next((m) => m.event === 'unread-count', 15_000)).data)).toEqual({
      count: 1,
    });
    bell.close();
    await t.settled();

    expect(await loadAlertsOf(t, inside)).toEqual([
      expect.objectContaining({
        message: `New RFP load Naperville, IL → ${PLACES.dallas}, pickup ${usDate(PICKUP)}, matches your ${PLACES.chicago} service area`,
        loadId,
      }),
    ]);
    expect(await loadAlertsOf(t, outside)).toEqual([]);
  });

  it('a route alert alerts a post whose pickup and delivery are each within 50 miles of its ZIPs', async () => {
    const carrier = await signUp(t, 'RFD_CARRIER');
    await saveSettings(t, carrier, {
      routeAlerts: [{ originZip: ZIPS.chicago, destinationZip: ZIPS.dallas }],
    });
    const broker = await signUp(t, 'BROKER');
    // Kenosha's two ZIPs lie 48.1 and 50.9 miles from Chicago; Greenville 47.7 and Corsicana 52.3 from Dallas.
    const nearOrigin = await createPost(t, broker, { pickupZip: '53142' });
    await createPost(t, broker, { pickupZip: '53140' });
    const nearDestination = await createPost(t, broker, { deliveryZip: '75401' });
    await createPost(t, broker, { deliveryZip: '75110' });
    await createPost(t, broker, { deliveryZip: ZIPS.atlanta });
    await t.settled();

    const alerts = await loadAlertsOf(t, carrier);
    expect(byNumber(alerts.map((alert) => alert.loadId ?? 0))).toEqual(
      byNumber([nearOrigin, nearDestination]),
    );
    expect(alerts.find((alert) => alert.loadId === nearDestination)?.message).toBe(
      `New RFP load ${PLACES.chicago} → Greenville, TX, pickup ${usDate(PICKUP)}, matches your ${PLACES.chicago} → ${PLACES.dallas} route alert`,
    );
  });

  it('alerts only the post types each user cares about: RFP with rfpAlerts, trucks with openTruckAlerts, RFD to RFD carriers', async () => {
    const atlanta = { serviceAreas: [{ zipCode: ZIPS.atlanta }] };
    const rfpCarrier = await signUp(t, 'RFP_CARRIER');
    const noRfp = await signUp(t, 'RFP_CARRIER');
    const trucks = await signUp(t, 'BROKER');
    const rfdCarrier = await signUp(t, 'RFD_CARRIER');
    await saveSettings(t, rfpCarrier, atlanta);
    await saveSettings(t, noRfp, { ...atlanta, alertPreferences: { rfpAlerts: false } });
    await saveSettings(t, trucks, { ...atlanta, alertPreferences: { openTruckAlerts: true } });
    await saveSettings(t, rfdCarrier, atlanta);

    const fromAtlanta = { pickupZip: ZIPS.atlanta, deliveryZip: ZIPS.newYork };
    const rfp = await createPost(t, await signUp(t, 'BROKER'), fromAtlanta);
    const rfd = await createPost(t, await signUp(t, 'RFP_CARRIER'), fromAtlanta);
    const truck = await createPost(t, await signUp(t, 'RFD_CARRIER'), fromAtlanta);
    await t.settled();

    expect(await loadIdsOf(rfpCarrier)).toEqual([rfp]);
    expect(await loadIdsOf(noRfp)).toEqual([]);
    expect(await loadIdsOf(trucks)).toEqual(byNumber([rfp, truck]));
    expect(await loadIdsOf(rfdCarrier)).toEqual(byNumber([rfp, rfd]));
    const [truckAlert] = await loadAlertsOf(t, trucks);
    expect(truckAlert?.message).toBe(
      `New open truck ${PLACES.atlanta} → ${PLACES.newYork}, available ${usDate(dayFromToday(2))}, matches your ${PLACES.atlanta} service area`,
    );
  });

  it('never alerts the poster about their own post', async () => {
    const broker = await signUp(t, 'BROKER');
    const other = await signUp(t, 'BROKER');
    const losAngeles = { serviceAreas: [{ zipCode: ZIPS.losAngeles }] };
    await saveSettings(t, broker, losAngeles);
    await saveSettings(t, other, losAngeles);
    const loadId = await createPost(t, broker, { pickupZip: ZIPS.losAngeles });
    await t.settled();
    expect(await loadIdsOf(broker)).toEqual([]);
    expect(await loadIdsOf(other)).toEqual([loadId]);
  });
});

describe('how each user wants to hear', () => {
  it('emails only with emailAlerts on, and puts nothing in the bell with notifications off', async () => {
    const both = await signUp(t, 'RFP_CARRIER');
    const bellOnly = await signUp(t, 'RFP_CARRIER');
    const emailOnly = await signUp(t, 'RFP_CARRIER');
    const neither = await signUp(t, 'RFP_CARRIER');
    const houston = { serviceAreas: [{ zipCode: '77002', radius: 25 }] };
    await saveSettings(t, both, houston);
    await saveSettings(t, bellOnly, { ...houston, emailAlerts: false });
    await saveSettings(t, emailOnly, { ...houston, notifications: false });
    await saveSettings(t, neither, { ...houston, notifications: false, emailAlerts: false });

    const loadId = await createPost(t, await signUp(t, 'BROKER'), { pickupZip: '77002', rate: 1875.5 });
    await t.settled();

    expect(await loadIdsOf(both)).toEqual([loadId]);
    expect(await loadIdsOf(bellOnly)).toEqual([loadId]);
    expect(await loadIdsOf(emailOnly)).toEqual([]);
    expect(await loadIdsOf(neither)).toEqual([]);
    expect(mailsTo(bellOnly)).toEqual([]);
    expect(mailsTo(neither)).toEqual([]);
    expect(mailsTo(both)).toHaveLength(1);

    const [mail] = mailsTo(emailOnly);
    const sentence = `New RFP load Houston, TX → ${PLACES.dallas}, pickup ${usDate(PICKUP)}, matches your Houston, TX service area`;
    expect(mail?.subject).toBe(sentence);
    const lane = `${PUBLIC_URL}/all-loads?origin=Houston%2C+TX&destination=Dallas%2C+TX`;
    expect(paragraphs(mail?.text)).toEqual([
      'Hello Dana,',
      `${sentence}.`,
      `- RFP load Houston, TX → ${PLACES.dallas}, pickup ${usDate(PICKUP)}, $1,875.50`,
      lane,
      'You receive this email because email alerts are on in your settings. You can turn them off there:',
      `${PUBLIC_URL}/settings`,
    ]);
    expect(mail?.html).toContain(`<a href="${lane.replaceAll('&', '&#38;')}">Open the board</a>`);
  });

  it.each([
    [
      'es',
      'Nueva alerta de carga',
      `Nueva carga RFP ${PLACES.newYork} → ${PLACES.chicago}, recogida el DATE, coincide con su área de servicio de ${PLACES.newYork}`,
      'Hola, Dana:',
    ],
    [
      'fr',
      'Nouvelle alerte de chargement',
      `Nouveau chargement RFP ${PLACES.newYork} → ${PLACES.chicago}, enlèvement le DATE, correspond à votre zone de service de ${PLACES.newYork}`,
      'Bonjour Dana,',
    ],
  ] as const)(
    'writes the alert in the user’s language (%s), in the bell and by email',
    async (language, title, sentence, hello) => {
      const carrier = await signUp(t, 'RFP_CARRIER');
      await saveSettings(t, carrier, { language, serviceAreas: [{ zipCode: ZIPS.newYork, radius: 10 }] });
      await createPost(t, await signUp(t, 'BROKER'), { pickupZip: ZIPS.newYork, deliveryZip: ZIPS.chicago });
      await t.settled();

      const dayFirst = `${PICKUP.slice(8, 10)}/${PICKUP.slice(5, 7)}/${PICKUP.slice(0, 4)}`;
      const expected = sentence.replace('DATE', dayFirst);
      expect(await loadAlertsOf(t, carrier)).toEqual([expect.objectContaining({ title, message: expected })]);
      const [mail] = mailsTo(carrier);
      expect(mail?.subject).toBe(expected);
      expect(mail?.text.startsWith(`${hello}\r\n\r\n${expected}.`)).toBe(true);
      expect(mail?.html).toContain(`<html lang="${language}">`);
    },
  );
});

describe('a batch is one alert per user', () => {
  it('an import of 200 matching posts gives each matched user one notification and one email', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const laneToo = await signUp(t, 'RFD_CARRIER');
    await saveSettings(t, carrier, { serviceAreas: [{ zipCode: ZIPS.dallas }] });
    await saveSettings(t, laneToo, {
      serviceAreas: [{ zipCode: ZIPS.dallas }],
      routeAlerts: [{ originZip: ZIPS.dallas, destinationZip: '77002' }],
    });
    const rows = Array.from({ length: 200 }, (_, i) =>
      [`IMP-${i + 1}`, ZIPS.dallas, '77002', dayFromToday(3 + i), dayFromToday(3 + i), 900, 1500 + i].join(
        ',',
      ),
    );
    await importCsv(
      t,
      await signUp(t, 'BROKER'),
      ['jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate', ...rows].join('\n'),
    );
    await t.settled();

    const near = '/all-loads?origin=Dallas%2C+TX';
    expect(await loadAlertsOf(t, carrier)).toEqual([
      expect.objectContaining<Partial<NotificationView>>({
        title: 'New load alerts',
        message: `200 new loads match your ${PLACES.dallas} service area`,
        loadId: null,
        link: near,
      }),
    ]);
    expect(await loadAlertsOf(t, laneToo)).toEqual([
      expect.objectContaining({
        message: `200 new loads match your ${PLACES.dallas} service area and 1 other alert`,
      }),
    ]);

    const mails = mailsTo(carrier);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`200 new loads match your ${PLACES.dallas} service area`);
    const list = paragraphs(mail?.text)[2]?.split(/\r?\n/) ?? [];
    expect(list).toHaveLength(11);
    expect(list[0]).toBe(
      `- RFP load ${PLACES.dallas} → Houston, TX, pickup ${usDate(dayFromToday(3))}, $1,500.00`,
    );
    expect(list[10]).toBe('- and 190 more');
    expect(mail?.text).toContain(`${PUBLIC_URL}${near}`);
    expect(mailsTo(laneToo)).toHaveLength(1);
  });
});
