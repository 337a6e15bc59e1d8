import { expect, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { decideViaApi, freshAccount, postFreight, requestLoadViaApi } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

test.describe("the admin's lists of every load and every request", () => {
  test('all loads: a filter, a status change and a load’s requests', async ({ page, request }) => {
    // A fresh broker with two posts; the demo RFP carrier requests the first.
    const broker = await freshAccount(request, { userType: 'BROKER' });
    const first = await postFreight(request, broker);
    const second = await postFreight(request, broker);
    await requestLoadViaApi(request, 'rfpCarrier', first.id, 1700);

    await signIn(page, 'admin');
    // The admin dashboard's Recent Loads leads here.
    await page.locator('main a[href="/admin/loads"]').click();
    await expect(page).toHaveURL(/\/admin\/loads$/);
    await expect(page.getByRole('heading', { name: 'Manage Loads' })).toBeVisible();
    const rows = page.locator('[data-load-id]');
    await expect(rows).toHaveCount(10);

    // The owner's company finds its two posts, newest first.
    await page.getByLabel('Owner').fill(broker.companyName);
    await page.getByLabel('Owner').press('Enter');
    await expect(page).toHaveURL(/owner=/);
    await expect(page.getByText('Loads found: 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(second.jobNumber);
    await expect(rows.last()).toContainText(first.jobNumber);
    await expect(rows.last()).toContainText(broker.companyName);

    // The status dropdown sets the post's status.
    await rows
      .filter({ hasText: second.jobNumber })
      .getByLabel(`Status of load ${second.jobNumber}`)
      .selectOption('CANCELLED');
    await expect(toast(page, 'Load status updated successfully')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
    await expect(page).toHaveURL(/status=CANCELLED/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(second.jobNumber);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(first.jobNumber);

    // Its requests: 1 pending of 1, opening View Requests.
    await rows
      .first()
      .getByRole('link', { name: `1 / 1, load ${first.jobNumber}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/view-requests/${first.id}$`));
    await expect(page.locator('[data-request-id]')).toHaveCount(1);
  });

  test('all requests: filtered by company, status and load', async ({ page, request }) => {
    // A fresh RFD carrier requests two posts of a fresh broker; the broker rejects one.
    const broker = await freshAccount(request, { userType: 'BROKER' });
    const carrier = await freshAccount(request, { userType: 'RFD_CARRIER' });
    const kept = await postFreight(request, broker);
    const refused = await postFreight(request, broker);
    await requestLoadViaApi(request, carrier, kept.id, 1500);
    const refusal = await requestLoadViaApi(request, carrier, refused.id, 1200);
    await decideViaApi(request, broker, refusal, 'REJECTED');

    await signIn(page, 'admin');
    await page.locator('main a[href="/admin/requests"]').click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    await expect(page.getByRole('heading', { name: 'Manage Requests' })).toBeVisible();
    const rows = page.locator('[data-request-id]');
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Company').fill(carrier.companyName);
    await page.getByLabel('Company').press('Enter');
    await expect(page.getByText('Requests found: 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    // Newest first: the refused one, green as every decided request; the pending one yellow.
    await expect(rows.first()).toContainText(refused.jobNumber);
    await expect(rows.first()).toContainText('$1,200.00');
    await expect(rows.first().getByText('Rejected')).toHaveClass(/bg-success/);
    await expect(rows.last().getByText('Pending')).toHaveClass(/bg-warning/);
    await expect(rows.last()).toContainText(carrier.companyName);
    await expect(rows.last()).toContainText(`Posted by ${broker.companyName}`);

    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await expect(page).toHaveURL(/status=PENDING/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(kept.jobNumber);

    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await page.getByLabel('Load ID').fill(String(refused.id));
    await page.getByLabel('Load ID').press('Enter');
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole('link', { name: `View requests of load ${refused.jobNumber}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/view-requests/${refused.id}$`));
  });
});
