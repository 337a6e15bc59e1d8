import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import {
  expectNotReloaded,
  freshAccount,
  markNoReload,
  postFreight,
  requestLoadViaApi,
} from './requests-helpers.ts';
import { signIn } from './support/auth.ts';
import { saveSettings } from './support/settings.ts';

/**
 * Counter-offers and withdrawals between a post's owner and its requester: the owner counters on
 * View Requests, the requester answers on My Requests, each side seeing the other's move live.
 * Screenshots of both screens at 1280 and 375 px, in English and French, go to SHOTS.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-web2';

/** The page in full at a desktop and a phone width, then back at the desktop width. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** POST /api/requests/:id/counter as the token's user. */
async function counterViaApi(
  request: APIRequestContext,
  token: string,
  requestId: number,
  rate: number,
  message?: string,
) {
  const res = await request.post(`/api/requests/${requestId}/counter`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rate, message },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A request's row (or card, at phone width) on My Requests. */
const myRequest = (page: Page, id: number): Locator => page.locator(`[data-request-id="${id}"]`);

test.describe('counter-offers and withdrawals', () => {
  test('the broker counters, the carrier sees it live and accepts it, and the post is assigned at the counter', async ({
    browser,
    request,
  }) => {
    const load = await postFreight(request, 'broker', {
      pickupZip: '04401',
      deliveryZip: '05001',
      rate: 2200,
    });
    const requestId = await requestLoadViaApi(request, 'rfpCarrier', load.id, 1800, 'Can load on the day.');

    const brokerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const carrierContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const broker = await brokerContext.newPage();
    const carrier = await carrierContext.newPage();
    try {
      await signIn(broker, 'broker');
      await signIn(carrier, 'rfpCarrier');

      // The carrier waits on My Requests, reached from the sidebar: the request is pending.
      await carrier
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My Requests' })
        .click();
      await expect(carrier.getByRole('heading', { name: 'My Requests' })).toBeVisible();
      const row = myRequest(carrier, requestId);
      await expect(row).toContainText(load.jobNumber);
      await expect(row).toContainText('Bangor, ME');
      await expect(row).toContainText('$1,800.00');
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Accept counter:/ })).toHaveCount(0);
      await markNoReload(carrier);

      // The broker counters on View Requests.
      await broker.goto(`/view-requests/${load.id}`);
      const card = broker.getByRole('article', { name: 'Prairie Movers' });
      await expect(card).toContainText('Can load on the day.');
      await card.getByRole('button', { name: 'Counter' }).click();
      const form = card.getByRole('form', { name: 'Counter the request of Prairie Movers' });
      await form.getByLabel('Counter rate ($)').fill('2050');
      await form.getByLabel(/^Message/).fill('Meet me at $2,050 and it is yours.');
      await form.getByRole('button', { name: 'Send counter' }).click();
      await expect(toast(broker, 'Counter-offer sent')).toBeVisible();
      await expect(card.getByText('Countered', { exact: true })).toBeVisible();
      await expect(card).toContainText('Countered at $2,050.00');
      const offers = card.getByRole('list', { name: 'Offers on this request' }).getByRole('listitem');
      await expect(offers).toHaveCount(2);
      await expect(offers.nth(0)).toContainText('Prairie Movers proposed');
      await expect(offers.nth(0)).toContainText('$1,800.00');
      await expect(offers.nth(1)).toContainText('You countered');
      await expect(offers.nth(1)).toContainText('$2,050.00');
      await expect(offers.nth(1)).toContainText('Meet me at $2,050 and it is yours.');
      await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Reject' })).toBeEnabled();
      await shoot(broker, 'view-requests-en', () => expect(card).toBeVisible());

      // The carrier's My Requests shows the counter live, without a reload.
      await expect(row.getByText('Countered', { exact: true })).toBeVisible();
      await expect(row).toContainText('$2,050.00');
      await expect(row).toContainText('Meet me at $2,050 and it is yours.');
      await expectNotReloaded(carrier);
      await shoot(carrier, 'my-requests-en', () =>
        expect(myRequest(carrier, requestId).getByText('Countered', { exact: true })).toBeVisible(),
      );

      // The carrier accepts the counter: the deal is made at $2,050.
      await markNoReload(broker);
      await myRequest(carrier, requestId)
        .getByRole('button', { name: `Accept counter: $2,050.00 on ${load.jobNumber}` })
        .click();
      await expect(toast(carrier, 'Counter-offer accepted')).toBeVisible();
      await expect(myRequest(carrier, requestId).getByText('Accepted', { exact: true })).toBeVisible();
      await expect(myRequest(carrier, requestId).getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

      // The broker's View Requests moves live: the request accepted, the post assigned at $2,050.
      await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
      const summary = broker.locator('.request-load-summary');
      await expect(summary.getByText('Assigned', { exact: true })).toBeVisible();
      await expect(summary).toContainText('$2,050.00');
      await expect(card.getByRole('button', { name: 'Counter' })).toHaveCount(0);
      await expectNotReloaded(broker);

      // The carrier opens the deal's rate confirmation from its row: a PDF in a new tab.
      const pdf = carrier.waitForResponse((response) => response.url().endsWith('/rate-confirmation'));
      const opened = carrierContext.waitForEvent('page');
      await myRequest(carrier, requestId)
        .getByRole('button', { name: `Rate confirmation of load ${load.jobNumber}` })
        .click();
      const answer = await pdf;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
      const tab = await opened;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();

      // And the post of the deal.
      await myRequest(carrier, requestId)
        .getByRole('button', { name: `View post ${load.jobNumber}` })
        .click();
      const details = carrier.getByRole('dialog', { name: /Load Details/ });
      await expect(details).toContainText('Bangor, ME');

      // The broker's notification of the accepted counter leads back to the post's requests and
      // offers the rate confirmation too.
      await broker.goto('/notifications?type=COUNTER_ACCEPTED');
      const notice = broker.locator('[data-notification-id]').first();
      await expect(notice).toContainText('Counter Accepted');
      await expect(notice.getByRole('button', { name: /^Rate confirmation of load/ })).toBeVisible();
      await notice.getByRole('link', { name: 'Counter-offer accepted' }).click();
      await expect(broker).toHaveURL(new RegExp(`/view-requests/${load.id}$`));
    } finally {
      await brokerContext.close();
      await carrierContext.close();
    }
  });

  test('the carrier withdraws a request; the broker sees it withdrawn and the carrier may ask again', async ({
    browser,
    request,
  }) => {
    const load = await postFreight(request, 'broker', { pickupZip: '05001', deliveryZip: '03301' });
    const requestId = await requestLoadViaApi(request, 'rfdCarrier', load.id, 1650);

    const carrierContext = await browser.newContext();
    const brokerContext = await browser.newContext();
    const carrier = await carrierContext.newPage();
    const broker = await brokerContext.newPage();
    try {
      await signIn(carrier, 'rfdCarrier');
      await carrier.goto('/my-requests');
      const row = myRequest(carrier, requestId);
      await row.getByRole('button', { name: `Withdraw your request on ${load.jobNumber}` }).click();
      const dialog = carrier.getByRole('dialog', { name: 'Withdraw request' });
      await expect(dialog).toContainText(load.jobNumber);
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(toast(carrier, 'Request withdrawn')).toBeVisible();
      await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(0);

      // The state filter finds it under Withdrawn, and not under Pending.
      await carrier.getByRole('button', { name: 'Withdrawn', exact: true }).click();
      await expect(carrier).toHaveURL(/\/my-requests\?status=WITHDRAWN$/);
      await expect(myRequest(carrier, requestId)).toBeVisible();
      await carrier.getByRole('button', { name: 'Pending', exact: true }).click();
      await expect(carrier).toHaveURL(/\/my-requests\?status=PENDING$/);
      await expect(myRequest(carrier, requestId)).toHaveCount(0);

      await signIn(broker, 'broker');
      await broker.goto(`/view-requests/${load.id}`);
      const card = broker.getByRole('article', { name: 'Coastal Trucking' });
      await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
      await expect(card).toContainText('The requester withdrew this request.');
      // Nothing to decide: the only button left opens the requester's company record.
      await expect(card.getByRole('button')).toHaveText(['Coastal Trucking']);

      // A withdrawn request no longer blocks a new one.
      await requestLoadViaApi(request, 'rfdCarrier', load.id, 1700);
    } finally {
      await carrierContext.close();
      await brokerContext.close();
    }
  });

  test('in French: the thread, the counter and My Requests', async ({ browser, request }) => {
    const owner = await freshAccount(request, { userType: 'BROKER', firstName: 'Camille' });
    const requester = await freshAccount(request, { userType: 'RFP_CARRIER', firstName: 'Léa' });
    for (const account of [owner, requester]) await saveSettings(request, account.token, { language: 'fr' });
    const load = await postFreight(request, owner, { pickupZip: '03301', deliveryZip: '04401', rate: 1900 });
    const requestId = await requestLoadViaApi(request, requester, load.id, 1500, 'Disponible dès lundi.');
    await counterViaApi(request, owner.token, requestId, 1750, 'Entre les deux ?');

    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requesterContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await ownerContext.newPage();
    const requesterPage = await requesterContext.newPage();
    try {
      await signIn(ownerPage, owner);
      await ownerPage.goto(`/view-requests/${load.id}`);
      const card = ownerPage.getByRole('article', { name: requester.companyName });
      await expect(card.getByText('Contre-proposée', { exact: true })).toBeVisible();
      await expect(card.getByRole('list', { name: 'Offres sur cette demande' })).toContainText(
        'Vous avez fait une contre-offre',
      );
      await expect(card.getByRole('button', { name: 'Contre-proposer' })).toBeVisible();
      await shoot(ownerPage, 'view-requests-fr', () => expect(card).toBeVisible());

      await signIn(requesterPage, requester);
      await requesterPage.goto('/my-requests');
      await expect(requesterPage.getByRole('heading', { name: 'Mes demandes' })).toBeVisible();
      const row = myRequest(requesterPage, requestId);
      await expect(row.getByRole('button', { name: /^Accepter la contre-offre/ })).toBeVisible();
      await expect(row).toContainText('Entre les deux ?');
      await shoot(requesterPage, 'my-requests-fr', () =>
        expect(myRequest(requesterPage, requestId)).toBeVisible(),
      );
    } finally {
      await ownerContext.close();
      await requesterContext.close();
    }
  });
});
