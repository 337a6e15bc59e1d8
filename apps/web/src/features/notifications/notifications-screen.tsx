import '../loads/loads.css';
import './notifications.css';
import { NOTIFICATION_MESSAGES, type NotificationView, PAGE_SIZE } from '@loadboard/contracts';
import { useCallback, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/plain-fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePageWithinTotal } from '../../lib/use-page-within-total.ts';
import { EmptyList, ListError, ListLoading } from '../loads/list-states.tsx';
import { useContainerWidth } from '../loads/use-container-width.ts';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCountQuery } from './api.ts';
import {
  formatClock,
  formatDayMonthYear,
  isKnownType,
  type NotificationFilters,
  type NotificationTarget,
  notificationTarget,
  parseFilters,
  type ReadFilter,
  type TypeFilter,
} from './logic.ts';
import { NotificationLoadModal } from './notification-load-modal.tsx';

/** Below this width the table would squeeze its messages: each notification becomes a card. */
const TABLE_MIN_WIDTH = 640;

function useNotificationParams() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  /** New filters go back to page 1 (spec: filter changes reset the page). */
  const setFilters = useCallback(
    (next: NotificationFilters) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      if (next.type) search.set('type', next.type);
      setParams(search);
    },
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (next <= 1) search.delete('page');
        else search.set('page', String(next));
        return search;
      }),
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}

function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation();
  return <>{isKnownType(type) ? t(`notifications.types.${type}`) : type}</>;
}

/** Spec 2: Read green, Unread yellow. */
function ReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  return isRead ? (
    <Badge bg="success">{t('notifications.read')}</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      {t('notifications.unread')}
    </Badge>
  );
}

function DateText({ value }: { value: string }) {
  return (
    <time dateTime={value} title={new Date(value).toLocaleString()}>
      {formatDayMonthYear(value)}
      <span className="d-block small text-body-secondary">{formatClock(value)}</span>
    </time>
  );
}

interface RowProps {
  notification: NotificationView;
  onOpen: (notification: NotificationView, target: Exclude<NotificationTarget, null>) => void;
  onMarkRead: (notification: NotificationView) => void;
  marking: boolean;
}

/** The title, as a link to where the notification leads when it leads somewhere. */
function Title({ notification, onOpen }: Pick<RowProps, 'notification' | 'onOpen'>) {
  const target = notificationTarget(notification);
  const text = notification.title;
  if (!target) return <span className="notification-title">{text}</span>;
  if (target.kind === 'route') {
    return (
      <Link
        to={target.to}
        className="notification-title notification-link"
        onClick={() => onOpen(notification, target)}
      >
        {text}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-start notification-title notification-link"
      onClick={() => onOpen(notification, target)}
    >
      {text}
    </button>
  );
}

function MarkReadButton({ notification, onMarkRead, marking }: Omit<RowProps, 'onOpen'>) {
  const { t } = useTranslation();
  if (notification.isRead) return null;
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="text-nowrap"
      disabled={marking}
      onClick={() => onMarkRead(notification)}
      aria-label={t('notifications.markReadLabel', { title: notification.title })}
    >
      {t('notifications.markRead')}
    </Button>
  );
}

interface ListProps {
  notifications: NotificationView[];
  onOpen: RowProps['onOpen'];
  onMarkRead: RowProps['onMarkRead'];
  markingId: number | null;
}

function NotificationList({ notifications, onOpen, onMarkRead, markingId }: ListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box);
  const narrow = width !== null && width < TABLE_MIN_WIDTH;

  return (
    <div ref={box}>
      {narrow ? (
        <ul className="notification-cards list-unstyled mb-0">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <Card
                className={`border-0 shadow-sm notification-card ${notification.isRead ? '' : 'is-unread'}`}
                data-notification-id={notification.id}
              >
                <Card.Body>
                  <div className="notification-card-head">
                    <Title notification={notification} onOpen={onOpen} />
                    <ReadBadge isRead={notification.isRead} />
                  </div>
                  <p className="notification-message mb-2">{notification.message}</p>
                  <div className="notification-card-foot">
                    <span className="small text-body-secondary">
                      <TypeLabel type={notification.type} /> · {formatDayMonthYear(notification.createdAt)}{' '}
                      {formatClock(notification.createdAt)}
                    </span>
                    <MarkReadButton
                      notification={notification}
                      onMarkRead={onMarkRead}
                      marking={markingId === notification.id}
                    />
                  </div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Card className="border-0 shadow-sm load-table-card">
          <Table
            responsive
            hover
            className="mb-0 align-middle load-table load-table-compact notification-table"
          >
            <thead>
              <tr>
                <th scope="col">{t('notifications.columns.title')}</th>
                <th scope="col">{t('notifications.columns.message')}</th>
                <th scope="col">{t('notifications.columns.type')}</th>
                <th scope="col">{t('notifications.columns.status')}</th>
                <th scope="col">{t('notifications.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {notifications.map((notification) => (
                <tr
                  key={notification.id}
                  className={notification.isRead ? undefined : 'is-unread'}
                  data-notification-id={notification.id}
                >
                  <td className="notification-title-cell">
                    <Title notification={notification} onOpen={onOpen} />
                  </td>
                  <td className="notification-message">{notification.message}</td>
                  <td className="small notification-type-cell">
                    <TypeLabel type={notification.type} />
                  </td>
                  <td className="notification-status-cell">
                    <ReadBadge isRead={notification.isRead} />
                    <MarkReadButton
                      notification={notification}
                      onMarkRead={onMarkRead}
                      marking={markingId === notification.id}
                    />
                  </td>
                  <td className="text-nowrap">
                    <DateText value={notification.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </div>
  );
}

/** Notifications (/notifications, spec 2): filters, the list 10 a page, mark one or all as read. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useNotificationParams();
  const query = useNotifications(filters, page);
  const unread = useUnreadCountQuery();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [openLoad, setOpenLoad] = useState<{ loadId: number; allowRequest: boolean } | null>(null);
  const data = query.data;
  const filtered = filters.status !== '' || filters.type !== '';

  usePageWithinTotal(page, data?.pagination.totalPages, setPage);

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
  const onOpen = (notification: NotificationView, target: Exclude<NotificationTarget, null>) => {
    if (!notification.isRead) onMarkRead(notification);
    if (target.kind === 'load') setOpenLoad({ loadId: target.loadId, allowRequest: target.allowRequest });
  };

  const nothingUnread = unread.data === 0 && !data?.notifications.some((n) => !n.isRead);

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

      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
          <form
            role="search"
            aria-label={t('notifications.filtersLabel')}
            className="notification-filters"
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              id="notifications-status"
              wrapperClassName=""
              label={t('notifications.filters.status')}
              value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as ReadFilter })}
            >
              <option value="">{t('notifications.filters.all')}</option>
              <option value="read">{t('notifications.read')}</option>
              <option value="unread">{t('notifications.unread')}</option>
            </SelectField>
            <SelectField
              id="notifications-type"
              wrapperClassName=""
              label={t('notifications.filters.type')}
              value={filters.type}
              onChange={(event) => setFilters({ ...filters, type: event.target.value as TypeFilter })}
            >
              <option value="">{t('notifications.filters.allTypes')}</option>
              <option value="LOAD_REQUEST">{t('notifications.types.LOAD_REQUEST')}</option>
            </SelectField>
          </form>
        </Card.Body>
      </Card>

      <div aria-busy={query.isFetching} aria-live="polite">
        {query.isPending ? (
          <ListLoading />
        ) : !data ? (
          <ListError title={NOTIFICATION_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} />
        ) : data.notifications.length === 0 ? (
          <EmptyList
            title={filtered ? t('notifications.emptyFiltered') : t('notifications.empty')}
            text={filtered ? t('notifications.emptyFilteredHint') : t('notifications.emptyHint')}
          />
        ) : (
          <NotificationList
            notifications={data.notifications}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
            markingId={markRead.isPending ? (markRead.variables ?? null) : null}
          />
        )}
      </div>

      {data ? (
        <div className="mt-3">
          <Pagination
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            pageSize={data.pagination.itemsPerPage || PAGE_SIZE}
            onPageChange={setPage}
            label={t('notifications.paginationLabel')}
          />
        </div>
      ) : null}

      <NotificationLoadModal target={openLoad} onHide={() => setOpenLoad(null)} />
    </section>
  );
}
