import { expect, type Page, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';

/*
 * Settings against the real server: what is added is saved, survives a reload, and the header
 * follows (the sync button appears with the first load board URL). Each test signs up an account
 * of its own, so the demo accounts keep their settings for the other specs.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('Settings', () => {
  test('adds a load board URL, a service area and a route alert, saves, and finds them after a reload', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerViaApi(request));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
    const sync = page.getByRole('button', { name: 'Sync load boards' });
    await expect(sync).toHaveCount(0);

    // A load board URL is saved at once, and the header's sync button appears without a reload.
    const urls = section(page, 'Loadboard URLs');
    await urls.getByLabel('Load board URL').fill('https://loads.example.com/feed.csv');
    await urls.getByRole('button', { name: 'Add URL' }).click();
    await expect(toast(page, 'Load board URL added successfully')).toBeVisible();
    await expect(urls.getByRole('link', { name: 'https://loads.example.com/feed.csv' })).toBeVisible();
    await expect(sync).toBeVisible();

    // A service area names its place once the ZIP is known.
    const areas = section(page, 'Service Areas');
    await areas.getByLabel('ZIP code').pressSequentially('60601');
    await expect(areas.getByText('Chicago, IL')).toBeVisible();
    await areas.getByLabel('Radius (miles)').fill('75');
    await areas.getByRole('button', { name: 'Add Area' }).click();
    await expect(areas.getByRole('listitem')).toContainText('60601 · within 75 mi');
    await expect(areas.getByRole('listitem')).toContainText('Not saved');

    const alerts = section(page, 'Route Alerts');
    await alerts.getByLabel('Origin ZIP').pressSequentially('10001');
    await alerts.getByLabel('Destination ZIP').pressSequentially('90001');
    await expect(alerts.getByText('New York, NY')).toBeVisible();
    await alerts.getByRole('button', { name: 'Add Alert' }).click();
    await expect(alerts.getByRole('listitem')).toContainText('10001 → 90001');

    await section(page, 'Alert Preferences').getByLabel('Open truck alerts').check();
    await page.getByLabel('Time zone').selectOption('EST');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();
    await expect(page.getByText('Everything is saved.')).toBeVisible();

    await page.reload();
    await expect(section(page, 'Service Areas').getByRole('listitem')).toContainText('Chicago, IL');
    await expect(section(page, 'Service Areas').getByRole('listitem')).toContainText('60601 · within 75 mi');
    const lane = section(page, 'Route Alerts').getByRole('listitem');
    await expect(lane).toContainText('New York, NY');
    await expect(lane).toContainText('Los Angeles, CA');
    await expect(page.getByText('Not saved')).toHaveCount(0);
    await expect(
      section(page, 'Loadboard URLs').getByRole('link', { name: 'https://loads.example.com/feed.csv' }),
    ).toBeVisible();
    await expect(section(page, 'Alert Preferences').getByLabel('Open truck alerts')).toBeChecked();
    await expect(page.getByLabel('Time zone')).toHaveValue('EST');
    await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText('Eastern (ET)');
    await expect(sync).toBeVisible();

    // Removing saves at once.
    await section(page, 'Service Areas')
      .getByRole('button', { name: 'Remove service area Chicago, IL (60601)' })
      .click();
    await expect(toast(page, 'Service area removed successfully')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Service Areas').getByText('No service areas yet.')).toBeVisible();
  });

  test("the board filtered by a lane, and a header search result, offer 'Alert me about loads like this'", async ({
    page,
    request,
  }) => {
    await signIn(page, await registerViaApi(request));
    await page.goto('/all-loads?origin=60601&destination=75201');
    await expect(page.getByText('Lane: Chicago, IL to Dallas, TX')).toBeVisible();
    await page.getByRole('button', { name: 'Alert me about loads like this' }).click();
    await expect(toast(page, 'Route alert added: you will hear about new loads on this lane')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alert on' })).toBeDisabled();

    // The header search's result offers the lane of the post it opens.
    await page.getByRole('combobox', { name: 'Search loads' }).fill('Chicago');
    // (A post of another lane than the one just added.)
    await page
      .getByRole('listbox', { name: 'Matching loads' })
      .getByRole('option')
      .filter({ hasNotText: 'Dallas, TX' })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await details.getByRole('button', { name: 'Alert me about loads like this' }).click();
    await expect(details.getByRole('button', { name: 'Alert on' })).toBeDisabled();

    await page.goto('/settings');
    await expect(section(page, 'Route Alerts').getByRole('listitem')).toHaveCount(2);
    await expect(section(page, 'Route Alerts').getByRole('listitem').first()).toContainText('60601 → 75201');
  });

  test('a URL that is not http(s) is refused under its field; a language applies once saved', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerViaApi(request));
    await page.goto('/settings');
    const urls = section(page, 'Loadboard URLs');
    await urls.getByLabel('Load board URL').fill('mailto:someone@example.com');
    await urls.getByRole('button', { name: 'Add URL' }).click();
    await expect(urls.getByText('Each load board URL must be a valid http or https URL')).toBeVisible();

    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(toast(page, 'Configuración actualizada correctamente')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Configuración general' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configuración general' })).toBeVisible();
  });
});
