import type { ActivityAction, ActivityLogEntry } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/list/data-table.tsx';
import { useDates } from '../../lib/dates.ts';

/** Below this width each entry becomes a card. */
export const ACTIVITY_TABLE_MIN_WIDTH = 620;

const ACTION_TONES: Record<ActivityAction, string> = {
  USER_CREATED: 'primary',
  LOAD_POSTED: 'success',
  LOAD_UPDATED: 'secondary',
  STATUS_UPDATE: 'info',
  LOAD_REPORTED: 'warning',
  REPORTS_REVIEWED: 'dark',
};

function ActionBadge({ action }: { action: ActivityAction }) {
  const { t } = useTranslation();
  const tone = ACTION_TONES[action];
  return (
    <Badge bg={tone} text={tone === 'info' ? 'dark' : undefined} className="activity-action">
      {t(`adminLogs.actions.${action}`)}
    </Badge>
  );
}

/** The day and time in the admin's zone, seconds included (a log is read to the second). */
function Timestamp({ value, inline = false }: { value: string; inline?: boolean }) {
  const dates = useDates();
  const seconds = value.slice(17, 19);
  return (
    <time dateTime={value} title={dates.dateTime(value)}>
      {dates.day(value)}
      {inline ? ' ' : null}
      <span className={inline ? undefined : 'd-block small text-body-secondary'}>
        {dates.clock(value)}:{seconds}
      </span>
    </time>
  );
}

/** Activity Logs' table (spec 2): Timestamp, User ID, Action, Details. */
export function useActivityLogColumns(): Column<ActivityLogEntry>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'timestamp',
      header: t('adminLogs.columns.timestamp'),
      className: 'text-nowrap',
      card: 'title',
      cell: (entry) => <Timestamp value={entry.timestamp} />,
      cardCell: (entry) => <Timestamp value={entry.timestamp} inline />,
    },
    {
      id: 'userId',
      header: t('adminLogs.columns.userId'),
      className: 'text-nowrap',
      cell: (entry) =>
        entry.userId === null ? (
          <span className="text-body-secondary">{t('adminLogs.deletedUser')}</span>
        ) : (
          entry.userId
        ),
    },
    {
      id: 'action',
      header: t('adminLogs.columns.action'),
      card: 'corner',
      cell: (entry) => <ActionBadge action={entry.action} />,
    },
    {
      id: 'details',
      header: t('adminLogs.columns.details'),
      card: 'text',
      className: 'activity-details',
      cell: (entry) => entry.details,
    },
  ];
}
