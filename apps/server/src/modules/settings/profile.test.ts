import { userProfile } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signInAs } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * The user object every answer carries (register, login, the profiles) reflects the settings: the web
 * applies language and time zone at sign-in, and shows the header's sync button from loadBoardUrls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the profile carries the settings', () => {
  it('a new account: en, UTC, the system theme and its registered URLs', async () => {
    const account = await registerUser(t.app, { loadBoardUrls: ['https://feeds.example.com/a.csv'] });
    expect(userProfile.strict().parse(account.user)).toMatchObject({
      language: 'en',
      timezone: 'UTC',
      theme: 'SYSTEM',
      loadBoardUrls: ['https://feeds.example.com/a.csv'],
    });
  });

  it('after a settings change: login, GET /users/profile and GET /auth/profile', async () => {
    const account = await registerUser(t.app);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: { authorization: `Bearer ${account.token}` },
      payload: { language: 'fr', timezone: 'EST', loadBoardUrls: ['https://boards.example.com/feed.csv'] },
    });
    expectStatus(change, 200);
    const expected = {
      language: 'fr',
      timezone: 'EST',
      loadBoardUrls: ['https://boards.example.com/feed.csv'],
    };

    const signedIn = await signInAs(t, account.user);
    expect(userProfile.strict().parse(signedIn.user)).toMatchObject(expected);
    for (const url of ['/api/users/profile', '/api/auth/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: signedIn.headers });
      expectStatus(res, 200);
      expect(userProfile.strict().parse(res.json().data), url).toMatchObject(expected);
    }

    // Removing the last URL hides the sync button: the profile says so.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/load-board-urls',
      headers: signedIn.headers,
      payload: { loadBoardUrls: [] },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: signedIn.headers });
    expect(after.json().data.loadBoardUrls).toEqual([]);
  });
});
