import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiToken, inDays, jobNumber } from './loads-helpers.ts';
import { type DemoRole, registerViaApi } from './support/auth.ts';

/**
 * Helpers of the requests, notifications and dashboards journeys (e2e/requests-*.spec.ts,
 * e2e/notifications-*.spec.ts, e2e/dashboards-*.spec.ts). Data a test needs but does not test is made
 * through the API.
 */

type Who = DemoRole | { token: string };

async function tokenOf(request: APIRequestContext, who: Who): Promise<string> {
  return typeof who === 'string' ? apiToken(request, who) : who.token;
}

/** A bearer token for any account, through the API. */
export async function loginToken(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { ...credentials, rememberMe: false } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Registers a fresh account (it gets a trial, so it may post and request) and returns its token. */
export async function freshAccount(
  request: APIRequestContext,
  overrides: Record<string, unknown>,
): Promise<{ token: string; email: string; password: string; companyName: string }> {
  const companyName = `E2E Freight ${jobNumber('CO')}`;
  const account = await registerViaApi(request, { companyName, ...overrides });
  return { ...account, companyName, token: await loginToken(request, account) };
}

/** A freight post between two small towns, picked up `pickupInDays` from today, with `overrides`. */
export const freightBody = (pickupInDays: number, overrides: Record<string, unknown> = {}) => ({
  pickupZip: '03901',
  deliveryZip: '05001',
  pickupDate: inDays(pickupInDays),
  deliveryDate: inDays(pickupInDays + 2),
  balance: 900,
  rate: 1875.5,
  cubicFeet: 700,
  weight: 6200,
  ...overrides,
});

/**
 * Posts an RFP (or RFD) load between two small towns, through the API. The account may already have
 * this load ACTIVE from an earlier test, which would be a duplicate (409): then it is posted for a
 * later pickup day, unless the test gave the day.
 */
export async function postFreight(
  request: APIRequestContext,
  who: Who,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; jobNumber: string }> {
  const token = await tokenOf(request, who);
  for (let later = 0; ; later += 1) {
    const res = await request.post('/api/loads', {
      headers: { authorization: `Bearer ${token}` },
      data: freightBody(30 + later, { jobNumber: jobNumber('REQ'), ...overrides }),
    });
    if (res.status() === 409 && overrides.pickupDate === undefined && later < 300) continue;
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number; jobNumber: string } }).data;
  }
}

/** POST /api/loads/:id/request as `who`; returns the request's id. */
export async function requestLoadViaApi(
  request: APIRequestContext,
  who: Who,
  loadId: number,
  proposedRate: number,
  message = "I'm interested in this load.",
): Promise<number> {
  const token = await tokenOf(request, who);
  const res = await request.post(`/api/loads/${loadId}/request`, {
    headers: { authorization: `Bearer ${token}` },
    data: { proposedRate, message },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** PATCH /api/requests/:id/status as `who`. */
export async function decideViaApi(
  request: APIRequestContext,
  who: Who,
  requestId: number,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<void> {
  const token = await tokenOf(request, who);
  const res = await request.patch(`/api/requests/${requestId}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The header's bell (it opens the panel of the latest notifications, named with its unread count). */
export const bell = (page: Page): Locator =>
  page.locator('.app-header').getByRole('button', { name: /^Notifications/ });

/** The bell's panel, open. */
export const bellPanel = (page: Page): Locator => page.locator('.app-header .notification-panel.show');

/** Opens the Notifications page as a user does: the bell, then its panel's See all notifications. */
export async function openNotificationsPage(page: Page): Promise<void> {
  await bell(page).click();
  const seeAll = bellPanel(page).getByRole('link', { name: 'See all notifications' });
  await expect(seeAll).toBeVisible();
  // The list, once in, moves the link down.
  await expect(bellPanel(page).getByRole('status')).toHaveCount(0);
  await seeAll.click();
  await expect(page).toHaveURL(/\/notifications$/);
}

/** The unread count the bell shows now: the badge's number, 0 when there is no badge. */
export async function bellCount(page: Page): Promise<number> {
  const badge = bell(page).locator('.badge');
  if ((await badge.count()) === 0) return 0;
  const text = ((await badge.textContent()) ?? '').trim();
  const match = /^(\d+)(\+)?/.exec(text);
  if (!match?.[1]) throw new Error(`Unreadable badge: ${text}`);
  return Number(match[1]);
}

/** Waits until the bell has read the server's count (its first answer arrived). */
export async function settledBellCount(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAttribute('data-unread-count', /\d+/);
  // The first poll answer sets it; give the stream's first event a moment to agree.
  await page.waitForTimeout(300);
  return bellCount(page);
}

/** A dashboard card, found by its label (each card is a group named by it). */
export const statCard = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: label, exact: true });

/** The number a dashboard card shows, once it shows one. */
export async function statNumber(page: Page, label: string): Promise<number> {
  const value = statCard(page, label).locator('.stat-card-value');
  await expect(value).toHaveText(/^\$?\d[\d,]*(\.\d{2})?$/);
  return Number(((await value.textContent()) ?? '').replace(/[$,]/g, ''));
}

/** Marks the page so a test can prove it was never reloaded. */
export async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}
