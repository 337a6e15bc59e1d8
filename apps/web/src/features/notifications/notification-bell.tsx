import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge, formatBadgeCount } from '../../components/count-badge.tsx';
import { BellIcon } from '../../components/icons.tsx';
import { useUnreadCount } from './use-unread-count.ts';

/** The header's bell (spec 2): links to /notifications with the live unread badge (hidden at 0, 99+). */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const shown = formatBadgeCount(count);
  const label = shown ? t('notifications.bellLabel', { n: shown }) : t('shell.notifications');
  return (
    <Link
      to="/notifications"
      className="header-icon-button btn btn-link position-relative"
      aria-label={label}
      title={label}
      data-unread-count={count}
    >
      <BellIcon />
      <CountBadge count={count} label={t('shell.unread')} className="header-badge" />
    </Link>
  );
}
