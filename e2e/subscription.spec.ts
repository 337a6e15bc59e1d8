import { expect, test } from '@playwright/test';
import { inDays, toast, typeZip } from './loads-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';
import { endSubscription } from './support/billing.ts';
import { saveSettings } from './support/settings.ts';

/*
 * Subscriptions against the real server and its sandbox provider (issue 10): a new account's trial,
 * a plan bought through the hosted checkout, and the gate once the paid time is over. Each test signs
 * up an account of its own.
 */

test.describe('Subscription', () => {
  test('a new broker on trial subscribes through the sandbox checkout and sees it active with its payment', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerViaApi(request, { userType: 'BROKER' }));
    await page.goto('/subscription');
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText('Trial');
    await expect(status).toHaveClass(/bg-warning/);
    await expect(page.getByRole('heading', { name: 'Transaction History' })).toHaveCount(0);

    const pro = page.getByRole('region', { name: 'Broker Pro', exact: true });
    await expect(pro).toContainText('$99.00 / month');
    await expect(pro.getByRole('listitem')).toHaveCount(5);
    await pro.getByRole('button', { name: 'Subscribe Now' }).click();

    // The provider's hosted page (the sandbox's, served by the app).
    await expect(page).toHaveURL(/\/api\/billing\/sandbox\/checkout\?session=/);
    await expect(page.getByRole('heading', { name: 'Broker Pro' })).toBeVisible();
    await expect(page.getByText('$99.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page, 'Payment received. Your subscription is active.')).toBeVisible();
    await expect(status).toHaveText('Active');
    await expect(status).toHaveClass(/bg-success/);
    await expect(page.getByText('Next Billing Date')).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    const history = page.locator('.card', {
      has: page.getByRole('heading', { name: 'Transaction History' }),
    });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('$99.00');
    await expect(history).toContainText('Paid');
    const invoice = history.getByRole('link', { name: 'View Invoice' });
    await expect(invoice).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), invoice.click()]);
    await expect(tab.getByRole('heading', { name: /^Invoice #\d+$/ })).toBeVisible();
    await expect(tab.getByText('Broker Pro')).toBeVisible();
    await tab.close();
  });

  test("says the sandbox checkout is in test mode, in the user's language", async ({ page, request }) => {
    const account = await registerViaApi(request, { userType: 'BROKER' });
    await signIn(page, account);
    await page.goto('/subscription');
    const notice = page.getByTestId('billing-test-mode');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(
      'Test mode. Checkout charges no card here; payments made through it are test payments.',
    );

    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    await saveSettings(request, (await login.json()).data.token, { language: 'fr' });
    await page.reload();
    await expect(notice).toHaveText(
      'Mode test. Le paiement ne débite ici aucune carte ; les paiements faits par lui sont des paiements de test.',
    );
  });

  test('Decline comes back to the plans with nothing charged', async ({ page, request }) => {
    await signIn(page, await registerViaApi(request, { userType: 'RFD_CARRIER' }));
    await page.goto('/subscription');
    await page
      .getByRole('region', { name: 'Carrier Starter', exact: true })
      .getByRole('button', { name: 'Subscribe Now' })
      .click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText('Checkout was cancelled. Nothing was charged.')).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Trial');
  });

  test('an account whose subscription ended is sent to /subscription with the message when it posts', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { userType: 'RFP_CARRIER' });
    await endSubscription(request, account.id);
    await signIn(page, account);
    await page.goto('/post-loads');
    await typeZip(page, 'Pickup ZIP', '60601', 'Pickup Location', 'Chicago, IL');
    await typeZip(page, 'Delivery ZIP', '75201', 'Delivery Location', 'Dallas, TX');
    await page.getByLabel('Pickup Date').fill(inDays(10));
    await page.getByLabel('Delivery Date').fill(inDays(12));
    await page.getByLabel('Rate ($)', { exact: true }).fill('1500');
    await page.getByLabel('Balance ($)').fill('1200');
    await page.getByRole('button', { name: 'Post Load' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(
      toast(page, 'Your subscription has ended. Renew it to post and request loads again.'),
    ).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
    await expect(page.getByText('Access until')).toBeVisible();
  });
});
