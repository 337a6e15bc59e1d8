import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginToken, postFreight } from './requests-helpers.ts';
import { registerViaApi, signIn } from './support/auth.ts';

/** A UTC day from today, YYYY-MM-DD (the demo admin reads in UTC). */
const utcDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Activity Logs', () => {
  test('filters by user, type and day, pages 10 at a time, and downloads the filtered log as CSV', async ({
    page,
    request,
  }) => {
    // A fresh broker of its own: its registration, 11 posts and a status change are 13 entries.
    const account = await registerViaApi(request, { userType: 'BROKER' });
    const broker = { ...account, token: await loginToken(request, account) };
    const posts = [];
    for (let index = 0; index < 11; index += 1) posts.push(await postFreight(request, broker));
    const cancelled = posts[0];
    if (!cancelled) throw new Error('no post');
    const res = await request.patch(`/api/admin/loads/${cancelled.id}/status`, {
      headers: { authorization: `Bearer ${broker.token}` },
      data: { status: 'CANCELLED' },
    });
    expect(res.status()).toBe(200);

    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Activity Logs' }).click();
    await expect(page).toHaveURL(/\/admin\/activity-logs$/);
    await expect(page.getByRole('heading', { name: 'Activity Logs' })).toBeVisible();
    const rows = page.locator('[data-log-id]');
    await expect(rows.first()).toBeVisible();

    // The user ID applies with Enter: the count line and the first page of 10.
    await page.getByLabel('User ID').fill(String(broker.id));
    await page.getByLabel('User ID').press('Enter');
    await expect(page).toHaveURL(new RegExp(`userId=${broker.id}`));
    await expect(page.getByText('Activity logs found: 13')).toBeVisible();
    await expect(rows).toHaveCount(10);
    const table = page.getByRole('table');
    for (const header of ['Timestamp', 'User ID', 'Action', 'Details'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    // Newest first: the status change, then the posts.
    await expect(rows.first()).toContainText('Status Update');
    await expect(rows.first()).toContainText(`Load #${cancelled.id} status ACTIVE → CANCELLED`);
    await expect(rows.first()).toContainText(String(broker.id));

    // Page 2 holds the rest; a filter change goes back to page 1.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(3);
    await expect(rows.last()).toContainText('User Created');
    await page.getByLabel('Activity type').selectOption({ label: 'Load Posted' });
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText('Activity logs found: 11')).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasText: 'Status Update' })).toHaveCount(0);

    // Days: today holds them; tomorrow nothing.
    await page.getByLabel('Start date').fill(utcDay());
    await page.getByLabel('End date').fill(utcDay());
    await expect(page).toHaveURL(
      new RegExp(`startDate=${utcDay()}.*endDate=${utcDay()}|endDate=${utcDay()}.*startDate=${utcDay()}`),
    );
    await expect(page.getByText('Activity logs found: 11')).toBeVisible();
    await page.getByLabel('End date').fill(utcDay(1));
    await page.getByLabel('Start date').fill(utcDay(1));
    await expect(page.getByText('No activity logs match these filters')).toBeVisible();
    await expect(page.getByText('Activity logs found: 0')).toBeVisible();

    // Back to today, then the CSV of exactly what the filters show.
    await page.getByLabel('Start date').fill(utcDay());
    await page.getByLabel('End date').fill(utcDay());
    await expect(page.getByText('Activity logs found: 11')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activity-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Timestamp","User ID","Action","Details"');
    expect(lines).toHaveLength(12);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        new RegExp(
          `^"${utcDay()}T\\d{2}:\\d{2}:\\d{2}Z","${broker.id}","LOAD_POSTED","Posted RFP load #\\d+`,
        ),
      );
    }

    // Clear empties every filter.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/activity-logs$/);
    await expect(page.getByLabel('User ID')).toHaveValue('');
  });

  test('says which user ID it cannot read, and keeps the list as it was', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/activity-logs');
    await expect(page.locator('[data-log-id]').first()).toBeVisible();
    await page.getByLabel('User ID').fill('1.5');
    await page.getByLabel('User ID').press('Enter');
    await expect(page.getByText('User ID must be a whole number of 1 or more')).toBeVisible();
    await expect(page).not.toHaveURL(/userId=/);
  });
});
