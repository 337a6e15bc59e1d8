import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { cutPlaceholders } from './support/layout.ts';
import { demoSettingsPerTest } from './support/settings.ts';

/** Whether the list's table shows every column without scrolling sideways. */
const tableFits = (page: Page) =>
  page.locator('.table-responsive').evaluate((element) => element.scrollWidth <= element.clientWidth);

test.describe('the lists fit their room', () => {
  const demoSettings = demoSettingsPerTest();

  for (const width of [1280, 1024]) {
    test(`My Loads is a table at ${width} px, a truck priced per mile with no balance`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'rfdCarrier');
      await page.goto('/view-loads');
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      expect(await tableFits(page)).toBe(true);
      const truck = page.locator('tr[data-load-id]').filter({ hasText: 'Truck' }).first();
      await expect(truck).toContainText(/\$\d+\.\d{2}\/mi/);
      await expect(truck).not.toContainText('$0.00');
      await expect(truck.getByRole('link', { name: /^\d+ \/ \d+, load / })).toBeVisible();
    });
  }

  test('Avail. Loads says what its analytics count', async ({ page }) => {
    await signIn(page, 'broker');
    await page.goto('/all-loads');
    const analytics = page.getByRole('region', { name: 'Load analytics' });
    await expect(analytics).toHaveAccessibleDescription(/whatever its status.*the active ones/);
  });

  test('at 375 px, in French, the lists are cards and no placeholder is cut off', async ({
    page,
    request,
  }) => {
    await demoSettings(request, 'broker', { language: 'fr' });
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'broker');
    for (const [path, title] of [
      ['/view-loads', 'Mes chargements'],
      ['/all-loads', 'Chargements dispo.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('[data-load-id]').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await cutPlaceholders(page.locator('input[placeholder]'))).toEqual([]);
    }
  });
});
