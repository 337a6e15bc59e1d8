import { expect, test } from '@playwright/test';
import { apiToken } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

/** System Analytics (/admin/analytics): the figures the API answers, in cards, and the charts. */

const card = (page: import('@playwright/test').Page, id: string) =>
  page.locator(`[data-stat="${id}"] .stat-card-value`);
/** Dollars with thousands separators and cents (spec 2). */
const DOLLARS = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

test.describe('System Analytics', () => {
  test('shows the figures in their groups, and the charts', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const res = await request.get('/api/admin/analytics', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const { data } = await res.json();

    await signIn(page, 'admin');
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'System Analytics' })).toBeVisible();
    for (const group of [
      'User Statistics',
      'Load Statistics',
      'Revenue Statistics',
      'Subscription Revenue',
    ]) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    for (const [label, id] of [
      ['Total Users', 'totalUsers'],
      ['Active Users', 'activeUsers'],
      ['New Users This Month', 'newUsersThisMonth'],
      ['Total Loads', 'totalLoads'],
      ['Active Loads', 'activeLoads'],
      ['Completed Loads', 'completedLoads'],
      ['Total Revenue', 'totalRevenue'],
      ['Monthly Revenue', 'monthlyRevenue'],
      ['Average Load Revenue', 'averageLoadRevenue'],
    ]) {
      await expect(page.getByRole('group', { name: label, exact: true })).toBeVisible();
      await expect(card(page, id as string)).not.toBeEmpty();
    }
    // The demo marketplace's figures, as the API counts them.
    await expect(card(page, 'totalUsers')).toHaveText(data.userStats.totalUsers.toLocaleString('en-US'));
    await expect(card(page, 'completedLoads')).toHaveText(
      data.loadStats.completedLoads.toLocaleString('en-US'),
    );
    const money = (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    await expect(card(page, 'totalRevenue')).toHaveText(money(data.revenueStats.totalRevenue));
    expect(data.revenueStats.totalRevenue).toBeGreaterThan(1000);
    for (const id of ['totalRevenue', 'monthlyRevenue', 'averageLoadRevenue', 'subscriptionTotal']) {
      await expect(card(page, id)).toHaveText(DOLLARS);
    }

    // The charts: activity and revenue drawn by the chart library, the lanes as bars.
    const activity = page.locator('[data-chart="activity"]');
    await expect(activity.getByRole('heading', { name: 'Posts and Accepted Requests' })).toBeVisible();
    await expect(activity.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(activity.locator('.recharts-line')).toHaveCount(2);
    await expect(
      activity.locator('.recharts-legend-wrapper').getByText('Accepted requests', { exact: true }),
    ).toBeVisible();
    const revenue = page.locator('[data-chart="revenue"]');
    await expect(revenue.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(revenue.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const lanes = page.locator('[data-chart="lanes"] li');
    await expect(lanes).toHaveCount(Math.min(10, data.charts.lanes.length));
    const [busiest] = data.charts.lanes;
    await expect(lanes.first()).toContainText(`${busiest.origin} → ${busiest.destination}`);
  });

  test('is refused to other users', async ({ page }) => {
    await signIn(page, 'broker');
    await page.goto('/admin/analytics');
    await expect(page.getByRole('alert').filter({ hasText: 'Access denied' })).toBeVisible();
    await expect(page.locator('[data-chart]')).toHaveCount(0);
  });
});
