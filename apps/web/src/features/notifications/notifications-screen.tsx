import './notifications.css';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES, type NotificationListAnswer } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/plain-fields.tsx';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadDetailsById } from '../../lib/load-details-by-id.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useMarkAllRead, useNotifications, useUnreadCountQuery } from './api.ts';
import { NOTIFICATION_FILTERS, type NotificationFilters } from './filters.ts';
import { NOTIFICATIONS_TABLE_MIN_WIDTH, useNotificationColumns } from './notification-columns.tsx';
import { useOpenNotification } from './use-open-notification.ts';

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
  const markAll = useMarkAllRead();
  const opener = useOpenNotification();
  const { markRead } = opener;

  const columns = useNotificationColumns({
    onOpen: opener.open,
    onMarkRead: (notification) => markRead.mutate(notification.id),
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
          <Button onClick={() => markAll.mutate()} disabled={markAll.isPending || nothingUnread}>
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

      <LoadDetailsById target={opener.load} onHide={opener.closeLoad} />
    </section>
  );
}
