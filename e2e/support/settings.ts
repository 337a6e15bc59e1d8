import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, type DemoRole } from './auth.ts';

export interface UserSettings {
  language?: 'en' | 'es' | 'fr';
  timezone?: 'UTC' | 'EST' | 'PST';
}

/** PATCH /api/settings/general as the token's user. */
export async function saveSettings(request: APIRequestContext, token: string, settings: UserSettings) {
  const res = await request.patch('/api/settings/general', {
    headers: { authorization: `Bearer ${token}` },
    data: settings,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * For the tests of the describe block it is called in: sets a demo user's language and time zone
 * through the settings API (they apply at the user's next sign-in or page load) and returns the
 * user's token. Other specs sign in as the same demo users, so each test puts them back to English
 * and UTC after it.
 */
export function demoSettingsPerTest() {
  const restore: (() => Promise<void>)[] = [];
  test.afterEach(async () => {
    for (const put of restore.splice(0)) await put();
  });
  return async (request: APIRequestContext, role: DemoRole, settings: UserSettings): Promise<string> => {
    const res = await request.post('/api/auth/login', {
      data: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    restore.push(() => saveSettings(request, token, { language: 'en', timezone: 'UTC' }));
    await saveSettings(request, token, settings);
    return token;
  };
}
