import { expect, type Page, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';

/*
 * The dark theme (decisions-made.md "Dark theme"): chosen in Settings and kept across reloads, or
 * following the device's setting, live (accessibility.spec.ts checks every screen in dark with axe).
 * Each test signs up an account of its own, so the demo accounts keep the system theme for the other
 * specs.
 */

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, theme: 'SYSTEM' | 'LIGHT' | 'DARK') {
  await page.goto('/settings');
  await page.getByLabel('Theme').selectOption(theme);
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
}

test.describe('Dark theme', () => {
  test('Dark chosen in Settings colours the app, before the first paint of a reload too', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, await registerViaApi(request));
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');

    await chooseTheme(page, 'DARK');
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');

    // public/theme.js sets it from the head; the app's code starts only after the first paint.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await html(page).getAttribute('data-bs-theme')).toBe('dark');
    await expect(page.getByLabel('Theme')).toHaveValue('DARK');
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');

    // A device gone dark changes nothing for Light, and signing out leaves the choice behind.
    await chooseTheme(page, 'LIGHT');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByLabel('Theme')).toHaveValue('LIGHT');
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
    await page.locator('.app-sidebar').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('System, and the screens before sign-in, follow the device as it changes', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');

    // A new account's theme is System.
    await signIn(page, await registerViaApi(request));
    await page.goto('/settings');
    await expect(page.getByLabel('Theme')).toHaveValue('SYSTEM');
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await html(page).getAttribute('data-bs-theme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  });
});
