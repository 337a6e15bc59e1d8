import { expect, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import {
  bell,
  bellCount,
  bellPanel,
  expectNotReloaded,
  markNoReload,
  postFreight,
  requestLoadViaApi,
  settledBellCount,
  statNumber,
} from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

test.describe('load requests between a carrier and a broker', () => {
  test('the carrier requests, the broker sees it live and accepts it, and both sides update without a reload', async ({
    browser,
    request,
  }) => {
    // The broker's fresh load, so this test owns its requests.
    const load = await postFreight(request, 'broker', {
      pickupZip: '04401',
      deliveryZip: '03301',
      rate: 2145.75,
    });

    // Two people at once: the broker and the carrier, each in their own browser.
    const brokerContext = await browser.newContext();
    const carrierContext = await browser.newContext();
    const broker = await brokerContext.newPage();
    const carrier = await carrierContext.newPage();
    try {
      await signIn(broker, 'broker');
      await signIn(carrier, 'rfpCarrier');

      // The broker waits on the dashboard: note the bell and the Assigned Jobs card.
      await expect(broker.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
      const brokerUnread = await settledBellCount(broker);
      const assignedBefore = await statNumber(broker, 'Assigned Jobs');
      await markNoReload(broker);

      // The carrier finds the load on Avail. Loads and requests it.
      await carrier.goto(`/all-loads?origin=Bangor`);
      const row = carrier.locator('[data-load-id]').filter({ hasText: load.jobNumber });
      await row.getByRole('button', { name: `View load ${load.jobNumber}` }).click();
      const details = carrier.getByRole('dialog', { name: /Load Details/ });
      await details.getByLabel('Proposed Rate ($)').fill('2050');
      await details.getByLabel('Message').fill('Team drivers, can load on the pickup date.');
      await details.getByRole('button', { name: 'Submit Request' }).click();
      await expect(toast(carrier, 'Load requested successfully')).toBeVisible();

      // Back on their dashboard (no reload from here on): note the bell and Active Deliveries.
      await nav(carrier).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(carrier.getByRole('heading', { name: 'RFP Carrier Dashboard' })).toBeVisible();
      const carrierUnread = await settledBellCount(carrier);
      const deliveriesBefore = await statNumber(carrier, 'Active Deliveries');
      await markNoReload(carrier);

      // The broker's bell goes up by one, live.
      await expect.poll(() => bellCount(broker)).toBe(brokerUnread + 1);
      await expect(bell(broker)).toHaveAccessibleName(`Notifications ${brokerUnread + 1} unread`);
      await expectNotReloaded(broker);

      // The new request is on the broker's Recent Requests; its row opens the load's requests.
      const recent = broker
        .locator('.dashboard-table')
        .filter({ has: broker.getByRole('heading', { name: 'Recent Requests' }) });
      const requestRow = recent.locator('tr[data-request-id]').filter({ hasText: load.jobNumber });
      await expect(requestRow).toContainText('Prairie Movers');
      await expect(requestRow).toContainText('$2,050.00');
      await expect(requestRow).toContainText('Pending');
      await requestRow.locator('td').nth(1).click();
      await expect(broker).toHaveURL(new RegExp(`/view-requests/${load.id}$`));

      // View Requests: the load on top, then the request with Accept and Reject.
      await expect(broker.getByRole('heading', { name: 'View Requests' })).toBeVisible();
      await expect(broker.locator('.request-load-summary')).toContainText('Bangor, ME');
      await expect(broker.locator('.request-load-summary')).toContainText('Concord, NH');
      await expect(broker.locator('.request-load-summary')).toContainText('$2,145.75');
      const card = broker.getByRole('article', { name: 'Prairie Movers' });
      await expect(card).toContainText('Marcus Reyes');
      await expect(card).toContainText('rfp.carrier@example.com');
      await expect(card).toContainText('$2,050.00');
      await expect(card).toContainText('Team drivers, can load on the pickup date.');
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      const accept = card.getByRole('button', { name: 'Accept' });
      const reject = card.getByRole('button', { name: 'Reject' });
      await expect(accept).toBeEnabled();
      await expect(reject).toBeEnabled();

      await accept.click();
      await expect(toast(broker, 'Request accepted successfully')).toBeVisible();
      await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(card).toContainText("Great! Let's proceed with this load.");
      await expect(accept).toBeDisabled();
      await expect(reject).toBeDisabled();
      await expect(
        broker.locator('.request-load-summary').getByText('Assigned', { exact: true }),
      ).toBeVisible();

      // The carrier's bell goes up by one and Active Deliveries moves, without a reload.
      await expect.poll(() => bellCount(carrier)).toBe(carrierUnread + 1);
      await expect.poll(() => statNumber(carrier, 'Active Deliveries')).toBe(deliveriesBefore + 1);
      await expectNotReloaded(carrier);

      // The bell's panel says so, newest first.
      await bell(carrier).click();
      const accepted = bellPanel(carrier).locator('.notification-panel-item').first();
      await expect(accepted).toContainText('Request accepted');
      await expect(accepted).toContainText(load.jobNumber);
      await expect(accepted).toContainText('Unread');

      // The broker's Assigned Jobs went up by one.
      await nav(broker).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect.poll(() => statNumber(broker, 'Assigned Jobs')).toBe(assignedBefore + 1);
    } finally {
      await brokerContext.close();
      await carrierContext.close();
    }
  });

  test('the broker rejects a request: red badge, the spec response, the load stays active', async ({
    page,
    request,
  }) => {
    const load = await postFreight(request, 'broker', { pickupZip: '05001', deliveryZip: '04401' });
    await requestLoadViaApi(request, 'rfpCarrier', load.id, 1700, 'Can do it for less.');

    await signIn(page, 'broker');
    await page.goto(`/view-requests/${load.id}`);
    const card = page.getByRole('article', { name: 'Prairie Movers' });
    await expect(card).toContainText('$1,700.00');
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Request rejected successfully')).toBeVisible();
    const badge = card.getByText('Rejected', { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass(/bg-danger/);
    await expect(card).toContainText('Sorry, we cannot proceed with this request.');
    await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(page.locator('.request-load-summary').getByText('Active', { exact: true })).toBeVisible();
  });

  test("a load without requests says 'No requests found.'", async ({ page, request }) => {
    const load = await postFreight(request, 'broker', { pickupZip: '03301', deliveryZip: '05001' });
    await signIn(page, 'broker');
    await page.goto(`/view-requests/${load.id}`);
    await expect(page.locator('.request-load-summary')).toContainText(load.jobNumber);
    await expect(page.getByText('No requests found.', { exact: true })).toBeVisible();
  });

  test('accepting one request rejects the others on the load', async ({ page, request }) => {
    const load = await postFreight(request, 'broker', { pickupZip: '04401', deliveryZip: '05001' });
    await requestLoadViaApi(request, 'rfpCarrier', load.id, 1800);
    await requestLoadViaApi(request, 'rfdCarrier', load.id, 1750);

    await signIn(page, 'broker');
    await page.goto(`/view-requests/${load.id}`);
    const prairie = page.getByRole('article', { name: 'Prairie Movers' });
    const coastal = page.getByRole('article', { name: 'Coastal Trucking' });
    await expect(prairie.getByText('Pending', { exact: true })).toBeVisible();
    await expect(coastal.getByText('Pending', { exact: true })).toBeVisible();

    await coastal.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Request accepted successfully')).toBeVisible();
    await expect(coastal.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(prairie.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(prairie).toContainText('Sorry, we cannot proceed with this request.');
    for (const card of [prairie, coastal]) {
      await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
    }
  });

  test("someone else's load: its requests are refused in the page", async ({ page, request }) => {
    const load = await postFreight(request, 'broker', { pickupZip: '05001', deliveryZip: '03301' });
    await signIn(page, 'rfpCarrier');
    await page.goto(`/view-requests/${load.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });
});
