import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { en } from '../apps/web/src/i18n/en/index.ts';
import { apiToken, listDate } from './loads-helpers.ts';
import { DEMO_EMAILS, type DemoRole, signIn } from './support/auth.ts';
import { demoSettingsPerTest, saveSettings } from './support/settings.ts';

/**
 * The whole interface in the user's language and time zone (issue 9; decisions.md "The page shell"):
 * the language and zone saved in a demo user's settings apply at sign-in, every screen then reads in
 * that language with no English text of the interface left, and dates read in that zone.
 *
 * These tests change demo accounts that other specs sign in as, so each puts them back to English
 * and UTC afterwards.
 */

type Language = 'en' | 'es' | 'fr';

/** Texts truly the same in the other language: the brand, codes, and words both languages share. */
const SAME_IN: Record<Exclude<Language, 'en'>, string[]> = {
  es: [
    'Load Board',
    'UTC',
    'ID',
    'RFP',
    'RFD',
    'Hotshot',
    'Total',
    '{{minutes}} min',
    '{{hours}} h {{minutes}} min',
  ],
  fr: [
    'Load Board',
    'UTC',
    'ID',
    'RFP',
    'RFD',
    'Hotshot',
    'Total',
    'Notifications',
    'Contacts',
    'Administration',
    'Date',
    'Dates',
    'Type',
    'Active',
    'Contact',
    'Notes',
    'Certifications',
    'Destination',
    'Distance',
    'Actions',
    'Message',
    'Messages (Alt+T)',
    'Pages',
    'Page {{page}}',
    '{{minutes}} min',
    '{{hours}} h {{minutes}} min',
  ],
};

/** Every English text of the interface (i18n/en: labels, buttons, messages, the contract's sentences). */
function englishTexts(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : englishTexts(value as object),
  );
}

const normalize = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts as exact strings, and those with values ('Welcome back, {{name}}.') as patterns;
 * a pattern with no word of its own ('{{value}} mi') would match any language and is left out.
 */
function englishMatchers(language: Exclude<Language, 'en'>) {
  const same = new Set(SAME_IN[language]);
  const texts = englishTexts(en).filter((text) => !same.has(text));
  const exact = texts.filter((text) => !text.includes('{{')).map(normalize);
  const patterns = texts
    .filter((text) => text.includes('{{') && /[A-Za-z]{3}/.test(text.replace(/\{\{\w+\}\}/g, '')))
    .map((text) => `^${escapeRegExp(normalize(text)).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?')}$`);
  return { exact, patterns };
}

/**
 * The English interface texts on the page: visible text (screen-reader-only text included), the
 * placeholders, accessible names and titles, and the document title.
 */
async function englishOnPage(page: Page, language: Exclude<Language, 'en'>): Promise<string[]> {
  return page.evaluate(({ exact, patterns }) => {
    const english = new Set(exact);
    const regexps = patterns.map((pattern) => new RegExp(pattern));
    const isEnglish = (text: string) => english.has(text) || regexps.some((regexp) => regexp.test(text));
    const clean = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || !parent.checkVisibility()) continue;
      const text = clean(node.textContent ?? '');
      if (text && isEnglish(text)) found.add(`text: ${text}`);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]'),
    )) {
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const text = clean(element.getAttribute(attribute) ?? '');
        if (text && isEnglish(text)) found.add(`${attribute}: ${text}`);
      }
    }
    const title = clean(document.title.split(' · ')[0] ?? '');
    if (isEnglish(title)) found.add(`document title: ${title}`);
    return [...found];
  }, englishMatchers(language));
}

/** Waits until the screen has drawn its data (no list or page is loading any more). */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.placeholder-glow, .spinner-border')).toHaveCount(0);
}

const ROLES: DemoRole[] = ['broker', 'rfpCarrier', 'rfdCarrier', 'admin'];

/** The screens every role walks, placeholders included; the admin also walks the admin screens. */
const SCREENS = [
  '/dashboard',
  '/post-loads',
  '/view-loads',
  '/my-requests',
  '/all-loads',
  '/notifications',
  '/settings',
  '/user-profile',
  '/subscription',
  '/search-loads',
  // A demo lane with figures: its range and chart, the top lanes and the states.
  '/rates?originZip=60601&destinationZip=75201',
];
const ADMIN_SCREENS = [
  '/admin/users',
  '/admin/analytics',
  '/admin/activity-logs',
  '/admin/loadboard-scraper',
  '/admin/loads',
  '/admin/requests',
];

/** Walks every screen of `role` and says where English interface text was found. */
async function walk(
  page: Page,
  request: APIRequestContext,
  token: string,
  role: DemoRole,
  language: 'es' | 'fr',
) {
  const found: string[] = [];
  const look = async (where: string) => {
    for (const text of await englishOnPage(page, language)) found.push(`${where} → ${text}`);
  };

  // The sign-in toast is the first thing said in the user's language.
  await look('after sign-in');

  for (const path of [...SCREENS, ...(role === 'admin' ? ADMIN_SCREENS : [])]) {
    await page.goto(path);
    await settled(page);
    await look(path);
  }

  // A post form refused: every field's rule in the user's language.
  await page.goto('/post-loads');
  await settled(page);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('main .invalid-feedback').first()).toBeVisible();
  await look('/post-loads, refused');

  // A post's details from the board.
  await page.goto('/all-loads');
  await settled(page);
  await page.locator('main [data-load-id]').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look('/all-loads, a post’s details');
  await page.keyboard.press('Escape');

  // The requests of one of the user's posts (the demo admin posts none: any post, from their list of all).
  const list = role === 'admin' ? '/api/admin/loads?limit=1' : '/api/loads/view-loads?limit=1';
  const mine = await request.get(list, {
    headers: { authorization: `Bearer ${token}` },
  });
  const loadId = ((await mine.json()) as { data: { loads: { id: number }[] } }).data.loads[0]?.id;
  expect(loadId).toBeDefined();
  await page.goto(`/view-requests/${loadId}`);
  await settled(page);
  await look('/view-requests');

  // The header's search and account menu.
  await page.locator('header input[type="search"]').fill('Chicago');
  await expect(page.getByRole('listbox')).toBeVisible();
  await look('header search');
  await page.keyboard.press('Escape');
  await page.locator('.header-profile-toggle').click();
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();
  await look('account menu');

  return found;
}

test.describe('the interface in the user’s language', () => {
  const demoSettings = demoSettingsPerTest();

  for (const language of ['fr', 'es'] as const) {
    for (const role of ROLES) {
      test(`${role} in ${language === 'fr' ? 'French' : 'Spanish'}: no English text on any screen`, async ({
        page,
        request,
      }) => {
        test.setTimeout(180_000);
        const token = await demoSettings(request, role, { language });
        // The browser has never seen this user: the language comes from the profile at sign-in.
        await signIn(page, role);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await walk(page, request, token, role, language)).toEqual([]);
      });
    }
  }

  test('in French the lists still fit beside the contacts panel at 1280 px', async ({ page, request }) => {
    await demoSettings(request, 'rfdCarrier', { language: 'fr' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'rfdCarrier');
    for (const path of ['/view-loads', '/my-requests', '/all-loads', '/notifications']) {
      await page.goto(path);
      await settled(page);
      const list = page.locator('.table-responsive');
      await expect(list).toBeVisible();
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
    }
  });

  test('the language follows the user: a change made elsewhere, another browser', async ({
    browser,
    request,
  }) => {
    const token = await demoSettings(request, 'rfpCarrier', { language: 'es' });
    const first = await browser.newPage();
    await signIn(first, 'rfpCarrier');
    await expect(first.getByRole('heading', { name: 'Panel del transportista RFP' })).toBeVisible();

    // Changed elsewhere: a page load with the stored session takes the profile's new language.
    await saveSettings(request, token, { language: 'fr' });
    await first.reload();
    await expect(first.getByRole('heading', { name: 'Tableau de bord transporteur RFP' })).toBeVisible();

    const second = await browser.newPage();
    await signIn(second, 'rfpCarrier');
    await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
    await first.close();
    await second.close();
  });
});

/** A UTC instant as the notifications list writes it in a zone: 'DD/MM/YYYY' and 'HH:MM'. */
function inZone(instant: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: `${part('day')}/${part('month')}/${part('year')}`,
    clock: `${part('hour')}:${part('minute')}`,
  };
}

test.describe('dates in the user’s time zone', () => {
  const demoSettings = demoSettingsPerTest();

  test('PST: a notification reads in Pacific time, a pickup day stays its day', async ({ page, request }) => {
    const token = await demoSettings(request, 'broker', { timezone: 'PST' });
    const auth = { authorization: `Bearer ${token}` };
    const notifications = await request.get('/api/notifications?page=1&limit=10', { headers: auth });
    const notification = (
      (await notifications.json()) as { data: { notifications: { id: number; createdAt: string }[] } }
    ).data.notifications[0];
    const loads = await request.get('/api/loads/view-loads?page=1&limit=10', { headers: auth });
    const load = ((await loads.json()) as { data: { loads: { id: number; pickupDate: string }[] } }).data
      .loads[0];
    if (!notification || !load) throw new Error('The demo broker has notifications and posts');

    await signIn(page, 'broker');
    await page.goto('/notifications');
    const date = page.locator(`[data-notification-id="${notification.id}"] time`);
    const pacific = inZone(notification.createdAt, 'America/Los_Angeles');
    const utc = inZone(notification.createdAt, 'UTC');
    await expect(date).toContainText(`${pacific.day}${pacific.clock}`);
    expect(pacific.clock).not.toBe(utc.clock);
    await expect(date).toHaveAttribute('title', / · Pacific \(PT\)$/);

    // A pickup date is a calendar day: the same in every zone.
    await page.goto('/view-loads');
    await expect(page.locator(`[data-load-id="${load.id}"]`)).toContainText(listDate(load.pickupDate));

    // Back to UTC on the server: the next page load reads UTC.
    await saveSettings(request, token, { timezone: 'UTC' });
    await page.goto('/notifications');
    await expect(date).toContainText(`${utc.day}${utc.clock}`);
  });
});

test('every demo account is back to English and UTC', async ({ request }) => {
  for (const role of ROLES) {
    const res = await request.get('/api/users/profile', {
      headers: { authorization: `Bearer ${await apiToken(request, role)}` },
    });
    expect(
      ((await res.json()) as { data: { email: string; language: string; timezone: string } }).data,
    ).toMatchObject({
      email: DEMO_EMAILS[role],
      language: 'en',
      timezone: 'UTC',
    });
  }
});
