import { expect, type Page, test } from '@playwright/test';
import { inDays, jobNumber, postLoadViaApi, toast } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * The first pickup day of this run's posts: weeks ahead, and another in each run, so that no post
 * repeats one the broker still has from an earlier run (a duplicate, refused).
 */
const firstDay = 40 + (Math.floor(Date.now() / 1000) % 300);

/** A broker's freight post from Berwick, ME, made through the API, `day` days after the first. */
const freight = (job: string, rate: number, day = 0) => ({
  jobNumber: job,
  pickupZip: '03901',
  deliveryZip: '05001',
  pickupDate: inDays(firstDay + day),
  deliveryDate: inDays(firstDay + day + 2),
  balance: 800,
  rate,
  equipment: 'Dry Van',
});

/** The board's rows, in order, by their job numbers' cells. */
const boardRows = (page: Page) => page.locator('[data-load-id]');

test.describe('Fresh posts: ages, the board’s sorts and Refresh', () => {
  test('the board sorts as chosen, the address following, and shows each post’s age', async ({
    page,
    request,
  }) => {
    const job = jobNumber('TOP');
    await postLoadViaApi(request, 'broker', freight(job, 95_000));

    await signIn(page, 'rfpCarrier');
    await page.goto('/all-loads');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('pickupDate');
    await expect(boardRows(page).first()).toBeVisible();
    // Soonest pickup first: the new post, picked up weeks ahead, is not on top.
    await expect(boardRows(page).first()).not.toContainText(job);

    await sort.selectOption({ label: 'Rate, highest' });
    await expect(page).toHaveURL(/[?&]sort=rate(&|$)/);
    const top = boardRows(page).first();
    await expect(top).toContainText(job);
    await expect(top).toContainText('$95,000.00');
    // Its age, live, with the moment it was posted in the tooltip.
    const age = top.locator('time.post-age');
    await expect(age).toHaveText(/^(now|\d+ min\. ago)$/);
    await expect(age).toHaveAttribute('title', /^Posted on /);

    // Back to the default order: it leaves the address.
    await sort.selectOption({ label: 'Pickup date, soonest' });
    await expect(page).not.toHaveURL(/sort=/);
    await expect(boardRows(page).first()).not.toContainText(job);

    // A shared link keeps the order.
    await page.goto('/all-loads?sort=rate');
    await expect(page.getByLabel('Sort by')).toHaveValue('rate');
    await expect(boardRows(page).first()).toContainText(job);
  });

  test('an owner refreshes a post from My Loads and it tops the newest', async ({ page, request }) => {
    const older = jobNumber('OLD');
    const newer = jobNumber('NEW');
    await postLoadViaApi(request, 'broker', freight(older, 1400, 1));
    await postLoadViaApi(request, 'broker', freight(newer, 1500, 2));

    await signIn(page, 'broker');
    await page.goto('/all-loads?sort=newest');
    await expect(boardRows(page).first()).toContainText(newer);
    await expect(boardRows(page).nth(1)).toContainText(older);

    await page.goto('/view-loads');
    const row = boardRows(page).filter({ hasText: older });
    await expect(row.locator('time.post-age')).toHaveText(/^(now|\d+ min\. ago)$/);
    const refresh = row.getByRole('button', { name: `Refresh load ${older}` });
    await expect(refresh).toBeEnabled();
    await refresh.click();
    await expect(toast(page, 'Post refreshed')).toBeVisible();
    // Refreshed now, and not again within the hour: disabled, saying why.
    await expect(row).toContainText(/Refreshed\s*now/);
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveAttribute(
      'title',
      /^Refreshed less than an hour ago\. You can refresh it again in \d+ minutes?\.$/,
    );

    await page.goto('/all-loads');
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/[?&]sort=newest(&|$)/);
    await expect(boardRows(page).first()).toContainText(older);
    await expect(boardRows(page).nth(1)).toContainText(newer);
    await expect(boardRows(page).first().locator('time.post-age')).toHaveAttribute('title', /^Refreshed on /);
  });
});
