import { MESSAGES } from '@loadboard/contracts';
import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { CenteredMessage } from '../../components/centered-message.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';
import { AppShell } from '../shell/app-shell.tsx';

/** The stored record is refreshed once per page load, so the shell shows current details. */
let refreshedThisPage = false;

/**
 * Every guarded screen: the guard (the route loader checks first; this keeps it true when the
 * session ends while a screen is open), the profile when only a token is stored, and the shell.
 */
export function Component() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { token, user, hasSession, logout, refreshUser } = useSession();
  const [profileFailed, setProfileFailed] = useState(false);
  const needsProfile = Boolean(token && !user);

  const loadProfile = useCallback(() => {
    setProfileFailed(false);
    refreshUser().catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'aborted') return;
      setProfileFailed(true);
      notifyError(error, MESSAGES.fetchUserFailed);
    });
  }, [refreshUser]);

  useEffect(() => {
    if (needsProfile) loadProfile();
  }, [needsProfile, loadProfile]);

  useEffect(() => {
    if (refreshedThisPage || !token || !user) return;
    refreshedThisPage = true;
    refreshUser().catch((error: unknown) => {
      if (!(error instanceof ApiError)) return;
      // A token the server no longer accepts: the client already went to /login; say why.
      if (error.status === 401) notifyError(error, MESSAGES.fetchUserFailed);
      // A deactivated account cannot use its token any more (decisions.md): say so and sign out.
      if (error.code === 'ACCOUNT_INACTIVE') {
        notifyError(error, MESSAGES.fetchUserFailed);
        logout();
      }
      // Anything else keeps the stored record.
    });
  }, [token, user, refreshUser, logout]);

  if (!hasSession) return <Navigate to="/login" replace />;

  return (
    <AppShell user={user} onLogout={logout}>
      {profileFailed && !user ? (
        <CenteredMessage
          role="alert"
          icon={<AlertIcon size={28} />}
          title={text(MESSAGES.fetchUserFailed)}
          text={t('shell.profileUnavailable')}
          action={<Button onClick={loadProfile}>{t('common.retry')}</Button>}
        />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
