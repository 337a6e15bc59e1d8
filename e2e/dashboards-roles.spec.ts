import { expect, type Page, test } from '@playwright/test';
import { freshAccount, statNumber } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/** A dashboard table, found by its title. */
const table = (page: Page, title: string) =>
  page.locator('.dashboard-table').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectCards(page: Page, labels: string[]) {
  for (const label of labels) {
    // A number (or an amount), never the dash of a figure that could not be fetched.
    expect(await statNumber(page, label)).toBeGreaterThanOrEqual(0);
  }
}

async function expectRows(page: Page, title: string, columns: string[]) {
  const box = table(page, title);
  for (const column of columns) {
    await expect(box.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(box.locator('tbody tr').first()).toBeVisible();
  expect(await box.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(box.locator('.dashboard-table-empty')).toHaveCount(0);
}

test.describe('the role dashboards on the demo marketplace', () => {
  test('broker: figures, recent requests and recent posts', async ({ page }) => {
    await signIn(page, 'broker');
    await expect(page.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
    await expectCards(page, ['Active Loads', 'Assigned Jobs', 'Pending Requests', 'Accepted Requests']);
    await expectRows(page, 'Recent Requests', ['ID', 'Carrier', 'Rate', 'Status', 'Date']);
    await expectRows(page, 'Recent Posts', ['Type', 'Route', 'Pickup', 'Status', 'Requests']);
    const request = table(page, 'Recent Requests').locator('tbody tr').first();
    await expect(request).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(request).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(table(page, 'Recent Posts').locator('tbody tr').first()).toContainText(/\d+ \/ \d+/);
    await table(page, 'Recent Posts').getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/view-loads$/);
  });

  test('RFP carrier: figures, broker loads and its truck space', async ({ page }) => {
    await signIn(page, 'rfpCarrier');
    await expect(page.getByRole('heading', { name: 'RFP Carrier Dashboard' })).toBeVisible();
    await expectCards(page, ['Available Loads', 'Posted RFD Loads', 'Active Deliveries', 'Total Revenue']);
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toContainText(/^.*\$\d/);
    await expectRows(page, 'Available Broker Loads', ['Broker', 'Route', 'Dates', 'Rate']);
    await expectRows(page, 'Available Truck Space', ['Route', 'Space', 'Status', 'View']);
    await expect(table(page, 'Available Truck Space').locator('tbody tr').first()).toContainText(/ cf/);
    await expect(
      table(page, 'Available Broker Loads').getByRole('link', { name: 'View All' }),
    ).toHaveAttribute('href', '/search-loads');
    await expect(
      table(page, 'Available Truck Space').getByRole('link', { name: 'Post RFD Load' }),
    ).toHaveAttribute('href', '/post-loads');
    // A broker load opens its details with the request form.
    await table(page, 'Available Broker Loads').locator('tbody tr').first().locator('td').nth(1).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  });

  test('RFD carrier: figures, its trucks and RFD loads', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await expect(page.getByRole('heading', { name: 'RFD Carrier Dashboard' })).toBeVisible();
    await expectCards(page, ['Open Trucks', 'Available RFD Loads', 'Active Deliveries', 'Total Revenue']);
    await expectRows(page, 'My Trucks', ['Location', 'Avail. Date', 'Space', 'Status', 'View']);
    await expectRows(page, 'Available RFD Loads', ['Route', 'Rate', 'Space', 'View']);
    const trucks = table(page, 'My Trucks');
    // An ACTIVE truck reads Available, in green.
    const available = trucks.getByText('Available', { exact: true }).first();
    await expect(available).toHaveClass(/bg-success/);
    const view = trucks.getByRole('link', { name: /^View requests of load/ }).first();
    await expect(view).toHaveAttribute('href', /^\/view-requests\/\d+$/);
    await expect(table(page, 'Available RFD Loads').getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/view-loads',
    );
  });

  test('admin: figures, recent loads and recent requests', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectCards(page, ['Active Loads', 'Pending Requests', 'Completed Loads', 'Revenue']);
    await expectRows(page, 'Recent Loads', ['ID', 'Route', 'Status', 'Date']);
    await expectRows(page, 'Recent Requests', ['ID', 'Company', 'Status', 'Date']);
    await expect(table(page, 'Recent Loads').getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/loads',
    );
    await expect(table(page, 'Recent Requests').getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/requests',
    );
  });

  test('the contacts panel lists the companies the user exchanged requests with; a new account has none', async ({
    page,
    request,
  }) => {
    await signIn(page, 'broker');
    const panel = page.getByRole('complementary', { name: 'Contacts' });
    const prairie = panel.locator('li').filter({ hasText: 'Prairie Movers' });
    await expect(prairie).toContainText('Marcus Reyes');
    await expect(prairie).toContainText('RFP Carrier');
    await expect(prairie).toContainText(/Requested your load|You requested their load/);
    await expect(prairie).toContainText(/ago|now|yesterday/);

    const fresh = await freshAccount(request, { userType: 'RFD_CARRIER' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('.dropdown-menu').getByRole('button', { name: 'Logout' }).click();
    await signIn(page, { email: fresh.email, password: fresh.password });
    await expect(panel.getByText('No contacts yet')).toBeVisible();
  });

  test('on a phone the cards and tables stack', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      await signIn(page, 'broker');
      await expectCards(page, ['Active Loads', 'Assigned Jobs']);
      // No sideways scrolling of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
