import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_KEY } from '../i18n/index.ts';
import { TEST_BROKER } from '../test/users.ts';
import {
  applyUserPreferences,
  expireSession,
  getSession,
  loadSession,
  replaceToken,
  setSessionUser,
  signIn,
  signOut,
  subscribeSession,
  TOKEN_KEY,
  USER_KEY,
} from './session.ts';
import { getTimeZone, setTimeZone } from './time-zone.ts';

const user = TEST_BROKER;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  loadSession();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
  setTimeZone('UTC');
});

describe('signing in', () => {
  it('"Remember me" keeps the session in localStorage', () => {
    expect(signIn({ token: 'long-token', user }, true)).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('long-token');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSession()).toMatchObject({ token: 'long-token', user, persistent: true });
  });

  it('without "Remember me" the session lives in sessionStorage only', () => {
    expect(signIn({ token: 'short-token', user }, false)).toBe(true);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('short-token');
    expect(sessionStorage.getItem(USER_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('a new sign-in replaces a session kept in the other store', () => {
    signIn({ token: 'remembered', user }, true);
    signIn({ token: 'this-tab', user }, false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('this-tab');
  });

  it.each([
    ['no token', { user }],
    ['an empty token', { token: '', user }],
    ['no user', { token: 'abc' }],
    ['nothing', undefined],
  ])('rejects login data with %s (logged only)', (_case, data) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(signIn(data, true)).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    expect(getSession()).toMatchObject({ token: null, user: null });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe('page start', () => {
  it('a stored token and user record mean signed in', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    expect(loadSession()).toEqual({ token: 'abc', user, persistent: true });
  });

  it('reads a sessionStorage session too', () => {
    sessionStorage.setItem(TOKEN_KEY, 'abc');
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    expect(loadSession()).toEqual({ token: 'abc', user, persistent: false });
  });

  it.each(['{not json', 'null', '42', '[]'])(
    'a user record that cannot be read (%s) clears the session',
    (raw) => {
      localStorage.setItem(TOKEN_KEY, 'abc');
      localStorage.setItem(USER_KEY, raw);
      sessionStorage.setItem(TOKEN_KEY, 'other');
      expect(loadSession()).toMatchObject({ token: null, user: null });
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(USER_KEY)).toBeNull();
      expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    },
  );

  it('a token without a user record is kept (the profile is fetched)', () => {
    sessionStorage.setItem(TOKEN_KEY, 'abc');
    expect(loadSession()).toEqual({ token: 'abc', user: null, persistent: false });
  });

  it('a user record without a token does not sign anyone in', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    expect(loadSession()).toMatchObject({ token: null, user: null });
  });
});

describe('during the session', () => {
  it('a new token (password change) and a fresh profile go to the store in use', () => {
    signIn({ token: 'old', user }, true);
    replaceToken('new');
    setSessionUser({ ...user, firstName: 'Dee' } as never);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').firstName).toBe('Dee');
    expect(sessionStorage.length).toBe(0);
    expect(getSession()).toMatchObject({ token: 'new', user: { firstName: 'Dee' } });
  });

  it('a fresh profile the same as the stored record tells no screen to redraw', () => {
    signIn({ token: 'abc', user }, true);
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSessionUser({ ...user } as never);
    expect(listener).not.toHaveBeenCalled();
    setSessionUser({ ...user, firstName: 'Dee' } as never);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a 401 expires the token (and the record)', () => {
    signIn({ token: 'abc', user }, false);
    expireSession();
    expect(getSession()).toMatchObject({ token: null, user: null });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logout clears both stores', () => {
    localStorage.setItem(TOKEN_KEY, 'a');
    localStorage.setItem(USER_KEY, '{}');
    sessionStorage.setItem(TOKEN_KEY, 'b');
    sessionStorage.setItem(USER_KEY, '{}');
    loadSession();
    signOut();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(getSession()).toMatchObject({ token: null, user: null });
  });
});

describe('the user’s language and time zone follow the user record', () => {
  it('at sign-in, from the profile the server answered', () => {
    signIn({ token: 'abc', user: { ...user, language: 'fr', timezone: 'PST' } }, false);
    expect(i18n.language).toBe('fr');
    expect(getTimeZone()).toBe('PST');
    // The public screens open in it next time too.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
  });

  it('at page start, from the stored record', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, language: 'es', timezone: 'EST' }));
    loadSession();
    expect(i18n.language).toBe('es');
    expect(getTimeZone()).toBe('EST');
  });

  it('when the profile is fetched again (changed in another browser)', () => {
    signIn({ token: 'abc', user: { ...user, language: 'fr', timezone: 'PST' } }, true);
    setSessionUser({ ...user, language: 'es', timezone: 'UTC' } as never);
    expect(i18n.language).toBe('es');
    expect(getTimeZone()).toBe('UTC');
  });

  it('a record that names none keeps the language and reads the time in UTC', async () => {
    await i18n.changeLanguage('fr');
    setTimeZone('PST');
    signIn({ token: 'abc', user }, false);
    expect(i18n.language).toBe('fr');
    expect(getTimeZone()).toBe('UTC');
  });

  it('a record naming values the app does not know counts as naming none', () => {
    signIn({ token: 'abc', user: { ...user, language: 'de', timezone: 'CET' } }, false);
    expect(i18n.language).toBe('en');
    expect(getTimeZone()).toBe('UTC');
  });

  it('a choice applied from Settings switches at once and is kept in the stored record', () => {
    signIn({ token: 'abc', user: { ...user, language: 'en', timezone: 'UTC' } }, true);
    applyUserPreferences({ timezone: 'EST' });
    expect(getTimeZone()).toBe('EST');
    expect(i18n.language).toBe('en');
    applyUserPreferences({ language: 'fr' });
    expect(i18n.language).toBe('fr');
    expect(getTimeZone()).toBe('EST');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({
      language: 'fr',
      timezone: 'EST',
    });
    // The next page load starts in them.
    loadSession();
    expect(getSession().user).toMatchObject({ language: 'fr', timezone: 'EST' });
  });
});
