import { type NotificationView, rateConfirmationReference } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RateConfirmationButton } from '../../components/freight/rate-confirmation-button.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { useDates } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { dealOf, isKnownType, notificationTarget, type OpenTarget } from './logic.ts';
import { ReadBadge } from './read-badge.tsx';

/** Below this width the table would squeeze its messages: each notification becomes a card. */
export const NOTIFICATIONS_TABLE_MIN_WIDTH = 640;

interface NotificationHandlers {
  onOpen: (notification: NotificationView, target: OpenTarget) => void;
  onMarkRead: (notification: NotificationView) => void;
  /** The notification being marked read, whose button waits. */
  markingId: number | null;
}

function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation();
  return <>{isKnownType(type) ? t(`notifications.types.${type}`) : type}</>;
}

/** Spec 9: day/month/year, with the time below, in the user's zone (the zone named in the title). */
function DateText({ value, inline = false }: { value: string; inline?: boolean }) {
  const dates = useDates();
  return (
    <time dateTime={value} title={dates.dateTime(value)}>
      {dates.dayMonthYear(value)}
      {inline ? ' ' : null}
      <span className={inline ? undefined : 'd-block small text-body-secondary'}>{dates.clock(value)}</span>
    </time>
  );
}

/** The title, as a link to where the notification leads when it leads somewhere. */
function Title({
  notification,
  onOpen,
}: { notification: NotificationView } & Pick<NotificationHandlers, 'onOpen'>) {
  const target = notificationTarget(notification);
  // The server's titles are contract sentences: shown in the user's language.
  const messageText = useMessageText();
  const text = messageText(notification.title);
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

/** A deal's notification offers its rate confirmation. */
function DealRateConfirmation({ notification }: { notification: NotificationView }) {
  const deal = dealOf(notification);
  if (!deal) return null;
  return (
    <div className="mt-2">
      <RateConfirmationButton
        load={{ id: deal.loadId, jobNumber: null }}
        reference={
          deal.requestId === null ? undefined : rateConfirmationReference(deal.loadId, deal.requestId)
        }
      />
    </div>
  );
}

function MarkReadButton({
  notification,
  onMarkRead,
  markingId,
}: { notification: NotificationView } & Omit<NotificationHandlers, 'onOpen'>) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (notification.isRead) return null;
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="text-nowrap"
      disabled={markingId === notification.id}
      onClick={() => onMarkRead(notification)}
      aria-label={t('notifications.markReadLabel', { title: text(notification.title) })}
    >
      {t('notifications.markRead')}
    </Button>
  );
}

/** Notifications' columns (spec 2): Title, Message, Type, Status with Mark as Read, Date. */
export function useNotificationColumns({ onOpen, onMarkRead, markingId }: NotificationHandlers) {
  const { t } = useTranslation();
  const columns: Column<NotificationView>[] = [
    {
      id: 'title',
      header: t('notifications.columns.title'),
      card: 'title',
      className: 'notification-title-cell',
      cell: (notification) => <Title notification={notification} onOpen={onOpen} />,
    },
    {
      id: 'message',
      header: t('notifications.columns.message'),
      card: 'text',
      className: 'notification-message',
      cell: (notification) => (
        <>
          {notification.message}
          <DealRateConfirmation notification={notification} />
        </>
      ),
    },
    {
      id: 'type',
      header: t('notifications.columns.type'),
      className: 'small notification-type-cell',
      cell: (notification) => <TypeLabel type={notification.type} />,
    },
    {
      id: 'status',
      header: t('notifications.columns.status'),
      card: 'corner',
      className: 'notification-status-cell',
      cell: (notification) => (
        <>
          <ReadBadge isRead={notification.isRead} />
          <MarkReadButton notification={notification} onMarkRead={onMarkRead} markingId={markingId} />
        </>
      ),
      cardCell: (notification) => <ReadBadge isRead={notification.isRead} />,
    },
    {
      id: 'date',
      header: t('notifications.columns.date'),
      className: 'text-nowrap',
      cell: (notification) => <DateText value={notification.createdAt} />,
      cardCell: (notification) => <DateText value={notification.createdAt} inline />,
    },
    {
      id: 'markRead',
      header: t('notifications.columns.actions'),
      inTable: false,
      card: 'foot',
      cell: (notification) => (
        <MarkReadButton notification={notification} onMarkRead={onMarkRead} markingId={markingId} />
      ),
    },
  ];
  return columns;
}
