import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_BROKER, TEST_BROKER } from '../test/users.ts';
import { type Answer, renderWithProviders, serveApi, signedInEachTest } from '../test/web-test-kit.tsx';
import { getSession, signOut, USER_KEY } from './session.ts';
import { type SessionContextValue, useSession } from './session-context.tsx';

let answerProfile: (() => void) | null = null;

serveApi((url, answer: Answer) => {
  if (url.pathname !== '/api/users/profile') return;
  // The profile answers when the test says so.
  return new Promise<void>((resolve) => {
    answerProfile = () => {
      answer(200, { status: 'success', data: API_BROKER });
      resolve();
    };
  });
});

signedInEachTest(TEST_BROKER);

let session: SessionContextValue | undefined;

/** Hands the test the session's context. */
function Probe() {
  session = useSession();
  return null;
}

describe('the session', () => {
  it('a profile that comes after the session ended does not bring the user back', async () => {
    renderWithProviders(<Probe />);
    const refresh = session?.refreshUser();
    await waitFor(() => expect(answerProfile).not.toBeNull());
    signOut();
    answerProfile?.();
    await refresh;
    expect(getSession().user).toBeNull();
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
