import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { LockIcon } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** Admin screens: SUPER_ADMIN only. Others see why, inside the shell (the server refuses anyway). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <PageLoader />;
  if (user.userType !== 'SUPER_ADMIN') {
    return (
      <CenteredMessage
        role="alert"
        icon={<LockIcon size={28} />}
        title={t('errors.accessDeniedTitle')}
        text={t('errors.accessDenied')}
        action={
          <Link to="/dashboard" className="btn btn-primary">
            {t('common.backToHome')}
          </Link>
        }
      />
    );
  }
  return <Outlet />;
}
