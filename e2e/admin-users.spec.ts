import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, toast } from './loads-helpers.ts';
import { freshAccount, postFreight } from './requests-helpers.ts';
import { DEMO_EMAILS, signIn, unique } from './support/auth.ts';

/** Manage Users (/admin/users): filters, pages, User Details, and a status change that ends sign-in. */

const rows = (page: Page) => page.locator('[data-user-id]');
/** A filter by its label, inside the filters (the rows' Status menus are named too). */
const filter = (page: Page, label: string) =>
  page.getByRole('search', { name: 'Filter users' }).getByLabel(label, { exact: true });
/** The cell of a table row under its column (Name, Email, Company, Type, Status, Actions). */
const cell = (page: Page, column: number) => rows(page).locator(`td:nth-child(${column})`);

async function searchFor(page: Page, text: string) {
  await filter(page, 'Search').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A fresh account of its own (never a demo login), with a name no other test uses. */
async function freshUser(request: APIRequestContext, userType: string) {
  const lastName = `Quill${unique()}`;
  const account = await freshAccount(request, { userType, firstName: 'Zora', lastName });
  return { ...account, lastName, name: `Zora ${lastName}` };
}

async function setLoadStatus(request: APIRequestContext, loadId: number, status: string) {
  const token = await apiToken(request, 'admin');
  const res = await request.patch(`/api/admin/loads/${loadId}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('Manage Users', () => {
  test('filters by status, type and free text, 10 a page', async ({ page, request }) => {
    const member = await freshUser(request, 'RFD_CARRIER');
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText(/^Showing 10 of \d+ users$/)).toBeVisible();
    for (const header of ['Name', 'Email', 'Company', 'Type', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    // Numbered pages; a filter change goes back to page 1.
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await filter(page, 'Type').selectOption({ label: 'Broker' });
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/userType=BROKER/);
    await expect(cell(page, 4).first()).toHaveText('Broker');
    for (const type of await cell(page, 4).allTextContents()) expect(type).toBe('Broker');

    await filter(page, 'Type').selectOption({ label: 'RFD Carrier' });
    await expect(page).toHaveURL(/userType=RFD_CARRIER/);
    await expect(cell(page, 4).first()).toHaveText('RFD Carrier');
    for (const type of await cell(page, 4).allTextContents()) expect(type).toBe('RFD Carrier');
    await filter(page, 'Type').selectOption({ label: 'All Types' });

    // Status: no account is pending; active ones have the green badge.
    await filter(page, 'Status').selectOption({ label: 'Pending' });
    await expect(page.getByText('No users match these filters')).toBeVisible();
    await filter(page, 'Status').selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/status=active/);
    await expect(cell(page, 5).first().getByText('Active')).toHaveClass(/bg-success/);
    for (const status of await cell(page, 5).allTextContents()) expect(status).toBe('Active');
    await filter(page, 'Status').selectOption({ label: 'All Status' });

    // Free text over name, email and company, every word, whatever the case.
    await searchFor(page, member.lastName.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`search=${member.lastName.toUpperCase()}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(member.name);
    await expect(page.getByText('Showing 1 of 1 users')).toBeVisible();
    await searchFor(page, `${member.companyName} zora`);
    await expect(rows(page)).toHaveCount(1);
    await searchFor(page, member.email);
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 2)).toHaveText(member.email);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(rows(page)).toHaveCount(10);
  });

  test('User Details shows the account, its Load Statistics and its latest loads', async ({
    page,
    request,
  }) => {
    // An RFP carrier posts loads ready for delivery (RFD), which postFreight's fields describe.
    const member = await freshUser(request, 'RFP_CARRIER');
    const loads = [];
    for (let n = 0; n < 3; n += 1) loads.push(await postFreight(request, member, { rate: 1200 + n }));
    await setLoadStatus(request, loads[0]?.id as number, 'COMPLETED');
    await setLoadStatus(request, loads[1]?.id as number, 'CANCELLED');

    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await searchFor(page, member.lastName);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `View ${member.name}` }).click();

    const modal = page.getByRole('dialog', { name: 'User Details' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(member.name);
    await expect(modal).toContainText(member.email);
    await expect(modal).toContainText('555-010-2000');
    await expect(modal).toContainText(member.companyName);
    await expect(modal).toContainText('RFP Carrier');
    // No DOT number nor website was given at registration; the company record says so of the DOT too.
    await expect(modal.getByText('N/A')).toHaveCount(3);
    await expect(modal.locator('[data-stat="totalLoads"] dd')).toHaveText('3');
    await expect(modal.locator('[data-stat="activeLoads"] dd')).toHaveText('1');
    await expect(modal.locator('[data-stat="completedLoads"] dd')).toHaveText('1');

    // Latest Loads: the member's posts, newest first, each with its route, type, status and date.
    const latest = modal.locator('[data-load-id]');
    await expect(latest).toHaveCount(3);
    expect(await latest.evaluateAll((items) => items.map((item) => Number(item.dataset.loadId)))).toEqual([
      loads[2]?.id,
      loads[1]?.id,
      loads[0]?.id,
    ]);
    for (const [index, status] of ['Active', 'Cancelled', 'Completed'].entries()) {
      await expect(latest.nth(index)).toContainText(status);
      await expect(latest.nth(index)).toContainText('RFD');
      await expect(latest.nth(index)).toContainText('→');
      // Its date, and its age.
      await expect(latest.nth(index).locator('time')).toHaveCount(2);
    }
    // Each is named by its job number and opens its requests.
    await expect(latest.first().getByRole('link', { name: loads[2]?.jobNumber })).toHaveAttribute(
      'href',
      `/view-requests/${loads[2]?.id}`,
    );
    for (const header of ['ID', 'Route', 'Type', 'Date']) {
      await expect(modal.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(modal).toBeHidden();
  });

  test('suspending a user refuses their sign-in; activating lets them back', async ({
    page,
    request,
    browser,
  }) => {
    const member = await freshUser(request, 'BROKER');
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await searchFor(page, member.lastName);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Change the status of ${member.name}` }).click();
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, 'User status updated successfully')).toBeVisible();
    // Any status but active and inactive is yellow.
    await expect(cell(page, 5).getByText('Suspended')).toHaveClass(/bg-warning/);

    const refused = await signInElsewhere(browser, member);
    await expect(toast(refused, 'Your account is not active. Please contact support.')).toBeVisible();
    await expect(refused).toHaveURL(/\/login$/);
    await refused.context().close();

    await page.getByRole('button', { name: `Change the status of ${member.name}` }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(cell(page, 5).getByText('Active')).toHaveClass(/bg-success/);

    const back = await signInElsewhere(browser, member);
    await expect(back).toHaveURL(/\/dashboard$/);
    await back.context().close();
  });

  test('an admin cannot deactivate or suspend themselves', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await searchFor(page, DEMO_EMAILS.admin);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .getByRole('button', { name: /^Change the status of/ })
      .click();
    await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeDisabled();
  });

  test('is refused to other users', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await page.goto('/admin/users');
    await expect(page.getByRole('alert').filter({ hasText: 'Access denied' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
});

/** The login screen in a browser of its own (the admin stays signed in on `page`). */
async function signInElsewhere(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return page;
}
