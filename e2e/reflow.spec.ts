import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoRole, signIn } from './support/auth.ts';
import { cutPlaceholders, overflows, overlaps, settled } from './support/layout.ts';
import { demoSettingsPerTest } from './support/settings.ts';

/**
 * WCAG 1.4.10, reflow (docs/accessibility.md): every screen at 320 px wide (a 1280 px window zoomed
 * to 400 %) and at 640 × 450 (a 1280 × 900 window at 200 %), in English and French, without the page
 * scrolling sideways or a box cutting off what it holds; then what opens over a screen at both sizes.
 */
const NARROW = { width: 320, height: 640 };
const ZOOMED = { width: 640, height: 450 };
const SIZES = [NARROW, ZOOMED];
const LANGUAGES = ['en', 'fr'] as const;

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
  rfdCarrier: [
    '/dashboard',
    '/post-loads',
    '/search-loads',
    '/view-loads',
    '/my-requests',
    '/all-loads',
    '/rates',
    '/settings',
    '/user-profile',
  ],
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

/** What does not fit the screen as it is now, each line naming where. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  const found = [
    ...(await overflows(page)),
    ...(await overlaps(page)),
    ...(await cutPlaceholders(page.locator('input'))),
  ];
  return found.map((problem) => `${where}: ${problem}`);
}

/** Each screen is opened once and checked at both sizes, as a window resized. */
async function checkScreens(page: Page, routes: string[], language: string) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page, language);
      problems.push(...(await problemsOf(page, `${language} ${size.width} ${route}`)));
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

for (const language of LANGUAGES) {
  test.describe(`every screen reflows in ${language}`, () => {
    const demoSettings = demoSettingsPerTest();

    test('the public screens', async ({ page }) => {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await checkScreens(page, PUBLIC, language);
    });

    for (const [role, routes] of Object.entries(SIGNED_IN) as [DemoRole, string[]][]) {
      test(`the ${role}'s screens`, async ({ page, request }) => {
        test.setTimeout(180_000);
        await demoSettings(request, role, { language });
        await signIn(page, role);
        await checkScreens(page, routes, language);
      });
    }

    test("what opens over the broker's screens: a load's details, the menu, the account menu", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await demoSettings(request, 'broker', { language });
      await signIn(page, 'broker');
      const problems: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `${language} ${size.width}×${size.height}`;

        await page.goto('/all-loads');
        await settled(page, language);
        await page
          .locator('[data-load-id]')
          .first()
          .getByRole('button', { name: /^(View load|Voir le chargement)/ })
          .click();
        const details = page.getByRole('dialog');
        await expect(details).toBeVisible();
        problems.push(...(await problemsOf(page, `${where} load details`)));
        // The whole dialog is reachable: its last button scrolls into view.
        const close = details.getByRole('button', { name: /^(Close|Fermer)$/ }).last();
        await close.scrollIntoViewIfNeeded();
        await expect(close).toBeInViewport();
        await close.click();
        await expect(details).toBeHidden();

        await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
        const menu = page.getByRole('dialog', { name: /^(Main navigation|Navigation principale)$/ });
        await expect(menu).toBeVisible();
        problems.push(...(await problemsOf(page, `${where} menu`)));
        const logout = menu.getByRole('button', { name: /^(Logout|Déconnexion)$/ });
        await logout.scrollIntoViewIfNeeded();
        await expect(logout).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        await page.getByRole('button', { name: /(Account menu|Menu du compte)$/ }).click();
        const account = page.locator('.dropdown-menu.show');
        await expect(account).toBeVisible();
        problems.push(...(await problemsOf(page, `${where} account menu`)));
        await expect(account).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

/**
 * The share of the window that elements kept in place (sticky or fixed: a header, a save bar) cover
 * once the page has scrolled: at 200 % zoom they must leave the content most of the height.
 */
function coveredShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    let covered = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const { position } = getComputedStyle(element);
      if (position !== 'sticky' && position !== 'fixed') continue;
      if (element.closest('.Toastify')) continue;
      const box = element.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, innerHeight);
      if (bottom > top && box.width > innerWidth / 2) covered += bottom - top;
    }
    return covered / innerHeight;
  });
}

test.describe('at 200 % zoom', () => {
  test('the header scrolls away and a long form keeps the window', async ({ page }) => {
    await signIn(page, 'broker');
    await page.setViewportSize(ZOOMED);
    await page.goto('/post-loads');
    await settled(page, 'en');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await coveredShare(page)).toBeLessThanOrEqual(0.25);
  });
});

/** A window asking for reduced motion, signed in as `role`. */
async function stillPage(
  browser: Browser,
  baseURL: string | undefined,
  role: DemoRole,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/**
 * What still moves: animations and transitions that last longer than a millisecond, but a spinner
 * and a toast's timer bar. Judged by length, not by whether one is running at the moment asked: one
 * reduced to a hundredth of a millisecond runs until the next frame is drawn.
 */
const moving = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 1)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element ? target : null;
      })
      .filter((target) => !target?.matches('.spinner-border, .spinner-grow, .Toastify__progress-bar'))
      .map((target) =>
        target ? `${target.tagName.toLowerCase()}.${Array.from(target.classList).join('.')}` : '?',
      ),
  );

test.describe('with reduced motion', () => {
  test('dialogs, the menu and toasts appear at once, and toasts still close', async ({
    browser,
    baseURL,
  }) => {
    const page = await stillPage(browser, baseURL, 'broker', NARROW);
    // The sign-in toast shows without sliding in, and its timer still closes it.
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toBeVisible();
    expect(await moving(page)).toEqual([]);
    await expect(toast).toHaveCount(0, { timeout: 15_000 });

    await page.goto('/all-loads');
    await settled(page, 'en');
    await page
      .locator('[data-load-id]')
      .first()
      .getByRole('button', { name: /^View load/ })
      .click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    expect(await moving(page)).toEqual([]);
    const durations = await page
      .locator('.modal, .modal-dialog, .modal-backdrop')
      .evaluateAll((boxes) =>
        boxes.map((box) => Number.parseFloat(getComputedStyle(box).transitionDuration)),
      );
    expect(
      durations.every((seconds) => seconds < 0.001),
      String(durations),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    expect(await moving(page)).toEqual([]);
    await page.context().close();
  });

  test('the map jumps rather than glides', async ({ browser, baseURL }) => {
    const page = await stillPage(browser, baseURL, 'rfpCarrier', { width: 1280, height: 900 });
    await page.goto('/search-loads');
    await settled(page, 'en');
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    // Leaflet marks a map that fades its layers with this class, and makes this proxy for one that
    // animates its zoom.
    await expect(map).not.toHaveClass(/leaflet-fade-anim/);
    await expect(map.locator('.leaflet-proxy')).toHaveCount(0);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await moving(page)).toEqual([]);
    await page.context().close();
  });
});
