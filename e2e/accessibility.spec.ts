import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, signIn } from './support/auth.ts';
import { axeFindings, type Finding } from './support/axe.ts';
import { settled } from './support/layout.ts';
import { demoSettingsPerTest } from './support/settings.ts';

/**
 * axe-core's WCAG 2.1 A and AA rules (and the experimental check that an accessible name holds its
 * visible label) on every screen of the app, at a desktop's and a phone's width, in English and
 * French, in the light and the dark theme: no finding of any impact (docs/accessibility.md). Names
 * change with the language and colours with the theme, so English is checked in light and French in
 * dark: every screen's every text and every colour is checked once.
 */
const WIDTHS = [1280, 375];
const PASSES = [
  { language: 'en', theme: 'light' },
  { language: 'fr', theme: 'dark' },
] as const;

const PUBLIC = ['/login', '/register', '/forgot-password', '/reset-password?token=unknown', '/no-such-page'];
const SIGNED_IN: Record<DemoRole, string[]> = {
  broker: [
    '/dashboard',
    '/post-loads',
    '/view-loads',
    '/my-requests',
    '/all-loads',
    '/rates',
    '/settings',
    '/user-profile',
    '/subscription',
    '/notifications',
  ],
  rfpCarrier: ['/dashboard', '/search-loads', '/my-requests', '/all-loads'],
  rfdCarrier: ['/dashboard', '/post-loads', '/view-loads'],
  admin: [
    '/dashboard',
    '/admin/users',
    '/admin/analytics',
    '/admin/activity-logs',
    '/admin/reports',
    '/admin/loadboard-scraper',
    '/admin/loads',
    '/admin/requests',
  ],
};

/** Each finding as one line naming the screen, the rule and the elements. */
const report = (where: string, findings: Finding[]) =>
  findings.map((finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.targets.join(', ')}`);

async function checkScreens(
  page: Page,
  routes: string[],
  language: string,
  opened?: (page: Page, language: string) => Promise<string[]>,
) {
  const problems: string[] = [];
  // Each screen is opened once and checked at every width, as a window resized.
  for (const route of routes) {
    await page.goto(route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page, language);
      problems.push(...report(`${language} ${width} ${route}`, await axeFindings(page)));
    }
  }
  for (const width of opened ? WIDTHS : []) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...((await opened?.(page, language)) ?? []).map((line) => `${language} ${width} ${line}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

/**
 * What the broker opens from a screen: a post's View Requests from My Loads, a load's details from
 * the board, and the account menu and the bell's panel from the header.
 */
async function brokerPanels(page: Page, language: string): Promise<string[]> {
  await page.goto('/view-loads');
  await settled(page, language);
  await page
    .getByRole('link', { name: /, (load|chargement) / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/view-requests\/\d+$/);
  await settled(page, language);
  const requests = report('view requests', await axeFindings(page));
  await page.goto('/all-loads');
  await settled(page, language);
  await page
    .locator('[data-load-id]')
    .first()
    .getByRole('button', { name: /^(View load|Voir le chargement)/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const details = report('load details', await axeFindings(page));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /(Account menu|Menu du compte)/ }).click();
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();
  const account = report('account menu', await axeFindings(page));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.locator('.notification-panel.show .notification-panel-item').first()).toBeVisible();
  return [...requests, ...details, ...account, ...report('notification panel', await axeFindings(page))];
}

for (const { language, theme } of PASSES) {
  test.describe(`every screen passes axe in ${language}, ${theme}`, () => {
    const demoSettings = demoSettingsPerTest();
    // The demo users follow the device's theme.
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme: theme }));

    test('the public screens', async ({ page }) => {
      test.setTimeout(600_000);
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await checkScreens(page, PUBLIC, language);
    });

    for (const [role, routes] of Object.entries(SIGNED_IN) as [DemoRole, string[]][]) {
      test(`the ${role}'s screens`, async ({ page, request }) => {
        test.setTimeout(600_000);
        await demoSettings(request, role, { language });
        await signIn(page, role);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
        await checkScreens(page, routes, language, role === 'broker' ? brokerPanels : undefined);
      });
    }
  });
}
