import { expect, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, registerViaApi, signIn, unique } from './support/auth.ts';
import { waitForEmail } from './support/outbox.ts';

test.describe('sign-in', () => {
  test('the guard sends a visitor without a session to /login', async ({ page }) => {
    await page.goto('/view-loads');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('empty and malformed fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  });

  test('a wrong password says so and stays on the login screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_EMAILS.broker);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Remember me keeps the session in localStorage across tabs and reloads; logout clears it', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_EMAILS.broker);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);

    const second = await context.newPage();
    await second.goto('/view-loads');
    await expect(second).toHaveURL(/\/view-loads$/);
    await second.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Broker Dashboard' })).toBeVisible();
    await page.locator('.app-sidebar').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const leftover = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((store) => ['token', 'user'].map((key) => store.getItem(key))),
    );
    expect(leftover.filter(Boolean)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Logout ends the session on the server: the token it used is refused afterwards', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await expect(page.getByRole('heading', { name: 'RFD Carrier Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const profileStatus = async () =>
      (
        await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })
      ).status();
    expect(await profileStatus()).toBe(200);

    await page.locator('.app-sidebar').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(profileStatus).toBe(401);
  });

  test('without Remember me the session lives in this tab only', async ({ page, context }) => {
    await signIn(page, 'rfpCarrier');
    await expect(page.getByRole('heading', { name: 'RFP Carrier Dashboard' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login$/);
  });

  test('a browser that signed in before gets in while its account is guessed at; others are told how long to wait', async ({
    page,
    browser,
    playwright,
    request,
    baseURL,
  }) => {
    const account = await registerViaApi(request);
    await signIn(page, account);
    const device = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('lb_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // Someone else on this address guesses at the account until it is refused.
    const guesser = await playwright.request.newContext({ baseURL });
    const guess = () =>
      guesser.post('/api/auth/login', { data: { email: account.email, password: 'Wrong-pass-1' } });
    let status = 401;
    for (let attempt = 0; attempt < 20 && status === 401; attempt++) status = (await guess()).status();
    expect(status).toBe(429);
    await guesser.dispose();

    // This browser is a known device of the account: a new tab signs in as ever.
    await signIn(await page.context().newPage(), account);

    // A browser that never signed in to it is refused, told in its language for how long.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.addInitScript(() => localStorage.setItem('language', 'fr'));
    await strangerPage.goto('/login');
    await strangerPage.locator('input[type=email]').fill(account.email);
    await strangerPage.locator('input[type=password]').fill(account.password);
    await strangerPage.locator('button[type=submit]').click();
    await expect(
      strangerPage.getByText(/^Trop de tentatives\. Patientez \d+ (secondes|minutes) puis réessayez\.$/),
    ).toBeVisible();
    await expect(strangerPage).toHaveURL(/\/login$/);
    await stranger.close();
  });

  test('a stored token the server no longer accepts sends the user back to /login', async ({ page }) => {
    await signIn(page, 'rfdCarrier');
    await page.evaluate(() => {
      for (const store of [localStorage, sessionStorage]) {
        for (const key of Object.keys(store)) {
          const value = store.getItem(key) ?? '';
          if (value.includes('eyJ'))
            store.setItem(key, value.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/, 'eyJbad.token.value'));
        }
      }
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Unauthorized access. Please login again.')).toBeVisible();
  });
});

test.describe('registration', () => {
  test('a new carrier registers with every field and lands on their dashboard', async ({ page }) => {
    const id = unique();
    await page.goto('/login');
    await page
      .getByRole('link', { name: 'Sign Up' })
      .or(page.getByRole('button', { name: 'Sign Up' }))
      .click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Delgado');
    await page.getByLabel('Username').fill(`rosa_${id}`);
    await page.getByLabel('Email').fill(`rosa.${id}@example.com`);
    await page.getByLabel('Password').fill('Long-enough-1');
    await page.getByLabel('Company Name').fill(`Delgado Hauling ${id}`);
    await page.getByLabel('User Type').selectOption({ label: 'RFD Carrier' });
    await page.getByLabel('Contact Name').fill('Rosa Delgado');
    await page.getByLabel('Phone').fill('915-555-0199');
    await page.getByLabel('DOT Number').fill('7654321');
    await page.getByLabel('Website').fill('https://delgado-hauling.example.com');
    await page.getByRole('button', { name: 'Add URL' }).click();
    await page.getByLabel('Load board URL 1').fill('https://feeds.example.com/delgado.csv');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Registration Successful.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'RFD Carrier Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(page.getByText('Rosa', { exact: true }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Search Loads' })).toBeVisible();
    // A user with a load board URL gets the header's sync button.
    await expect(page.getByRole('button', { name: 'Sync load boards' })).toBeVisible();
  });

  test('invalid fields and a taken email are each explained', async ({ page, request }) => {
    const taken = await registerViaApi(request);
    await page.goto('/register');
    await page.getByLabel('DOT Number').fill('12345');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('DOT number must be exactly 7 digits')).toBeVisible();
    await expect(page.getByText(/Website must be a valid URL/)).toBeVisible();

    const id = unique();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Username').fill(`sam_${id}`);
    await page.getByLabel('Email').fill(taken.email.toUpperCase());
    await page.getByLabel('Password').fill('Long-enough-1');
    await page.getByLabel('Company Name').fill('Okafor Logistics');
    await page.getByLabel('User Type').selectOption({ label: 'Broker' });
    await page.getByLabel('Contact Name').fill('Sam Okafor');
    await page.getByLabel('Phone').fill('404-555-0101');
    await page.getByLabel('DOT Number').fill('');
    await page.getByLabel('Website').fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('password reset by email', () => {
  test('forgot password emails a link that sets a new password', async ({ page, request, baseURL }) => {
    const account = await registerViaApi(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Password reset instructions have been sent to your email').first(),
    ).toBeVisible();

    const email = await waitForEmail(baseURL as string, account.email);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(email)?.[0];
    expect(link, 'the email carries a reset link').toBeTruthy();
    const token = new URL(link as string).searchParams.get('token');
    await page.goto(`/reset-password?token=${token}`);

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Please enter new password')).toBeVisible();
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    // Only the server knows the common passwords: its sentence lands under the field, the link unspent.
    await page.getByLabel('New Password').fill('ILoveYou');
    await page.getByLabel('Confirm Password').fill('ILoveYou');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.locator('form').getByText('This password is too common')).toBeVisible();
    await page.getByLabel('New Password').fill('Brand-new-pass-2');
    await page.getByLabel('Confirm Password').fill('Brand-new-pass-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('Brand-new-pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signIn(page, { email: account.email, password: 'Brand-new-pass-2' });
  });

  test('a reset page without a token says the link is invalid and goes to /login', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid reset link')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
