import './notifications.css';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationListAnswer,
  type NotificationView,
} from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/plain-fields.tsx';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadDetailsById, type LoadDetailsTarget } from '../../lib/load-details-by-id.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCountQuery } from './api.ts';
import { NOTIFICATION_FILTERS, type NotificationFilters } from './filters.ts';
import {
  NOTIFICATIONS_TABLE_MIN_WIDTH,
  type OpenTarget,
  useNotificationColumns,
} from './notification-columns.tsx';

/** The two filters (spec 2): status (All, Read, Unread) and type (All Types, then each type). */
const NOTIFICATION_SELECTS = [
  {
    key: 'status',
    label: 'notifications.filters.status',
    options: [
      ['', 'notifications.filters.all'],
      ['read', 'notifications.read'],
      ['unread', 'notifications.unread'],
    ],
  },
  {
    key: 'type',
    label: 'notifications.filters.type',
    options: [
      ['', 'notifications.filters.allTypes'],
      ...NOTIFICATION_TYPES.map((type) => [type, `notifications.types.${type}`] as const),
    ],
  },
] as const;

/** Notifications (/notifications, spec 2): filters, the list 10 a page, mark one or all as read. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const params = useListParams(NOTIFICATION_FILTERS);
  const { filters, setFilters } = params;
  const query = useNotifications(filters, params.page);
  const unread = useUnreadCountQuery();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [openLoad, setOpenLoad] = useState<LoadDetailsTarget | null>(null);

  const onMarkRead = (notification: NotificationView) =>
    markRead.mutate(notification.id, {
      onError: (error) => notifyError(error, NOTIFICATION_MESSAGES.markReadFailed),
    });

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(answer.message || NOTIFICATION_MESSAGES.allMarkedRead),
      onError: (error) => notifyError(error, NOTIFICATION_MESSAGES.markAllReadFailed),
    });

  // Opening a notification reads it.
  const onOpen = (notification: NotificationView, target: OpenTarget) => {
    if (!notification.isRead) onMarkRead(notification);
    if (target.kind === 'load') setOpenLoad({ loadId: target.loadId, allowRequest: target.allowRequest });
  };

  const columns = useNotificationColumns({
    onOpen,
    onMarkRead,
    markingId: markRead.isPending ? (markRead.variables ?? null) : null,
  });
  const nothingUnread = unread.data === 0 && !query.data?.notifications.some((n) => !n.isRead);
  const filter = (change: Partial<NotificationFilters>) => setFilters({ ...filters, ...change });

  return (
    <section>
      <PageHeader
        title={t('pages.notifications.title')}
        description={t('pages.notifications.description')}
        actions={
          <Button onClick={onMarkAll} disabled={markAll.isPending || nothingUnread}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />

      <FilterBar label={t('notifications.filtersLabel')} className="notification-filters">
        {NOTIFICATION_SELECTS.map(({ key, label, options }) => (
          <SelectField
            key={key}
            id={`notifications-${key}`}
            wrapperClassName=""
            label={t(label)}
            value={filters[key]}
            onChange={(event) => filter({ [key]: NOTIFICATION_FILTERS.shape[key].parse(event.target.value) })}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {t(text)}
              </option>
            ))}
          </SelectField>
        ))}
      </FilterBar>

      <FilteredPagedList
        query={query}
        rows={(answer: NotificationListAnswer) => answer.notifications}
        params={params}
        texts={(key) => t(`notifications.${key}`)}
        emptyHint={t('notifications.emptyHint')}
        errorTitle={text(NOTIFICATION_MESSAGES.fetchFailed)}
        columns={columns}
        rowKey={(notification) => notification.id}
        rowAttributes={(notification) => ({
          'data-notification-id': notification.id,
          ...(notification.isRead ? {} : { className: 'is-unread' }),
        })}
        minWidth={NOTIFICATIONS_TABLE_MIN_WIDTH}
        className="notification-list"
      />

      <LoadDetailsById target={openLoad} onHide={() => setOpenLoad(null)} />
    </section>
  );
}
