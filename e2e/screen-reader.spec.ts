import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken } from './loads-helpers.ts';
import { postFreight, requestLoadViaApi, settledBellCount } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * What a screen reader is told: a form's messages tied to their fields, toasts and news in live
 * regions, and the charts' numbers as tables.
 */

/** The page's own live regions (components/live-regions.tsx), always on the page. */
const politeRegion = (page: Page) => page.locator('[data-live-region="polite"]');
const assertiveRegion = (page: Page) => page.locator('[data-live-region="assertive"]');

/** The texts of the elements a control's aria-describedby names, in its order. */
async function descriptionsOf(control: Locator): Promise<string[]> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(
    ids.map(async (id) => ((await control.page().locator(`[id="${id}"]`).textContent()) ?? '').trim()),
  );
}

test.describe('screen reader support', () => {
  test('a refused sign-in ties its message to the field, moves the focus there and says it', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.fill('broker@example.com');
    await email.press('Enter');

    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await descriptionsOf(password)).toEqual(['Password is required']);
    await expect(password).toBeFocused();
    await expect(assertiveRegion(page)).toHaveText('One field needs correcting: Password');
    // The field that was right is not marked.
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('toasts come in a live region: a success as a status, a failure as an alert', async ({ page }) => {
    await page.goto('/login');
    const toasts = page.getByRole('region', { name: 'Messages (Alt+T)' });
    await expect(toasts).toHaveAttribute('aria-live', 'polite');

    await page.getByLabel('Email').fill('broker@example.com');
    await page.getByLabel('Password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts.getByRole('alert')).toContainText('Invalid email or password');

    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts.getByRole('status')).toContainText('Login Successful');
  });

  test('a new request on a post is told through the bell and the dashboard', async ({ page, request }) => {
    const post = await postFreight(request, 'broker');
    await signIn(page, 'broker');
    const before = await settledBellCount(page);
    // The dashboard lists the post among the recent ones, its count the baseline.
    await expect(page.locator(`tr[data-load-id="${post.id}"]`)).toBeVisible();
    // Nothing is said on the first load.
    await expect(politeRegion(page)).toHaveText('');

    await requestLoadViaApi(request, 'rfpCarrier', post.id, 1800);
    const unread = before + 1;
    await expect(politeRegion(page)).toContainText(
      `You have ${unread} unread notification${unread === 1 ? '' : 's'}`,
    );
    await expect(politeRegion(page)).toContainText(`New request on load ${post.jobNumber}`);
    // The region is the same element throughout: a screen reader only hears additions to one it knows.
    await expect(politeRegion(page)).toHaveCount(1);

    // View Requests says its count in words.
    await page.goto(`/view-requests/${post.id}`);
    await expect(page.locator('.badge', { hasText: '1 request' })).toHaveCount(1);
  });

  test('the analytics charts hold their numbers as tables', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const res = await request.get('/api/admin/analytics', { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as {
      data: { charts: { activity: { posts: number }[]; revenue: unknown[] } };
    };

    await signIn(page, 'admin');
    await page.goto('/admin/analytics');
    const activity = page.getByRole('table', { name: 'Posts and Accepted Requests' });
    await expect(activity.getByRole('columnheader')).toHaveText(['Day', 'Posts', 'Accepted requests']);
    // A row a day, each with its figures.
    await expect(activity.getByRole('row')).toHaveCount(data.charts.activity.length + 1);
    const last = data.charts.activity.at(-1);
    await expect(activity.getByRole('row').last().getByRole('cell').first()).toHaveText(
      new Intl.NumberFormat('en-US').format(last?.posts ?? 0),
    );

    const revenue = page.getByRole('table', { name: 'Revenue per Month' });
    await expect(revenue.getByRole('row')).toHaveCount(data.charts.revenue.length + 1);
    await expect(revenue.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
      /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    );
  });
});
