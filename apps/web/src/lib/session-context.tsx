import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { api } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import {
  getSession,
  getToken,
  loadSession,
  replaceToken,
  type SessionUser,
  setSessionUser,
  signIn,
  signOut,
  subscribeSession,
  TOKEN_KEY,
  USER_KEY,
} from './session.ts';

export interface SessionContextValue {
  token: string | null;
  user: SessionUser | null;
  /** A token and a user record: signed in. */
  isAuthenticated: boolean;
  /** A token or a user record: the guard lets the user in (spec 2). */
  hasSession: boolean;
  /** Stores a login or registration answer; false (logged only) when the token or user is missing. */
  signIn: (data: unknown, rememberMe: boolean) => boolean;
  /** Ends the session on the server, clears it here and goes to /login. */
  logout: () => void;
  /**
   * Ends every session of the user on the server (POST /api/auth/logout-all), then this one here.
   * Unlike logout it waits for the server: if the call fails, the other sessions still run, so the
   * user stays signed in to try again.
   */
  logoutEverywhere: () => Promise<void>;
  /** Fetches GET /api/users/profile and stores it as the session's user. */
  refreshUser: () => Promise<SessionUser>;
  setUser: (user: SessionUser) => void;
  replaceToken: (token: string) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

let profileRequest: Promise<SessionUser> | null = null;

/**
 * One profile request at a time, however many screens ask. An answer that comes after its session
 * ended (a logout while it was on its way) is not stored: it would bring the user record back.
 */
function fetchProfile(): Promise<SessionUser> {
  const token = getToken();
  profileRequest ??= api
    .get<SessionUser>('/users/profile')
    .then(({ data }) => {
      if (getToken() === token) setSessionUser(data);
      return data;
    })
    .finally(() => {
      profileRequest = null;
    });
  return profileRequest;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const queryClient = useQueryClient();

  // A sign-in or sign-out in another tab (localStorage sessions) reaches this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) loadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const logout = useCallback(() => {
    // The server ends the token (the request has read it before signOut clears it); the browser
    // forgets the session at once whatever the answer, so an unreachable server never keeps anyone in.
    api.post('/auth/logout').catch(() => {});
    signOut();
    queryClient.clear();
    navigateTo('/login');
  }, [queryClient]);

  const logoutEverywhere = useCallback(async () => {
    await api.post('/auth/logout-all');
    signOut();
    queryClient.clear();
    navigateTo('/login');
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      token: session.token,
      user: session.user,
      isAuthenticated: Boolean(session.token && session.user),
      hasSession: Boolean(session.token || session.user),
      signIn,
      logout,
      logoutEverywhere,
      refreshUser: fetchProfile,
      setUser: setSessionUser,
      replaceToken,
    }),
    [session, logout, logoutEverywhere],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
