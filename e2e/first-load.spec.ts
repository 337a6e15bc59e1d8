import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_GZIP_KB } from '../apps/web/build/first-load-budget.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './support/auth.ts';

/**
 * The built app's first visit: a browser with an empty cache opens /login. The page must run on
 * React DOM, as the unit tests do, and fetch no more than the budget before its form is drawn.
 */
test('the sign-in page runs on React DOM within the first-load budget', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  page.on('pageerror', (error) => void problems.push(error.message));
  const loaded: { url: string; body: Buffer }[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => void loaded.push({ url: response.url(), body })));
  });

  // The heading as the page arrived, before the app's code ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { drawnHeading: document.querySelector('h1') }),
    ),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const firstLoad = [...loaded];

  // React DOM marks the container it renders into; Preact's compat layer leaves its own key there.
  const rootKeys = await page.locator('#root').evaluate((root) => Object.keys(root));
  expect(rootKeys.some((key) => key.startsWith('__reactContainer$'))).toBe(true);
  expect(rootKeys).not.toContain('__k');
  const code = firstLoad.map(({ body }) => body.toString()).join('\n');
  expect(code).toMatch(/rendererPackageName:(["'`])react-dom\1/);
  expect(code).not.toMatch(/preact/i);

  await expect(page.getByRole('group')).toBeEnabled();
  // The form answers (its rules arrive with the first submit, after the first load).
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();

  // Gzipped at the default level, as a server compressing on the fly would send it.
  const gzipKb = firstLoad.reduce((sum, { body }) => sum + gzipSync(body).length, 0) / 1024;
  const files = firstLoad.map(
    ({ url, body }) => `${new URL(url).pathname} ${(gzipSync(body).length / 1024).toFixed(1)} KB`,
  );
  expect(gzipKb, files.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_GZIP_KB);
  // React took over the drawn page as it was (a mismatch would have been reported, and drawn anew).
  expect(problems).toEqual([]);
  const kept = await page.evaluate(
    () =>
      (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'),
  );
  expect(kept).toBe(true);
});

test('the sign-in screen comes drawn in the page, before any script runs', async ({ request }) => {
  const page = await (await request.get('/login')).text();
  expect(page).toContain('<title>Welcome back · Load Board</title>');
  expect(page).toContain('Sign in to post loads, find trucks and manage your requests.');
  expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Login<\/button>/);
  // Until its script owns it the drawn form cannot be sent, nor typed into, and would never send
  // the password in the address.
  expect(page).toMatch(/<form[^>]*method="post"[^>]*><fieldset disabled="">/);
  // The app's code is asked for by boot.js once that screen is painted, not by the page.
  expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(page).toMatch(
    /<script src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]+"><\/script>\s*<\/body>/,
  );
});

for (const { language, title, welcome } of [
  { language: 'en', title: 'Broker Dashboard', welcome: 'Welcome back, Dana.' },
  { language: 'fr', title: 'Tableau de bord courtier', welcome: 'Bon retour, Dana.' },
]) {
  test(`a signed-in visit in ${language} shows the dashboard heading before the app code has come`, async ({
    page,
    request,
  }) => {
    const answer = await request.post('/api/auth/login', {
      data: { email: DEMO_EMAILS.broker, password: DEMO_PASSWORD, rememberMe: true },
    });
    const { data } = await answer.json();
    const record = JSON.stringify({ ...data.user, language });
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [data.token, record],
    );
    // The app's code is held back until the frame has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(welcome)).toBeVisible();
    const rendered = await page
      .locator('#root')
      .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    expect(rendered).toBe(false);

    release();
    await expect(page.locator('.stat-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('a visitor who chose French gets the sign-in screen in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
  await expect(page.getByText('Sign in to post loads')).toHaveCount(0);
});
