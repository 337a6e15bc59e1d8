import { expect, type Locator, type Page, test } from '@playwright/test';
import { inDays, jobNumber, toast } from './loads-helpers.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, registerViaApi } from './support/auth.ts';

/**
 * The main journeys with the keyboard only: no clicks, no fills. Locators only assert (what has the
 * focus, what the page shows); Tab, Shift+Tab, Enter, Space, Escape, the arrows and typing do the rest.
 */

/** Whether `target` has the focus, and what has it, in words (for a failure message). */
const focusOn = (target: Locator): Promise<[boolean, string]> =>
  target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return [false, '<body>'];
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent?.trim().slice(0, 40) ??
      '';
    return [
      el === active,
      `<${active.tagName.toLowerCase()}${active.id ? ` id="${active.id}"` : ''}> "${name}"`,
    ];
  });

const describeFocus = async (page: Page): Promise<string> => (await focusOn(page.locator('body')))[1];

const hasFocus = async (target: Locator): Promise<boolean> => (await focusOn(target))[0];

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, at most `max` times; fails
 * with the elements the focus went through instead.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const seen: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    const [focused, what] = await focusOn(target);
    if (focused) return;
    if (presses > 0) seen.push(what);
    if (presses === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target} never got the focus after ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; it went to:\n  ${seen.join('\n  ')}`,
  );
}

/** Tabs to a field and types into it (after selecting what it held). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A date as a keyboard types it into Chromium's en-US date field: MMDDYYYY. */
const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Signs in on the login screen with the keyboard and waits for the dashboard. */
async function keyboardSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByLabel('Email');
  // The form is usable once its script has run.
  await expect(emailField).toBeEnabled();
  await typeInto(page, emailField, email);
  await typeInto(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A person waits for the dashboard to show before going on.
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard$/ })).toBeVisible();
}

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to content' });

/** Goes back to the skip link and follows it: the focus is then on the page's content. */
async function skipToContent(page: Page): Promise<void> {
  await tabTo(page, skipLink(page), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}

/**
 * Opens a sidebar page with the keyboard (Shift+Tab to its link, or Tab with `back: false`, and
 * Enter), then skips to its content.
 */
async function goByNav(page: Page, name: string, url: RegExp, { back = true } = {}): Promise<void> {
  await tabTo(page, nav(page).getByRole('link', { name, exact: true }), { back });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await skipToContent(page);
}

/** Signs out through the header's account menu: Enter opens it, the arrows reach Logout. */
async function keyboardSignOut(page: Page): Promise<void> {
  const toggle = page.locator('.app-header .header-profile-toggle');
  // The header comes before the content: back from wherever the focus is.
  await tabTo(page, toggle, { back: true });
  await page.keyboard.press('Enter');
  const logout = page.locator('.app-header').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  for (let presses = 0; presses < 4 && !(await hasFocus(logout)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
}

/** Whether the focused element shows it: an outline or a box-shadow (Bootstrap's focus ring). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { shows: false, what: '<body>' };
    // In a date or time field the focus is on a part (month, day…), which Chromium highlights.
    if (el.matches('input[type=date], input[type=time]')) return { shows: true, what: el.id };
    // The ring may still be fading in (Bootstrap's transitions): read where it ends.
    for (const animation of el.getAnimations()) animation.finish();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const what = `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''} class="${el.className}"> "${name.trim().slice(0, 30)}" (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;
    return { shows: outline || shadow, what };
  });

/** Tabs `presses` times from where the focus is, and returns the focused controls that showed no focus. */
async function unseenFocus(page: Page, presses: number): Promise<string[]> {
  const unseen: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const { shows, what } = await focusShows(page);
    if (!shows) unseen.push(what);
  }
  return unseen;
}

test.describe('keyboard-only journeys', () => {
  // Serial: each journey goes on from the last one's data. Slow machines need more than a minute.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  const job = jobNumber('KBD');
  // A pickup day of its own, so this post is never a duplicate of an earlier run's.
  const day = 60 + Math.floor(Math.random() * 200);
  const pickup = inDays(day);
  const delivery = inDays(day + 3);

  test('a broker signs in, skips to the content, posts a load and signs out', async ({ page }) => {
    await keyboardSignIn(page, DEMO_EMAILS.broker, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();

    // The first Tab on a signed-in page is the skip link; Enter moves the focus to the content.
    await page.keyboard.press('Tab');
    const skip = skipLink(page);
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await goByNav(page, 'Post Loads', /\/post-loads$/);
    await expect(page.getByRole('heading', { name: 'Post Load' })).toBeVisible();
    await typeInto(page, page.getByLabel('Pickup ZIP', { exact: true }), '59001');
    await expect(page.getByLabel('Pickup Location', { exact: true })).toHaveValue('Absarokee, MT');
    await typeInto(page, page.getByLabel('Delivery ZIP', { exact: true }), '59002');
    await expect(page.getByLabel('Delivery Location', { exact: true })).toHaveValue('Acton, MT');
    await tabTo(page, page.getByLabel('Pickup Date'));
    await page.keyboard.type(typedDate(pickup));
    await expect(page.getByLabel('Pickup Date')).toHaveValue(pickup);
    await tabTo(page, page.getByLabel('Delivery Date'));
    await page.keyboard.type(typedDate(delivery));
    await expect(page.getByLabel('Delivery Date')).toHaveValue(delivery);
    await typeInto(page, page.getByLabel('Rate ($)', { exact: true }), '1950');
    await typeInto(page, page.getByLabel('Balance ($)'), '950');
    await typeInto(page, page.getByLabel(/^Job Number/), job);
    await tabTo(page, page.getByRole('button', { name: 'Post Load' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Post created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/view-loads$/);

    await keyboardSignOut(page);
  });

  test('an RFP carrier finds the load, opens its details and requests it', async ({ page }) => {
    await keyboardSignIn(page, DEMO_EMAILS.rfpCarrier, DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    const skip = skipLink(page);
    expect(await hasFocus(skip), `the first Tab went to ${(await focusOn(skip))[1]}`).toBe(true);
    await goByNav(page, 'Avail. Loads', /\/all-loads/, { back: false });

    // Type into the filter, Enter applies it.
    await typeInto(page, page.getByLabel('Origin', { exact: true }), '59001');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/origin=59001/);
    const view = page.getByRole('button', { name: `View load ${job}` });
    await expect(view).toBeVisible();
    await tabTo(page, view);
    await page.keyboard.press('Enter');

    // The details: the focus is inside, Tab and Shift+Tab stay inside, Escape gives it back.
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Absarokee, MT');
    const focusInside = () => details.evaluate((dialog) => dialog.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    // Once round the dialog and a little more, each way.
    const controls = await details.evaluate(
      (dialog) => dialog.querySelectorAll('button, a[href], input, select, textarea').length,
    );
    for (const [key, presses] of [
      ['Tab', controls + 2],
      ['Shift+Tab', 3],
    ] as const) {
      for (let press = 1; press <= presses; press += 1) {
        await page.keyboard.press(key);
        const where = await describeFocus(page);
        await expect.poll(focusInside, `${key} ${press} took the focus to ${where}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(view).toBeFocused();

    // Again, and this time a request at a proposed rate.
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await typeInto(page, details.getByLabel('Proposed Rate ($)'), '1800');
    await typeInto(page, details.getByLabel('Message'), 'Keyboard request: can load on the pickup date.');
    await tabTo(page, details.getByRole('button', { name: 'Submit Request' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Load requested successfully')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('the broker accepts the request from View Requests', async ({ page }) => {
    await keyboardSignIn(page, DEMO_EMAILS.broker, DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await goByNav(page, 'My Loads', /\/view-loads/, { back: false });
    await typeInto(page, page.getByLabel('Origin', { exact: true }), '59001');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/origin=59001/);

    await tabTo(page, page.getByRole('link', { name: new RegExp(`\\d+ / \\d+\\)?, load ${job}$`) }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/view-requests\/\d+$/);
    const card = page.getByRole('article', { name: 'Prairie Movers' });
    await expect(card).toContainText('$1,800.00');
    const accept = card.getByRole('button', { name: 'Accept' });
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Request accepted successfully')).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(accept).toBeDisabled();
  });

  test('a user changes the time zone in Settings with the arrows and saves it', async ({ page, request }) => {
    // An account of its own: the demo users keep their settings.
    const account = await registerViaApi(request);
    await keyboardSignIn(page, account.email, account.password);
    await page.keyboard.press('Tab');
    await goByNav(page, 'Settings', /\/settings$/, { back: false });

    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('UTC');
    await tabTo(page, zone);
    await page.keyboard.press('ArrowDown');
    await expect(zone).toHaveValue('EST');
    await tabTo(page, page.getByRole('button', { name: 'Save All Settings' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Time zone')).toHaveValue('EST');
  });

  test('the focus shows on the board and on the post form', async ({ page }) => {
    await keyboardSignIn(page, DEMO_EMAILS.broker, DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    expect((await focusShows(page)).shows, 'the skip link shows its focus').toBe(true);
    // The sidebar and the header.
    expect(await unseenFocus(page, 14), 'controls of the frame without a visible focus').toEqual([]);
    await goByNav(page, 'Avail. Loads', /\/all-loads/);
    await expect(page.getByRole('button', { name: /^View load / }).first()).toBeVisible();
    // The filters and the first rows.
    expect(await unseenFocus(page, 15), 'controls of the board without a visible focus').toEqual([]);

    await goByNav(page, 'Post Loads', /\/post-loads$/);
    await expect(page.getByRole('heading', { name: 'Post Load' })).toBeVisible();
    await tabTo(page, page.getByLabel('Pickup ZIP', { exact: true }));
    expect((await focusShows(page)).shows).toBe(true);
    expect(await unseenFocus(page, 12), 'controls of the post form without a visible focus').toEqual([]);
  });
});
