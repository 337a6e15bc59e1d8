import { MESSAGES } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../components/icons.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';

/** 'Sign out everywhere' (POST /api/auth/logout-all): every session ends, this one included. */
export function SignOutEverywhereCard() {
  const { t } = useTranslation();
  const { logoutEverywhere } = useSession();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await logoutEverywhere();
      notifySuccess(MESSAGES.loggedOutEverywhere);
    } catch (error) {
      setPending(false);
      notifyError(error, t('profile.sessions.failed'));
    }
  };

  return (
    <TitledCard title={t('profile.sessions.title')}>
      <p className="text-body-secondary">{t('profile.sessions.description')}</p>
      <Button
        variant="outline-danger"
        onClick={() => void signOut()}
        disabled={pending}
        className="d-inline-flex align-items-center gap-2"
      >
        {pending ? (
          <Spinner animation="border" size="sm" aria-hidden="true" />
        ) : (
          <LogoutIcon width={16} height={16} aria-hidden="true" />
        )}
        {pending ? t('profile.sessions.signingOut') : t('profile.sessions.signOutEverywhere')}
      </Button>
    </TitledCard>
  );
}
