import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, inDays, jobNumber, toast, typeZip } from './loads-helpers.ts';
import {
  bellCount,
  expectNotReloaded,
  freshAccount,
  markNoReload,
  postFreight,
  settledBellCount,
} from './requests-helpers.ts';
import { signIn } from './support/auth.ts';
import { saveSettings } from './support/settings.ts';

/**
 * Book Now (the deals issue): a broker posts a load with a Book Now rate, a carrier takes it at once
 * from the board after a confirm step, the broker hears of it live, and the deal's rate confirmation
 * opens as a PDF. Screenshots of the board and the confirm step go to SHOTS, in English and French,
 * at 1280 and 375 px.
 */

const SHOTS = '/tmp/shots-web1';
mkdirSync(SHOTS, { recursive: true });

/** POST /api/loads/:id/book as the token's user: the status and the answer's message. */
async function bookViaApi(request: APIRequestContext, token: string, loadId: number) {
  const res = await request.post(`/api/loads/${loadId}/book`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status(), message: ((await res.json()) as { message?: string }).message };
}

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 800 } });
  return context.newPage();
}

test.describe('Book Now', () => {
  test('a broker posts with a Book Now rate, a carrier books it, the broker sees it live and the rate confirmation opens', async ({
    browser,
    request,
  }) => {
    const job = jobNumber('BOOK');
    const broker = await newPage(browser);
    const carrier = await newPage(browser);
    try {
      // The broker posts the load with a Book Now rate through the form.
      await signIn(broker, 'broker');
      await broker.goto('/post-loads');
      await typeZip(broker, 'Pickup ZIP', '58001', 'Pickup Location', 'Abercrombie, ND');
      await typeZip(broker, 'Delivery ZIP', '58002', 'Delivery Location', 'Absaraka, ND');
      await broker.getByLabel('Pickup Date').fill(inDays(25));
      await broker.getByLabel('Delivery Date').fill(inDays(27));
      await broker.getByLabel('Rate ($)', { exact: true }).fill('2100');
      await broker.getByLabel('Balance ($)').fill('800');
      await broker.getByLabel(/^Job Number/).fill(job);
      await broker.getByLabel(/^Book Now Rate/).fill('1995');
      await broker.getByRole('button', { name: 'Post Load' }).click();
      await expect(toast(broker, 'Post created successfully!')).toBeVisible();
      await expect(broker).toHaveURL(/\/view-loads$/);
      const mine = broker.locator('[data-load-id]').filter({ hasText: job });
      await expect(mine).toContainText('Book Now $1,995.00');

      // The broker waits on the dashboard.
      await broker
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard', exact: true })
        .click();
      await expect(broker.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
      const unread = await settledBellCount(broker);
      await markNoReload(broker);

      // The carrier sees the price on the board and books it.
      await signIn(carrier, 'rfpCarrier');
      await carrier.goto('/all-loads?origin=58001');
      const row = carrier.locator('[data-load-id]').filter({ hasText: job });
      await expect(row).toContainText('Book Now $1,995.00');
      await carrier.screenshot({ path: `${SHOTS}/board-en-1280.png`, fullPage: true });
      await row.getByRole('button', { name: `Book Now: load ${job} for $1,995.00` }).click();
      const confirm = carrier.getByRole('dialog', { name: 'Book Now' });
      await expect(confirm).toContainText('Book this load for $1,995.00?');
      await expect(confirm).toContainText('Abercrombie, ND to Absaraka, ND');
      await carrier.screenshot({ path: `${SHOTS}/confirm-en-1280.png`, animations: 'disabled' });
      await confirm.getByRole('button', { name: 'Book for $1,995.00' }).click();
      await expect(toast(carrier, 'Load booked')).toBeVisible();
      await expect(confirm).toBeHidden();
      // The board lists open posts: the booked one leaves it.
      await expect(row).toHaveCount(0);

      // The broker's bell goes up, live.
      await expect.poll(() => bellCount(broker)).toBe(unread + 1);
      await expectNotReloaded(broker);

      // My Loads shows the post assigned, with its rate confirmation.
      await broker
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My Loads' })
        .click();
      await broker.getByLabel('Origin').fill('58001');
      await broker.getByRole('button', { name: 'Filter' }).click();
      await expect(broker.getByLabel(`Status of load ${job}`)).toHaveValue('ASSIGNED');
      const pdf = broker.waitForResponse((response) => response.url().endsWith('/rate-confirmation'));
      const opened = broker.context().waitForEvent('page');
      await broker.getByRole('button', { name: `Rate confirmation of load ${job}` }).click();
      const answer = await pdf;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
      // The new tab shows the PDF the app fetched with the broker's token, from memory.
      const tab = await opened;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      const loadId = await broker
        .locator('[data-load-id]')
        .filter({ hasText: job })
        .getAttribute('data-load-id');
      const file = await request.get(`/api/loads/${loadId}/rate-confirmation`, {
        headers: { authorization: `Bearer ${await apiToken(request, 'broker')}` },
      });
      expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The details of the assigned load link it too, for the broker.
      await broker.getByRole('button', { name: `View load ${job}` }).click();
      const details = broker.getByRole('dialog', { name: /Load Details/ });
      await expect(details).toContainText('$1,995.00');
      await expect(details.getByRole('button', { name: `Rate confirmation of load ${job}` })).toBeVisible();
    } finally {
      await broker.context().close();
      await carrier.context().close();
    }
  });

  test('a post booked a moment earlier: the confirm step ends in the server’s sentence', async ({
    page,
    request,
  }) => {
    const load = await postFreight(request, 'broker', {
      pickupZip: '58004',
      deliveryZip: '58001',
      bookNowRate: 1750,
    });
    await signIn(page, 'rfpCarrier');
    await page.goto('/all-loads?origin=58004');
    const row = page.locator('[data-load-id]').filter({ hasText: load.jobNumber });
    await row.getByRole('button', { name: `Book Now: load ${load.jobNumber} for $1,750.00` }).click();
    const confirm = page.getByRole('dialog', { name: 'Book Now' });
    await expect(confirm).toContainText('Book this load for $1,750.00?');

    // Another carrier takes it first.
    const other = await bookViaApi(request, await apiToken(request, 'rfdCarrier'), load.id);
    expect(other.status).toBe(200);

    await confirm.getByRole('button', { name: 'Book for $1,750.00' }).click();
    await expect(toast(page, 'This load was just booked by someone else')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
  });

  for (const [language, width] of [
    ['en', 375],
    ['fr', 1280],
    ['fr', 375],
  ] as const) {
    test(`the board and the confirm step in ${language} at ${width} px`, async ({ browser, request }) => {
      const load = await postFreight(request, 'broker', {
        pickupZip: '68001',
        deliveryZip: '68002',
        rate: 2480,
        bookNowRate: 2399.5,
      });
      await postFreight(request, 'broker', { pickupZip: '68001', deliveryZip: '69001', rate: 1320 });
      const account = await freshAccount(request, { userType: 'RFP_CARRIER' });
      await saveSettings(request, account.token, { language });
      const page = await newPage(browser, width);
      try {
        await signIn(page, account);
        await page.goto('/all-loads?origin=68001');
        // A phone's card names the post by its route, so the post is found by its id.
        const row = page.locator(`[data-load-id="${load.id}"]`);
        const tag = language === 'en' ? 'Book Now $2,399.50' : 'Réserver à 2\u202f399,50\u00a0$';
        await expect(row).toContainText(tag);
        await page.screenshot({ path: `${SHOTS}/board-${language}-${width}.png`, fullPage: true });
        await row
          .getByRole('button', { name: language === 'en' ? /^Book Now: load/ : /^Réserver : chargement/ })
          .click();
        const confirm = page.getByRole('dialog');
        await expect(confirm).toContainText(
          language === 'en' ? 'Abie, NE to Arlington, NE' : 'Abie, NE à Arlington, NE',
        );
        await page.screenshot({ path: `${SHOTS}/confirm-${language}-${width}.png`, animations: 'disabled' });
        await confirm.getByRole('button', { name: language === 'en' ? 'Cancel' : 'Annuler' }).click();
        await expect(confirm).toBeHidden();
      } finally {
        await page.context().close();
      }
    });
  }
});
