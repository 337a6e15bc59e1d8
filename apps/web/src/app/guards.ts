import { redirect } from 'react-router';
import { getSession } from '../lib/session.ts';

/** Spec 2: guarded screens send to /login when there is neither a user nor a stored token. */
export function requireSession() {
  const { token, user } = getSession();
  return token || user ? null : redirect('/login');
}

/** A signed-in user opening /login or /register goes to the dashboard instead. */
export function redirectIfSignedIn() {
  const { token, user } = getSession();
  return token && user ? redirect('/dashboard') : null;
}
