import { expect, test } from '@playwright/test';
import { decideViaApi, freshAccount, postFreight, requestLoadViaApi } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * A company's record on the board: a new broker with one deal (a request it accepted within the
 * hour) shows its badge beside its name on the board and in a post's details, and its name opens
 * the full card.
 */
test.describe('Company records', () => {
  test("a carrier sees a broker's badge on the board and in a post's details, and opens its card", async ({
    page,
    request,
  }) => {
    const broker = await freshAccount(request, { userType: 'BROKER' });
    const dealt = await postFreight(request, broker);
    const listed = await postFreight(request, broker, { pickupZip: '03903' });
    const accepted = await requestLoadViaApi(request, 'rfpCarrier', dealt.id, 1800);
    await decideViaApi(request, broker, accepted, 'ACCEPTED');
    const year = new Date().getUTCFullYear();
    const badgeText = `Since ${year} ·1 deal ·100% answered`;

    await signIn(page, 'rfpCarrier');
    await page.goto(`/all-loads?origin=${encodeURIComponent('Eliot')}`);
    const row = page.locator('[data-load-id]').filter({ hasText: listed.jobNumber });
    await expect(row.getByTestId('company-badge')).toHaveText(badgeText);

    await row.getByRole('button', { name: `View load ${listed.jobNumber}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details.getByTestId('company-badge')).toHaveText(badgeText);

    const name = details.getByRole('button', { name: `Company record of ${broker.companyName}` });
    await name.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: `Company record: ${broker.companyName}` });
    await expect(card.getByTestId('company-card')).toBeVisible();
    const fact = (label: string) =>
      card
        .locator('.company-card-facts > div', { has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(fact('Posts')).toHaveText('2');
    await expect(fact('Deals on its posts')).toHaveText('1');
    await expect(fact('Deals as carrier')).toHaveText('0');
    await expect(fact('Requests answered within 24 h')).toHaveText('100% (1 of 1)');
    await expect(fact('Median time to answer')).toHaveText(/^\d+ min$/);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(details).toBeVisible();
  });
});
