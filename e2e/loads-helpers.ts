import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, type DemoRole, unique } from './support/auth.ts';

/**
 * Helpers of the loads journeys (e2e/loads-*.spec.ts). The demo seed holds several hundred posts
 * between big-city ZIPs, so each test posts between small-town ZIPs of its own and a unique job
 * number, and filters to find them.
 */

/** A unique job number for this run, e.g. 'E2E-mfx3k0'. */
export const jobNumber = (prefix = 'E2E') => `${prefix}-${unique()}`.toUpperCase();

/** A calendar date `days` from today, as a date input takes it (YYYY-MM-DD). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as the load lists show it: MM/DD/YYYY. */
export const listDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A toast with exactly this text, on screen: one the user closed is left out while it slides away. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.Toastify__toast[data-in="true"]').filter({ hasText: text });

/** Types a ZIP and waits for the read-only location it looks up. */
export async function typeZip(
  page: Page,
  zipLabel: string,
  zip: string,
  locationLabel: string,
  location: string,
) {
  await page.getByLabel(zipLabel, { exact: true }).pressSequentially(zip);
  await expect(page.getByLabel(locationLabel, { exact: true })).toHaveValue(location);
}

/** A bearer token of a demo account, through the API (for data a test needs but does not test). */
export async function apiToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Posts a freight load through the API as `role` and returns it. */
export async function postLoadViaApi(
  request: APIRequestContext,
  role: DemoRole,
  body: Record<string, unknown>,
): Promise<{ id: number; jobNumber: string }> {
  const token = await apiToken(request, role);
  const res = await request.post('/api/loads', { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; jobNumber: string } }).data;
}
