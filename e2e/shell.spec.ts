import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

test.describe('the page shell', () => {
  test('a broker sees its entries, no Search Loads, no admin entries and no sync button', async ({
    page,
  }) => {
    await signIn(page, 'broker');
    for (const entry of [
      'Dashboard',
      'Post Loads',
      'My Loads',
      'My Requests',
      'Avail. Loads',
      'Rates',
      'Settings',
      'Profile',
    ]) {
      await expect(nav(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Search Loads' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sync load boards' })).toHaveCount(0);
    await expect(page.locator('.app-sidebar').getByText('Broker', { exact: true })).toBeVisible();
    // The bell opens its panel (e2e/notification-panel.spec.ts).
    await expect(page.locator('.app-header').getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The right-hand panel lists the broker's real counterparties (e2e/dashboards-roles.spec.ts).
    await expect(page.getByRole('complementary', { name: 'Contacts' })).toBeVisible();
    await expect(page.getByText(/© \d{4} Load Board/)).toBeVisible();
  });

  test('a broker opening an admin screen is refused inside the shell', async ({ page }) => {
    await signIn(page, 'broker');
    await page.goto('/admin/users');
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });

  test('the admin sees the admin entries and reaches each admin screen, and Rates', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const [entry, heading] of [
      ['Rates', 'Market Rates'],
      ['Manage Users', 'Manage Users'],
      ['Analytics', 'System Analytics'],
      ['Activity Logs', 'Activity Logs'],
      ['Loadboard Scraper', 'Loadboard URLs Management'],
    ] as const) {
      await nav(page).getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('each carrier gets its own dashboard with the spec cards', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await expect(page.getByRole('heading', { name: 'RFD Carrier Dashboard' })).toBeVisible();
    for (const card of ['Open Trucks', 'Available RFD Loads', 'Active Deliveries', 'Total Revenue']) {
      await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
    }
  });

  test('the profile dropdown edits the profile and logs out', async ({ page }) => {
    await signIn(page, 'rfpCarrier');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Edit Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('.dropdown-menu').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await signIn(page, 'broker');
    await page.goto('/no/such/page');
    await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
    await page
      .getByRole('link', { name: 'Back to Home' })
      .or(page.getByRole('button', { name: 'Back to Home' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar collapses behind a menu button', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page).getByRole('link', { name: 'My Loads' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'My Loads' }).click();
    await expect(page).toHaveURL(/\/view-loads$/);
  });
});
