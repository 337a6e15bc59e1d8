import './notification-panel.css';
import { NOTIFICATION_MESSAGES, type NotificationView } from '@loadboard/contracts';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgeText } from '../../components/freight/post-age.tsx';
import { type OpenedMenuProps, useStandInFocus } from '../../components/on-demand-menu.tsx';
import { LoadDetailsById } from '../../lib/load-details-by-id.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { useLatestNotifications, useMarkAllRead } from './api.ts';
import { type NotificationTarget, notificationTarget } from './logic.ts';
import { ReadBadge } from './read-badge.tsx';
import { useOpenNotification } from './use-open-notification.ts';

type Open = (notification: NotificationView, target: NotificationTarget) => void;

/**
 * One notification: what happened, its message and how long ago, unread ones bold, barred and
 * marked Unread. It opens where the notification leads (notificationTarget); one that leads nowhere
 * opens the Notifications page.
 */
function PanelItem({ notification, onOpen }: { notification: NotificationView; onOpen: Open }) {
  const messageText = useMessageText();
  const target = notificationTarget(notification);
  const className = `notification-panel-item${notification.isRead ? '' : ' is-unread'}`;
  const onClick = () => onOpen(notification, target);
  const content = (
    <>
      <span className="notification-panel-line">
        <span className="notification-title">{messageText(notification.title)}</span>
        {notification.isRead ? null : <ReadBadge isRead={false} />}
      </span>
      <span className="notification-panel-message">{notification.message}</span>
      <AgeText at={notification.createdAt} />
    </>
  );
  if (target?.kind === 'load') {
    return (
      <Dropdown.Item as="button" className={className} onClick={onClick}>
        {content}
      </Dropdown.Item>
    );
  }
  return (
    <Dropdown.Item
      as={Link}
      to={target ? target.to : '/notifications'}
      className={className}
      onClick={onClick}
    >
      {content}
    </Dropdown.Item>
  );
}

/** The latest notifications, or while there are none to show, why: loading, failed, none yet. */
function PanelList({ open, onOpen }: { open: boolean; onOpen: Open }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const latest = useLatestNotifications(open);
  if (latest.isPending) {
    return (
      <div className="notification-panel-state" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  if (latest.isError && !latest.data) {
    return (
      <p className="notification-panel-state text-danger-emphasis">
        {messageText(NOTIFICATION_MESSAGES.fetchFailed)}
      </p>
    );
  }
  const notifications = latest.data.notifications;
  if (notifications.length === 0) {
    return <p className="notification-panel-state">{t('notifications.empty')}</p>;
  }
  return (
    <>
      {notifications.map((notification) => (
        <PanelItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </>
  );
}

export interface NotificationPanelProps {
  /** The unread count the bell shows: Mark All as Read is offered while it is above 0. */
  unread: number;
}

/**
 * The bell's panel (notification-bell.tsx loads it when the bell is first clicked): the latest
 * notifications, newest first, each opening what it is about and read as it opens, Mark All as Read
 * while any is unread, and a link to the Notifications page. Its list is asked for when it opens.
 */
export function NotificationPanel({ unread, toggle, focus }: NotificationPanelProps & OpenedMenuProps) {
  const { t } = useTranslation();
  const toggleRef = useStandInFocus(focus);
  const [show, setShow] = useState(true);
  const opener = useOpenNotification();
  const markAll = useMarkAllRead();
  return (
    <>
      <Dropdown align="end" show={show} onToggle={setShow}>
        <Dropdown.Toggle ref={toggleRef} variant="link" {...toggle} />
        <Dropdown.Menu className="notification-panel shadow">
          <div className="notification-panel-head">{t('shell.notifications')}</div>
          <PanelList open={show} onOpen={opener.open} />
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to="/notifications" className="notification-panel-action">
            {t('notifications.seeAll')}
          </Dropdown.Item>
          {unread > 0 ? (
            <Dropdown.Item as="button" className="notification-panel-action" onClick={() => markAll.mutate()}>
              {t('notifications.markAllRead')}
            </Dropdown.Item>
          ) : null}
        </Dropdown.Menu>
      </Dropdown>
      <LoadDetailsById target={opener.load} onHide={opener.closeLoad} />
    </>
  );
}
