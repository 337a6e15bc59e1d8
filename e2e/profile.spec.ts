import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { toast } from './loads-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';

/*
 * The Profile screen against the real server (spec 2, Profile; issue 10). Each test signs up an
 * account of its own, so no other spec sees its changes.
 */

/** A field of the profile form by its label ('(optional)' follows some labels in edit mode). */
const field = (page: Page, label: string) =>
  page.locator('.profile-form').getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

async function openProfile(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { name: `${account.firstName} Tester` })).toBeVisible();
  return account;
}

test.describe('Profile', () => {
  test('edits and saves the profile; username and email stay read-only', async ({ page, request }) => {
    const account = await openProfile(page, request);
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
    await expect(page.getByText('RFP Carrier', { exact: true }).first()).toBeVisible();
    const account_ = page.locator('.profile-account');
    await expect(account_).toContainText('Active');
    await expect(account_).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);

    // Outside edit mode nothing can be typed in.
    await expect(field(page, 'Company Name')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(field(page, 'Company Name')).toBeFocused();
    await expect(field(page, 'Username')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');

    await field(page, 'Company Name').fill('Northern Lights Hauling');
    await field(page, 'DOT Number').fill('123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('.profile-form')).toContainText('DOT number must be exactly 7 digits');

    await field(page, 'DOT Number').fill('7654321');
    await field(page, 'First Name').fill('Robin');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    // The shell follows at once: the sidebar greets the new first name.
    await expect(page.locator('.app-sidebar').getByText('Robin', { exact: true })).toBeVisible();

    await page.reload();
    await expect(field(page, 'Company Name')).toHaveValue('Northern Lights Hauling');
    await expect(field(page, 'DOT Number')).toHaveValue('7654321');
    await expect(page.getByRole('heading', { name: 'Robin Tester' })).toBeVisible();
  });

  test('Cancel puts the saved values back and sends nothing', async ({ page, request }) => {
    await openProfile(page, request);
    const saved = await field(page, 'Phone').inputValue();
    let sent = false;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/profile/update')) sent = true;
    });
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Phone').fill('999-999-9999');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field(page, 'Phone')).toHaveValue(saved);
    await expect(field(page, 'Phone')).toHaveAttribute('readonly', '');
    expect(sent).toBe(false);
  });

  test('a new photo shows at once in the profile, the sidebar and the header, and after a reload', async ({
    page,
    request,
  }) => {
    await openProfile(page, request);
    await expect(page.locator('.app-sidebar img.avatar')).toHaveCount(0);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Profile photo updated successfully')).toBeVisible();
    const sidebarPhoto = page.locator('.app-sidebar img.avatar');
    await expect(sidebarPhoto).toHaveAttribute('src', /\/api\/users\/\d+\/photo\?v=[0-9a-f]+$/);
    await expect(page.locator('.app-header img.avatar')).toBeVisible();
    await expect(page.locator('.profile-photo img.avatar')).toBeVisible();
    // The browser really drew it (a broken image would fall back to the default avatar); an <img> is
    // visible before its data has arrived, so the width is waited for.
    await expect.poll(() => sidebarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    await page.reload();
    await expect(page.locator('.app-sidebar img.avatar')).toBeVisible();
  });

  test('a file that is not an image is refused with the server sentence', async ({ page, request }) => {
    await openProfile(page, request);
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(toast(page, 'The photo must be an image (JPEG, PNG, WebP or GIF)')).toBeVisible();
  });

  test('Change Password: each message, cleared on edit, nothing sent on failure; then a real change', async ({
    page,
    request,
  }) => {
    const account = await openProfile(page, request);
    const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Change Password' }) });
    const submit = card.getByRole('button', { name: 'Update Password' });
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/change-password')) sent += 1;
    });

    await submit.click();
    await expect(card).toContainText('Current password is required');
    await expect(card).toContainText('New password is required');
    await expect(card).toContainText('Please confirm your new password');
    await card.getByLabel('Current Password').fill('x');
    await expect(card).not.toContainText('Current password is required');
    await expect(card).toContainText('New password is required');

    await card.getByLabel('New Password', { exact: true }).fill('short');
    await card.getByLabel('Confirm New Password').fill('short');
    await submit.click();
    await expect(card).toContainText('Password must be at least 8 characters long');
    await card.getByLabel('New Password', { exact: true }).fill('Longer-pass-42');
    await expect(card).not.toContainText('Password must be at least 8 characters long');
    await submit.click();
    await expect(card).toContainText('Passwords do not match');
    expect(sent).toBe(0);

    // The server's refusal lands under its field.
    await card.getByLabel('Confirm New Password').fill('Longer-pass-42');
    await submit.click();
    await expect(card).toContainText('Current password is incorrect');
    expect(sent).toBe(1);

    await card.getByLabel('Current Password').fill(account.password);
    await submit.click();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    await expect(card.getByLabel('Current Password')).toHaveValue('');
    // The session goes on with the new token.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test('Sign out everywhere ends this session and every other one', async ({ page, browser, request }) => {
    const account = await openProfile(page, request);
    const other = await browser.newPage();
    await signIn(other, account);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'You have been logged out of every session.')).toBeVisible();

    // The other browser's token no longer works: its next call sends it to the login screen.
    await other.goto('/notifications');
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
  });

  test('a browser left open elsewhere is signed out within seconds, without a click', async ({
    page,
    browser,
    request,
  }) => {
    const account = await openProfile(page, request);
    const other = await browser.newPage();
    const streaming = other.waitForRequest(/\/api\/notifications\/stream\?token=/);
    await signIn(other, account);
    await streaming;

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Its live stream is closed by the server and refused when it reconnects: the app signs out long
    // before the bell's 60-second poll would have noticed.
    await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
    await other.close();
  });
});
