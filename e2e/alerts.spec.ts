import { expect, test } from '@playwright/test';
import { inDays, jobNumber } from './loads-helpers.ts';
import { bell, bellCount, loginToken, openNotificationsPage } from './requests-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';

/*
 * A load alert end to end: a carrier with a service area watches the dashboard; another company
 * posts a load picked up inside that area; the carrier's bell goes up live (no reload, well before
 * the 60-second poll), and the notification links to the post. Fairbanks, AK is far from every other
 * spec's posts, so this carrier's area matches only this test's load.
 */

test.describe('load alerts', () => {
  test("a matching post reaches another carrier's bell live, with a link to the post", async ({
    page,
    request,
  }) => {
    const carrier = await registerViaApi(request, { userType: 'RFP_CARRIER' });
    const carrierToken = await loginToken(request, carrier);
    const saved = await request.patch('/api/settings/service-areas', {
      headers: { authorization: `Bearer ${carrierToken}` },
      data: { serviceAreas: [{ zipCode: '99701', radius: 25 }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await signIn(page, carrier);
    await expect(bell(page)).toBeVisible();
    expect(await bellCount(page)).toBe(0);

    const broker = await registerViaApi(request, { userType: 'BROKER' });
    const job = jobNumber('ALERT');
    const posted = await request.post('/api/loads', {
      headers: { authorization: `Bearer ${await loginToken(request, broker)}` },
      data: {
        jobNumber: job,
        pickupZip: '99701',
        deliveryZip: '99501',
        pickupDate: inDays(10),
        deliveryDate: inDays(12),
        balance: 900,
        rate: 2100,
        cubicFeet: 600,
        weight: 8000,
        equipment: 'Dry Van',
        commodityType: 'Household goods',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // Live: the page is not reloaded and the poll is a minute away.
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBe(1);

    await openNotificationsPage(page);
    const row = page.getByRole('row').filter({ hasText: 'Fairbanks, AK' });
    await expect(row).toContainText('matches your Fairbanks, AK service area');
    await row.getByRole('button', { name: 'New load alert', exact: true }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(job);
    // The alert leads to a load to request: the details offer the request form.
    await expect(details.getByRole('button', { name: /Submit Request/i })).toBeVisible();
  });
});
