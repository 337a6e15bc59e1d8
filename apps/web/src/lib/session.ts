import type { Language, Theme, Timezone, UserProfile } from '@loadboard/contracts';
import { i18n, isLanguage, setLanguage } from '../i18n/index.ts';
import { DEFAULT_THEME, forgetTheme, isTheme, setTheme } from './theme.ts';
import { DEFAULT_TIME_ZONE, isTimezone, setTimeZone } from './time-zone.ts';

/**
 * The signed-in session: the access token and the user record (spec 3 "Session", spec 4, decisions.md
 * "Accounts and sessions").
 *
 * - "Remember me" checked keeps the session in localStorage (the server issues a 30-day token);
 *   unchecked keeps it in sessionStorage (12-hour token). Only one of the two stores holds it.
 * - At page start, a stored token and a readable user record mean the user is signed in. A record
 *   that cannot be read clears the session. A token without a record is kept: the guard lets it
 *   through and the shell fetches the profile.
 * - A 401 from the API expires the session (token and record), so the guard and the shell agree.
 * - The user's language and time zone follow the user record (decisions.md "The page shell"): at
 *   sign-in, at page start with a stored record, and whenever the record is refreshed from the
 *   profile, so they follow the user to any browser. A record without a language keeps the current
 *   one; without a time zone, UTC.
 *
 * The state lives in this module (not in React) so the API client can read the token and expire it;
 * `SessionProvider` mirrors it into React with useSyncExternalStore.
 */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The settings of a user that change how every screen reads. */
export interface UserPreferences {
  language: Language;
  timezone: Timezone;
  theme: Theme;
}

/**
 * The user record as stored. Older or newer records may lack fields (a record stored before profiles
 * carried the language, time zone and theme), so screens stay defensive.
 */
export type SessionUser = Omit<UserProfile, keyof UserPreferences> & Partial<UserPreferences>;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** true when the session lives in localStorage ("Remember me"). */
  persistent: boolean;
}

type StorageKind = 'local' | 'session';

const EMPTY: SessionState = Object.freeze({ token: null, user: null, persistent: false });

/** In-memory stand-in for environments without Web Storage (Node tests, storage disabled). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const fallbackStorages: Record<StorageKind, Storage> = {
  local: new MemoryStorage(),
  session: new MemoryStorage(),
};

export function storageFor(kind: StorageKind): Storage {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Access to storage can throw (privacy settings); fall back to memory.
  }
  return fallbackStorages[kind];
}

function clearStores() {
  for (const kind of ['local', 'session'] as const) {
    const storage = storageFor(kind);
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
}

/** A stored record is readable when it is JSON for a plain object. */
function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as SessionUser;
  } catch {
    // fall through
  }
  return null;
}

/** Reads the stored session; clears the stores when the user record cannot be read. */
export function readStoredSession(): SessionState {
  for (const kind of ['local', 'session'] as const) {
    const storage = storageFor(kind);
    const token = storage.getItem(TOKEN_KEY);
    const rawUser = storage.getItem(USER_KEY);
    if (!token && rawUser === null) continue;
    const persistent = kind === 'local';
    if (rawUser !== null) {
      const user = parseUser(rawUser);
      if (!user) {
        clearStores();
        return EMPTY;
      }
      if (token) return { token, user, persistent };
      // A record without a token does not make anyone signed in.
      storage.removeItem(USER_KEY);
      continue;
    }
    return { token, user: null, persistent };
  }
  return EMPTY;
}

/** Switches the interface to the given language, zone and theme; what is not given stays as it is. */
function applyPreferences({ language, timezone, theme }: Partial<UserPreferences>) {
  if (language && language !== i18n.language) void setLanguage(language);
  if (timezone) setTimeZone(timezone);
  if (theme) setTheme(theme);
}

/**
 * A user record's language (when it names a known one), time zone (UTC when it names none) and theme
 * (the device's when it names none).
 */
function preferencesOf(user: SessionUser): Partial<UserPreferences> {
  return {
    ...(isLanguage(user.language) ? { language: user.language } : {}),
    timezone: isTimezone(user.timezone) ? user.timezone : DEFAULT_TIME_ZONE,
    theme: isTheme(user.theme) ? user.theme : DEFAULT_THEME,
  };
}

let state: SessionState = readStoredSession();
if (state.user) applyPreferences(preferencesOf(state.user));
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  const userChanged = next.user !== null && next.user !== state.user;
  const signedOut = state.token !== null && next.token === null;
  state = next;
  if (userChanged && next.user) applyPreferences(preferencesOf(next.user));
  if (signedOut) forgetTheme();
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function getToken(): string | null {
  return state.token;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-reads the stores (page start, another tab changed them, tests). */
export function loadSession(): SessionState {
  setState(readStoredSession());
  return state;
}

/**
 * Stores the login or registration answer. Data without a token or a user is rejected and only
 * logged (spec 4). Returns whether the session was stored.
 */
export function signIn(data: unknown, rememberMe: boolean): boolean {
  const candidate = (data ?? {}) as { token?: unknown; user?: unknown };
  const { token, user } = candidate;
  if (typeof token !== 'string' || token.length === 0 || !user || typeof user !== 'object') {
    console.error('Login data is missing the token or the user; the session was not stored.', data);
    return false;
  }
  clearStores();
  const storage = storageFor(rememberMe ? 'local' : 'session');
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(user));
  setState({ token, user: user as SessionUser, persistent: rememberMe });
  return true;
}

/** Replaces the stored user record (after a profile fetch or update), in the store in use. */
export function setSessionUser(user: SessionUser): void {
  const record = JSON.stringify(user);
  // A refresh that brings the record as stored (each page load asks once) redraws nothing.
  if (state.user && JSON.stringify(state.user) === record) return;
  storageFor(state.persistent ? 'local' : 'session').setItem(USER_KEY, record);
  setState({ ...state, user });
}

/**
 * Applies a language, time zone or theme the user just chose (Settings calls it once the server has
 * saved them): every screen redraws in it at once, and the stored record keeps it for the next page load.
 */
export function applyUserPreferences(preferences: Partial<UserPreferences>): void {
  const chosen: Partial<UserPreferences> = {
    ...(preferences.language ? { language: preferences.language } : {}),
    ...(preferences.timezone ? { timezone: preferences.timezone } : {}),
    ...(preferences.theme ? { theme: preferences.theme } : {}),
  };
  applyPreferences(chosen);
  if (state.user) setSessionUser({ ...state.user, ...chosen });
}

/** Replaces the token (a password change issues a new one), in the store in use. */
export function replaceToken(token: string): void {
  storageFor(state.persistent ? 'local' : 'session').setItem(TOKEN_KEY, token);
  setState({ ...state, token });
}

/** A 401: the token is no longer valid, so the session ends. */
export function expireSession(): void {
  clearStores();
  setState(EMPTY);
}

/** Logout: clears both stores. Navigation to /login is the caller's (see SessionProvider). */
export function signOut(): void {
  clearStores();
  setState(EMPTY);
}
