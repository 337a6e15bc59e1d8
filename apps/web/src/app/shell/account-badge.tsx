import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import type { SessionUser } from '../../lib/session.ts';

/**
 * What the account menu's toggle shows: the user's avatar, and their first name from 576 px. The
 * toggle's name is that text, then what it opens.
 */
export function AccountBadge({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Avatar photo={user?.photo} size={32} />
      <span className="header-profile-name d-none d-sm-inline text-truncate">{user?.firstName ?? ''}</span>{' '}
      <span className="visually-hidden">{t('shell.accountMenu')}</span>
    </>
  );
}
