import { expect, test } from '@playwright/test';
import { inDays, jobNumber, postLoadViaApi, toast } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

test.describe('All Loads and the header search', () => {
  test("an RFP carrier finds the broker's load in All Loads and requests it", async ({ page, request }) => {
    const job = jobNumber('BRD');
    // The broker's post (made through the API: this test is about finding and requesting it).
    await postLoadViaApi(request, 'broker', {
      jobNumber: job,
      pickupZip: '03901',
      deliveryZip: '05001',
      pickupDate: inDays(25),
      deliveryDate: inDays(27),
      balance: 800,
      rate: 1750.25,
      cubicFeet: 900,
      weight: 8000,
      equipment: 'Flatbed',
    });

    await signIn(page, 'rfpCarrier');
    await page.goto('/all-loads');
    await expect(page.getByRole('heading', { name: 'Avail. Loads' })).toBeVisible();
    // The analytics strip: Total, Active, Balance, Average.
    const analytics = page.getByRole('region', { name: 'Load analytics' });
    for (const label of ['Total', 'Active', 'Balance', 'Average']) {
      await expect(analytics.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(analytics).toContainText(/\$\d{1,3}(,\d{3})+\.\d{2}/);
    // No Update Loads for a carrier.
    await expect(page.getByRole('button', { name: 'Update Loads' })).toHaveCount(0);

    await page.getByLabel('Origin').fill('Berwick');
    await page.getByLabel('Type').selectOption('RFP');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/origin=Berwick/);
    const row = page.locator('[data-load-id]').filter({ hasText: job });
    await expect(row).toContainText('Berwick, ME');
    await expect(row).toContainText('White River Junction, VT');
    await expect(row).toContainText('$1,750.25');
    await expect(row).toContainText('900 cf');
    await expect(row).toContainText('8,000 lbs');
    await expect(row).toContainText('Blue Ridge Brokerage');

    await page.getByRole('button', { name: `View load ${job}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toContainText('Berwick, ME (03901)');
    const rate = details.getByLabel('Proposed Rate ($)');
    await expect(rate).toHaveValue('1750.25');
    const message = details.getByLabel('Message');
    await expect(message).toHaveValue("I'm interested in this load.");

    // Both are required.
    await rate.fill('');
    await message.fill('');
    await details.getByRole('button', { name: 'Submit Request' }).click();
    await expect(details.getByText('Proposed rate is required')).toBeVisible();
    await expect(details.getByText('Message is required')).toBeVisible();

    await rate.fill('1650');
    await message.fill('Two drivers, can load tomorrow.');
    await details.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'Load requested successfully')).toBeVisible();
    await expect(details).toBeHidden();

    // A second request while the first is pending is refused with the server's sentence.
    await page.getByRole('button', { name: `View load ${job}` }).click();
    await details.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'You already have a pending request on this load')).toBeVisible();
  });

  test('the header search finds a post from 3 characters and opens it with its request form', async ({
    page,
    request,
  }) => {
    const job = jobNumber('HDR');
    await postLoadViaApi(request, 'broker', {
      jobNumber: job,
      pickupZip: '97001',
      deliveryZip: '04401',
      pickupDate: inDays(26),
      deliveryDate: inDays(31),
      balance: 3000,
      rate: 4321,
      weight: 15500,
    });

    await signIn(page, 'rfpCarrier');
    const search = page.getByRole('combobox', { name: 'Search loads' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    // Fewer than 3 characters: no search, no list.
    await search.fill('An');
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    await search.fill('Antelope');
    const list = page.getByRole('listbox', { name: 'Matching loads' });
    const option = list
      .getByRole('option')
      .filter({ hasText: 'Antelope, OR' })
      .filter({ hasText: '$4,321.00' });
    await expect(option.first()).toBeVisible();
    await expect(option.first()).toContainText('Bangor, ME');
    await expect(option.first()).toContainText('15,500 lbs');
    await expect(search).toHaveAttribute('aria-expanded', 'true');

    // Escape closes the list; arrows and Enter choose from it.
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await option.first().click();

    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toContainText('Antelope, OR (97001)');
    await expect(details).toContainText(job);
    await expect(details.getByLabel('Proposed Rate ($)')).toHaveValue('4321');
    await details.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'Load requested successfully')).toBeVisible();

    // Nothing matches: the spec's sentence.
    await search.fill('Qqqzzx');
    await expect(page.getByText('Your search turned up 0 results.')).toBeVisible();
    // Back under 3 characters: the list is gone.
    await search.fill('Qq');
    await expect(page.getByText('Your search turned up 0 results.')).toBeHidden();
  });

  test('a broker may not request its own (or any RFP) post', async ({ page, request }) => {
    const job = jobNumber('OWN');
    await postLoadViaApi(request, 'broker', {
      jobNumber: job,
      pickupZip: '59001',
      deliveryZip: '97001',
      pickupDate: inDays(21),
      deliveryDate: inDays(24),
      balance: 100,
      rate: 200,
    });
    await signIn(page, 'broker');
    await page.goto('/all-loads?origin=59001&type=RFP');
    await page.getByRole('button', { name: `View load ${job}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details.getByText('This is your own post, so you cannot request it.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
  });

  test('only the admin has Update Loads, which reports what it changed', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/all-loads');
    await page.getByRole('button', { name: 'Update Loads' }).click();
    await expect(
      toast(page, /^Loads updated successfully \(\d+ expired, \d+ locations refreshed\)$/),
    ).toBeVisible();
  });
});
