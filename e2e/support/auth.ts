import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo seed's logins (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_EMAILS = {
  admin: 'admin@example.com',
  broker: 'broker@example.com',
  rfpCarrier: 'rfp.carrier@example.com',
  rfdCarrier: 'rfd.carrier@example.com',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, who: DemoRole | { email: string; password: string }) {
  const { email, password } =
    typeof who === 'string' ? { email: DEMO_EMAILS[who], password: DEMO_PASSWORD } : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

let counter = 0;
/** A unique suffix, so tests on one shared database never collide. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Registers an account through the API (not the screen under test) and returns its credentials. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string; username: string; firstName: string }> {
  const id = unique();
  const body = {
    firstName: 'Jamie',
    lastName: 'Tester',
    username: `jamie_${id}`,
    password: 'Secret-pass-1',
    companyName: `Tester Freight ${id}`,
    userType: 'RFP_CARRIER',
    contactName: 'Jamie Tester',
    phone: '555-010-2000',
    email: `jamie.${id}@example.com`,
    loadBoardUrls: [],
    ...overrides,
  };
  const res = await request.post('/api/auth/register', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const userId = (await res.json()).data.user.id as number;
  return {
    id: userId,
    email: body.email,
    password: body.password,
    username: body.username,
    firstName: body.firstName,
  };
}
