import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { freshAccount } from './requests-helpers.ts';
import { signIn, unique } from './support/auth.ts';

/** A day this many days from now, as the feeds write dates. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A load board on loopback (the e2e servers run with LOADBOARD_ALLOW_PRIVATE=true): `/<name>.csv`
 * answers two posts whose job numbers start with <name>, after a second or `?wait=<ms>`.
 */
let feedServer: Server;
let feedBase: string;
/** Each feed's first pickup day, the same at every read: its posts never repeat another feed's. */
const feedDays = new Map<string, number>();
const firstDayOf = (name: string) => {
  if (!feedDays.has(name)) feedDays.set(name, 20 + 3 * feedDays.size);
  return feedDays.get(name) ?? 20;
};
test.beforeAll(async () => {
  feedServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    const name = /^\/([\w-]+)\.csv$/.exec(url.pathname)?.[1];
    if (!name) {
      response.writeHead(404).end();
      return;
    }
    const day = firstDayOf(name);
    const rows = [1, 2].map(
      (n) => `${name}-${n},10001,60601,${inDays(day + n)},${inDays(day + 3 + n)},1200,${2000 + n}`,
    );
    // A second's wait, as a real board takes: a sync is then seen running, not only finished.
    setTimeout(
      () => {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.end(
          ['jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate', ...rows].join('\r\n'),
        );
      },
      Number(url.searchParams.get('wait') ?? 1000),
    );
  });
  feedServer.listen(0, '127.0.0.1');
  await once(feedServer, 'listening');
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

async function memberWithUrls(request: APIRequestContext, urls: string[]) {
  const account = await freshAccount(request, { userType: 'BROKER' });
  const res = await request.patch('/api/settings/load-board-urls', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { loadBoardUrls: urls },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

test.describe('load-board sync', () => {
  test('the admin lists the URLs, deletes one and all of a user, and syncs all with progress to 100%', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `feed-${unique()}`;
    const member = await memberWithUrls(request, [`${feedBase}/${name}.csv`]);
    const doomedUrl = `${feedBase}/gone-${unique()}.csv`;
    await memberWithUrls(request, [doomedUrl]);
    const leaving = await memberWithUrls(request, [
      `${feedBase}/a-${unique()}.csv`,
      `${feedBase}/b-${unique()}.csv`,
    ]);

    await signIn(page, 'admin');
    await page.goto('/admin/loadboard-scraper');
    await expect(page.getByRole('heading', { name: 'Loadboard URLs Management' })).toBeVisible();
    const memberRow = page.locator('.loadboard-url-list [data-url-id]', { hasText: `${name}.csv` });
    await expect(memberRow).toContainText(member.companyName);
    const link = memberRow.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', `${feedBase}/${name}.csv`);
    // At 1280 px beside the sidebar and contacts the rows are cards, each field with its label.
    for (const label of ['User', 'Company', 'Created At']) await expect(memberRow).toContainText(label);

    // Delete URL asks first; Cancel keeps it, Delete removes it.
    const doomedRow = page.locator('.loadboard-url-list [data-url-id]', { hasText: doomedUrl });
    await doomedRow.getByRole('button', { name: /^Delete URL / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this URL?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(doomedRow).toBeVisible();
    await doomedRow.getByRole('button', { name: /^Delete URL / }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Loadboard URL deleted successfully')).toBeVisible();
    await expect(doomedRow).toHaveCount(0);

    // Delete All User URLs removes both of that user's rows.
    const leavingRows = page.locator('.loadboard-url-list [data-url-id]', { hasText: leaving.companyName });
    await expect(leavingRows).toHaveCount(2);
    await leavingRows
      .first()
      .getByRole('button', { name: /^Delete all URLs of / })
      .click();
    await expect(dialog).toContainText('Are you sure you want to delete all URLs for this user?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'All loadboard URLs for user deleted successfully')).toBeVisible();
    await expect(leavingRows).toHaveCount(0);

    // Sync All: Refresh and Sync wait while it runs; the bar reaches 100% and the result is announced.
    await page.getByRole('button', { name: 'Sync All Loadboards' }).click();
    await expect(toast(page, 'Loadboard sync started')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    const bar = page.getByRole('progressbar', { name: 'Sync progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
    await expect(bar).toHaveText('100%');
    await expect(toast(page, /Sync completed! Posts added: \d+/)).toBeVisible();
    await expect(page.locator('.loadboard-sync-result')).toContainText('Sync completed!');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    // The member's feed was imported for the member.
    const posts = await request.get('/api/loads?mine=true&limit=100', {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const jobNumbers = ((await posts.json()).data.loads as { jobNumber: string }[]).map(
      (load) => load.jobNumber,
    );
    expect(jobNumbers.sort()).toEqual([`${name}-1`, `${name}-2`]);
  });

  test("a member's header sync runs in the background with its progress, imports their own feeds and says what it added", async ({
    page,
    request,
  }) => {
    const name = `mine-${unique()}`;
    const member = await memberWithUrls(request, [
      `${feedBase}/${name}.csv`,
      `${feedBase}/${name}-late.csv?wait=6000`,
    ]);
    await signIn(page, { email: member.email, password: member.password });
    await page.getByRole('button', { name: 'Sync load boards' }).click();
    // The first board is read while the second still keeps the job going: the button waits, half done.
    const running = page.getByRole('button', { name: 'Syncing... 50%' });
    await expect(running).toBeVisible({ timeout: 15_000 });
    await expect(running).toBeDisabled();
    await expect(toast(page, 'Loadboard sync completed successfully')).toBeVisible({ timeout: 30_000 });
    await expect(toast(page, 'Load board sync — posts added: 4, updated: 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync load boards' })).toBeEnabled();

    // Again: the same posts are updated, not duplicated. (The toasts cover the header's right side
    // and pause while the pointer is over them: the pointer leaves and they close.)
    await page.mouse.move(400, 600);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sync load boards' }).click();
    await expect(toast(page, 'Load board sync — posts added: 0, updated: 4')).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/view-loads');
    await expect(page.getByText(`${name}-1`, { exact: true })).toHaveCount(1);
    await expect(page.getByText(`${name}-late-1`, { exact: true })).toHaveCount(1);
  });
});
