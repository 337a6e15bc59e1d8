import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  bell,
  bellPanel,
  freshAccount,
  postFreight,
  requestLoadViaApi,
  settledBellCount,
} from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * The bell's panel: the latest notifications, opened from the header. Each test has a fresh broker
 * of its own, so its notifications are only the test's.
 */

/** A fresh broker with one of its loads, signed in on `page`. */
async function brokerWithLoad(page: Page, request: Parameters<typeof freshAccount>[0]) {
  const owner = await freshAccount(request, { userType: 'BROKER' });
  const load = await postFreight(request, owner);
  await signIn(page, { email: owner.email, password: owner.password });
  await settledBellCount(page);
  return load;
}

test.describe("the bell's panel", () => {
  test('a request arrives in the open panel; the keyboard opens it and the count drops', async ({
    page,
    request,
  }) => {
    const load = await brokerWithLoad(page, request);
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Open, it has none yet; the carrier's request comes in live.
    await bell(page).click();
    await expect(bellPanel(page)).toContainText('You have no notifications yet.');
    await requestLoadViaApi(request, 'rfpCarrier', load.id, 1800);
    const item = bellPanel(page).getByRole('link', { name: /^New load request/ });
    await expect(item).toContainText(`requested your RFP load ${load.jobNumber}`);
    await expect(item).toContainText('Unread');
    await expect(item).toHaveClass(/is-unread/);
    await expect(bell(page)).toHaveAccessibleName('Notifications 1 unread');

    // Escape closes it onto the bell, from the bell and from inside it.
    await page.keyboard.press('Escape');
    await expect(bellPanel(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bellPanel(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    // Tab goes through it and out, which closes it.
    await page.keyboard.press('Space');
    await expect(item).toBeVisible();
    const stops = await bellPanel(page).locator('.dropdown-item').count();
    for (let press = 0; press <= stops; press += 1) await page.keyboard.press('Tab');
    await expect(page.locator('.app-header .header-profile-toggle')).toBeFocused();
    await expect(bellPanel(page)).toHaveCount(0);

    // ArrowDown opens it, again ArrowDown reaches the request, Enter opens the load's requests.
    await bell(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/view-requests/${load.id}$`));
    await expect(page.getByRole('article').first()).toContainText('$1,800.00');
    await expect(bellPanel(page)).toHaveCount(0);
    // Opened, it is read: the badge is gone.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page)).toHaveAttribute('data-unread-count', '0');
  });

  test('fits a phone, and reads in the dark theme', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 800 });
    const load = await brokerWithLoad(page, request);
    await requestLoadViaApi(request, 'rfdCarrier', load.id, 1700);
    await expect(bell(page)).toHaveAccessibleName('Notifications 1 unread');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');

    await bell(page).click();
    await expect(bellPanel(page).getByRole('link', { name: /^New load request/ })).toBeVisible();
    await expect(bellPanel(page).getByRole('button', { name: 'Mark All as Read' })).toBeVisible();
    const box = await bellPanel(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const results = await new AxeBuilder({ page })
      .include('.notification-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const findings = results.violations.flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
    );
    expect(findings).toEqual([]);

    // Mark All as Read, from the panel.
    await bellPanel(page).getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await bell(page).click();
    await expect(bellPanel(page).getByText('Unread', { exact: true })).toHaveCount(0);
  });
});
