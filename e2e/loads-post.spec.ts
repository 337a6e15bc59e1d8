import { expect, test } from '@playwright/test';
import { inDays, jobNumber, listDate, toast, typeZip } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

test.describe('Post Load', () => {
  test('a broker posts an RFP load by typing ZIPs, finds it in My Loads, edits it and changes its status', async ({
    page,
  }) => {
    const job = jobNumber('RFP');
    const pickup = inDays(20);
    const delivery = inDays(23);
    await signIn(page, 'broker');
    await page.goto('/post-loads');
    await expect(page.getByRole('heading', { name: 'Post Load' })).toBeVisible();
    // A broker posts RFP: no Post As choice, the RFP form's "Required Equipment".
    await expect(page.getByLabel('Post As')).toHaveCount(0);
    await expect(page.getByLabel(/^Required Equipment/)).toBeVisible();

    await typeZip(page, 'Pickup ZIP', '59001', 'Pickup Location', 'Absarokee, MT');
    await typeZip(page, 'Delivery ZIP', '59002', 'Delivery Location', 'Acton, MT');
    await page.getByLabel('Pickup Date').fill(pickup);
    await page.getByLabel('Delivery Date').fill(delivery);
    await page.getByLabel('Rate ($)', { exact: true }).fill('1234.5');
    await page.getByLabel('Balance ($)').fill('1000');
    await page.getByLabel(/^Job Number/).fill(job);
    await page.getByLabel(/^Cubic Feet/).fill('1200');
    await page.getByLabel(/^Weight \(lbs\)/).fill('12000');
    await page.getByLabel(/^Required Equipment/).fill('Dry van, liftgate');
    await page.getByLabel(/^Commodity Type/).fill('Furniture');
    await page.getByLabel(/^Mobile Phone/).fill('406-555-0100');
    await page.getByRole('button', { name: 'Post Load' }).click();

    await expect(toast(page, 'Post created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/view-loads$/);

    // My Loads lists the newest first; the origin filter narrows it to the ZIP.
    await page.getByLabel('Origin').fill('59001');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/origin=59001/);
    const card = page.locator('[data-load-id]').filter({ hasText: job });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Absarokee, MT');
    await expect(card).toContainText('Acton, MT');
    await expect(card).toContainText(listDate(pickup));
    await expect(card).toContainText(listDate(delivery));
    await expect(card).toContainText('$1,234.50');
    await expect(card).toContainText('$1,000.00');
    await expect(card).toContainText('0 / 0');

    // View: every detail.
    await page.getByRole('button', { name: `View load ${job}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toContainText('Absarokee, MT (59001)');
    await expect(details).toContainText('12,000 lbs');
    await expect(details).toContainText('1,200 cf');
    await expect(details).toContainText('Dry van, liftgate');
    await expect(details).toContainText('406-555-0100');
    await expect(details).toContainText('Blue Ridge Brokerage');
    // Nobody requests their own post: no request form here.
    await expect(details.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    // Edit: the same form, prefilled.
    await page.getByRole('button', { name: `Edit load ${job}` }).click();
    const edit = page.getByRole('dialog', { name: /Edit Load/ });
    await expect(edit.getByLabel('Pickup ZIP', { exact: true })).toHaveValue('59001');
    await expect(edit.getByLabel('Pickup Location', { exact: true })).toHaveValue('Absarokee, MT');
    await expect(edit.getByLabel('Rate ($)', { exact: true })).toHaveValue('1234.5');
    await edit.getByLabel('Rate ($)', { exact: true }).fill('1500');
    await edit.getByLabel('Delivery ZIP', { exact: true }).fill('');
    await edit.getByLabel('Delivery ZIP', { exact: true }).pressSequentially('97001');
    await expect(edit.getByLabel('Delivery Location', { exact: true })).toHaveValue('Antelope, OR');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Load updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('$1,500.00');
    await expect(card).toContainText('Antelope, OR');

    // Status: the dropdown calls the status route; Edit is offered only while ACTIVE.
    const status = page.getByLabel(`Status of load ${job}`);
    await expect(status).toHaveValue('ACTIVE');
    await status.selectOption('ASSIGNED');
    await expect(toast(page, 'Load status updated successfully')).toBeVisible();
    await expect(status).toHaveValue('ASSIGNED');
    await expect(page.getByRole('button', { name: `Edit load ${job}` })).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('ASSIGNED');
    await expect(page).toHaveURL(/status=ASSIGNED/);
    await expect(card).toBeVisible();

    // View Requests goes to the load's requests.
    await page.getByRole('link', { name: new RegExp(`, load ${job}$`) }).click();
    await expect(page).toHaveURL(/\/view-requests\/\d+$/);
  });

  test('the form says what is missing or wrong before anything is sent', async ({ page }) => {
    await signIn(page, 'broker');
    await page.goto('/post-loads');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/loads') posts += 1;
    });
    await page.getByRole('button', { name: 'Post Load' }).click();
    await expect(page.getByText('ZIP code must be 5 digits')).toHaveCount(2);
    for (const message of [
      'Pickup date is required',
      'Delivery date is required',
      'Rate is required',
      'Balance is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The first invalid field has the focus.
    await expect(page.getByLabel('Pickup ZIP', { exact: true })).toBeFocused();

    // A ZIP the database does not know: inline and as a toast, and no location.
    await page.getByLabel('Pickup ZIP', { exact: true }).pressSequentially('00000');
    await expect(toast(page, 'Invalid ZIP code')).toBeVisible();
    await expect(page.getByLabel('Pickup ZIP', { exact: true })).toHaveAccessibleDescription(
      'Invalid ZIP code',
    );
    await expect(page.getByLabel('Pickup Location', { exact: true })).toHaveValue('');
    // Letters are not typed into a ZIP.
    await page.getByLabel('Delivery ZIP', { exact: true }).pressSequentially('ab123');
    await expect(page.getByLabel('Delivery ZIP', { exact: true })).toHaveValue('123');

    await page.getByLabel('Pickup Date').fill(inDays(10));
    await page.getByLabel('Delivery Date').fill(inDays(8));
    await page.getByLabel('Balance ($)').fill('-5');
    await page.getByLabel('Rate ($)', { exact: true }).fill('10.005');
    await page.getByLabel(/^Mobile Phone/).fill('4065550100');
    await page.getByRole('button', { name: 'Post Load' }).click();
    await expect(page.getByLabel('Pickup ZIP', { exact: true })).toHaveAccessibleDescription(
      'Invalid ZIP code',
    );
    await expect(page.getByText('Delivery date cannot be before the pickup date')).toBeVisible();
    await expect(page.getByText('Balance must be 0 or more')).toBeVisible();
    await expect(page.getByText('Rate must have at most 2 decimal places')).toBeVisible();
    await expect(page.getByText('Mobile phone must look like 123-456-7890')).toBeVisible();
    expect(posts).toBe(0);
    await expect(page).toHaveURL(/\/post-loads$/);
  });

  test('an RFD carrier posts an open truck', async ({ page }) => {
    const job = jobNumber('TRK');
    await signIn(page, 'rfdCarrier');
    await page.goto('/post-loads');
    await expect(page.getByLabel('Driver Name')).toBeVisible();

    // The truck's own required fields.
    await page.getByRole('button', { name: 'Post Truck' }).click();
    for (const message of [
      'Rate per mile is required',
      'Minimum rate is required',
      'Year is required',
      'Make is required',
      'Model is required',
      'Driver name is required',
      'Driver experience is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await typeZip(page, 'Pickup ZIP', '83001', 'Pickup Location', 'Jackson, WY');
    await typeZip(page, 'Delivery ZIP', '88001', 'Delivery Location', 'Las Cruces, NM');
    await page.getByLabel('Pickup Date').fill(inDays(15));
    await page.getByLabel('Delivery Date').fill(inDays(18));
    await page.getByLabel(/^Available Date/).fill(inDays(14));
    await page.getByLabel(/^Available Time/).fill('08:30');
    await page.getByLabel(/^Truck Type/).selectOption({ label: 'Reefer' });
    await page.getByLabel('Rate per Mile ($)').fill('2.75');
    await page.getByLabel('Minimum Rate ($)').fill('900');
    await page.getByLabel('Balance ($)').fill('0');
    await page.getByLabel(/^Job Number/).fill(job);
    await page.getByLabel('Year').fill('2021');
    await page.getByLabel('Make').fill('Freightliner');
    await page.getByLabel('Model').fill('Cascadia');
    await page.getByLabel(/^Length/).fill('53');
    await page.getByLabel(/^Width/).fill('8.5');
    await page.getByLabel(/^Height/).fill('9');
    await page.getByLabel(/^Cubic Feet/).fill('3800');
    await page.getByLabel('Driver Name').fill('Sam Ortega');
    await page.getByLabel('Driver Experience').fill('12 years');
    await page.getByLabel(/^Driver Phone/).fill('307-555-0199');
    await page.getByLabel(/^Preferred Routes/).fill('Mountain West to Southwest');
    await page.getByRole('button', { name: 'Post Truck' }).click();

    await expect(toast(page, 'Post created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/view-loads$/);
    const card = page.locator('[data-load-id]').filter({ hasText: job });
    await expect(card).toContainText('Truck');
    await expect(card).toContainText('Jackson, WY');
    await page.getByRole('button', { name: `View load ${job}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toContainText('2021 Freightliner Cascadia');
    await expect(details).toContainText('Sam Ortega');
    await expect(details).toContainText('12 years');
    await expect(details).toContainText('Reefer');
    await expect(details).toContainText('$2.75/mi');
    await expect(details).toContainText('$900.00');
    await expect(details).toContainText('53 × 8.5 × 9 ft');
    await expect(details).toContainText('08:30');
  });

  test("the admin chooses a 'Post As' type and gets that type's form", async ({ page }) => {
    const job = jobNumber('ADM');
    await signIn(page, 'admin');
    await page.goto('/post-loads');
    const postAs = page.getByLabel('Post As');
    await expect(postAs).toHaveValue('RFP');
    await expect(page.getByLabel(/^Required Equipment/)).toBeVisible();
    await postAs.selectOption('TRUCK');
    await expect(page.getByLabel('Driver Name')).toBeVisible();
    await postAs.selectOption('RFD');
    await expect(page.getByLabel('Driver Name')).toHaveCount(0);
    await expect(page.getByLabel(/^Equipment/)).toBeVisible();

    await typeZip(page, 'Pickup ZIP', '96701', 'Pickup Location', 'Aiea, HI');
    await typeZip(page, 'Delivery ZIP', '99501', 'Delivery Location', 'Anchorage, AK');
    await page.getByLabel('Pickup Date').fill(inDays(30));
    await page.getByLabel('Delivery Date').fill(inDays(40));
    await page.getByLabel('Rate ($)', { exact: true }).fill('5200');
    await page.getByLabel('Balance ($)').fill('5200');
    await page.getByLabel(/^Job Number/).fill(job);
    await page.getByRole('button', { name: 'Post Load' }).click();
    await expect(toast(page, 'Post created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/view-loads$/);
    const card = page.locator('[data-load-id]').filter({ hasText: job });
    await expect(card).toContainText('RFD');
    await expect(card).toContainText('Aiea, HI');
  });
});
