import { useTranslation } from 'react-i18next';
import { CountBadge, formatBadgeCount } from '../../components/count-badge.tsx';
import { BellIcon } from '../../components/icons.tsx';
import { OnDemandMenu } from '../../components/on-demand-menu.tsx';
import { useUnreadCount } from './use-unread-count.ts';

const loadPanel = () => import('./notification-panel.tsx').then((module) => module.NotificationPanel);

/**
 * The header's bell (spec 2): the live unread badge (hidden at 0, 99+), named by what it shows
 * ("Notifications 3 unread"); it opens the panel of the latest notifications, whose code comes
 * when the bell is reached.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const shown = formatBadgeCount(count);
  const label = shown ? t('notifications.bellLabel', { n: shown }) : t('shell.notifications');
  return (
    <OnDemandMenu
      load={loadPanel}
      props={{ unread: count }}
      toggle={{
        className: 'header-icon-button header-bell position-relative',
        title: label,
        'data-unread-count': count,
        children: (
          <>
            <BellIcon />
            <span className="visually-hidden">{t('shell.notifications')}</span>{' '}
            <CountBadge count={count} label={t('shell.unread')} className="header-badge" />
          </>
        ),
      }}
    />
  );
}
