import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, toast } from './loads-helpers.ts';
import {
  bell,
  bellCount,
  decideViaApi,
  freshAccount,
  openNotificationsPage,
  postFreight,
  requestLoadViaApi,
} from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/** Today as the notifications list shows dates, DD/MM/YYYY, in the demo users' zone (UTC). */
function todayDayMonthYear(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getUTCDate())}/${pad(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}`;
}

test.describe('the notifications page', () => {
  test('filters, pages, marks one and all as read, and the bell follows', async ({ page, request }) => {
    // A fresh broker of its own, so its notifications are only this test's.
    const owner = await freshAccount(request, { userType: 'BROKER' });
    // 12 load requests on six of its loads (two carriers each) …
    const loads = [];
    for (let index = 0; index < 6; index += 1) {
      loads.push(await postFreight(request, owner, { rate: 1500 + index }));
    }
    for (const load of loads) {
      await requestLoadViaApi(request, 'rfpCarrier', load.id, 1400);
      await requestLoadViaApi(request, 'rfdCarrier', load.id, 1450);
    }
    // … and one refusal of its own request on a carrier's truck (a broker may request trucks).
    const ownRequest = await requestLoadViaApi(request, owner, await truckOf(request), 500);
    await decideViaApi(request, 'rfdCarrier', ownRequest, 'REJECTED');

    await signIn(page, { email: owner.email, password: owner.password });
    await expect.poll(() => bellCount(page)).toBe(13);

    await openNotificationsPage(page);
    const rows = page.locator('[data-notification-id]');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('Showing 1–10 of 13')).toBeVisible();
    // Title, Message, Type, Status, Date (day/month/year) and Mark as Read on unread rows.
    const first = rows.first();
    await expect(first).toContainText(todayDayMonthYear());
    await expect(first.getByText('Unread', { exact: true })).toHaveClass(/bg-warning/);
    await expect(first.getByRole('button', { name: /^Mark as Read/ })).toBeVisible();

    // Next page, then a filter change goes back to page 1.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(3);
    await page.getByLabel('Type').selectOption({ label: 'Load Request' });
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/type=LOAD_REQUEST/);
    await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
    await expect(rows.filter({ hasText: 'Request rejected' })).toHaveCount(0);
    await expect(rows.first()).toContainText('New load request');
    await expect(rows.first()).toContainText('Load Request');

    // Read: none yet.
    await page.getByLabel('Status').selectOption({ label: 'Read' });
    await expect(page.getByText('No notifications match these filters.')).toBeVisible();

    // All types, unread only: the refusal is there; mark it read.
    await page.getByLabel('Type').selectOption({ label: 'All Types' });
    await page.getByLabel('Status').selectOption({ label: 'Unread' });
    const refusal = rows.filter({ hasText: 'Request rejected' });
    await expect(refusal).toContainText('Request Rejected');
    await refusal.getByRole('button', { name: /^Mark as Read/ }).click();
    await expect(refusal).toHaveCount(0);
    await expect.poll(() => bellCount(page)).toBe(12);

    // Under Read it shows green, without the button.
    await page.getByLabel('Status').selectOption({ label: 'Read' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Request rejected');
    await expect(rows.first().getByText('Read', { exact: true })).toHaveClass(/bg-success/);
    await expect(rows.first().getByRole('button', { name: /^Mark as Read/ })).toHaveCount(0);

    // Mark All as Read: every row reads Read and the badge is gone.
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(toast(page, 'All notifications marked as read')).toBeVisible();
    await expect(rows.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(bell(page).locator('.badge')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();

    // A load request leads to the load's requests.
    await rows.filter({ hasText: 'New load request' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/view-requests\/\d+$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

/** An ACTIVE truck post of the demo RFD carrier (a broker may request trucks). */
async function truckOf(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'rfdCarrier');
  const res = await request.get('/api/loads/view-loads?status=ACTIVE&limit=20', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { loads } = ((await res.json()) as { data: { loads: { id: number; type: string }[] } }).data;
  const truck = loads.find((load) => load.type === 'TRUCK');
  if (!truck) throw new Error('The demo RFD carrier has no active truck post');
  return truck.id;
}
