import type { ReportGroup, ReviewAction } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyName } from '../../components/company/company-name.tsx';
import { StatusBadge, TypeBadge } from '../../components/freight/status.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { useDates } from '../../lib/dates.ts';

/** Below this width the queue shows cards. */
export const REPORTS_TABLE_MIN_WIDTH = 900;

/** The review's three actions, the post's removal last but one and the account's last. */
export const REVIEW_ORDER: readonly ReviewAction[] = ['dismiss', 'remove', 'suspend'];

const ACTION_VARIANTS: Record<ReviewAction, string> = {
  dismiss: 'outline-success',
  remove: 'outline-danger',
  suspend: 'danger',
};

function Post({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const dates = useDates();
  const { post } = group;
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <TypeBadge type={post.loadType} />
        <StatusBadge status={post.status} />
        <Badge bg={post.underReview ? 'secondary' : 'light'} text={post.underReview ? undefined : 'dark'}>
          {post.underReview ? t('adminReports.underReview') : t('adminReports.onBoard')}
        </Badge>
      </div>
      <div className="fw-medium">
        {post.originLocation} → {post.destinationLocation}
      </div>
      <div className="small text-body-secondary">
        #{post.id} · {t('adminReports.pickup', { date: dates.day(post.pickupDate) })}
      </div>
    </div>
  );
}

function Poster({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const dates = useDates();
  const { poster } = group;
  return (
    <div>
      <div className="fw-medium">
        <CompanyName userId={poster.id} name={poster.companyName} />
      </div>
      <div className="small text-body-secondary">{t(`userTypes.${poster.userType}`)}</div>
      <div className="small text-body-secondary">
        {t('adminReports.memberSince', { date: dates.day(poster.memberSince) })}
      </div>
      <Link className="small" to={`/admin/users?search=${encodeURIComponent(poster.email)}`}>
        {t('adminReports.userDetails')}
      </Link>
    </div>
  );
}

function Reports({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <div>
      <div className="small fw-semibold mb-1">
        {t('adminReports.reports', { count: group.reports.length })}
      </div>
      <ul className="list-unstyled mb-0 report-list">
        {group.reports.map((report) => (
          <li key={report.id}>
            <span className="fw-medium">{t(`loads.reports.reasons.${report.reason}`)}</span>{' '}
            <span className="small text-body-secondary">
              {t('adminReports.reportedBy', {
                company: report.reporterCompany,
                date: dates.day(report.createdAt),
              })}
            </span>
            {report.note ? <div className="small report-note">{report.note}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Reposts({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const dates = useDates();
  if (group.possibleReposts.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {group.possibleReposts.map((repost) => (
        <li key={repost.loadId}>
          {t('adminReports.repostOf', {
            id: repost.loadId,
            company: repost.companyName,
            date: dates.day(repost.pickupDate),
            posted: dates.day(repost.createdAt),
          })}
        </li>
      ))}
    </ul>
  );
}

function Actions({
  group,
  pending,
  onReview,
}: {
  group: ReportGroup;
  pending: boolean;
  onReview: (group: ReportGroup, action: ReviewAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="d-flex flex-wrap gap-2 report-actions"
      aria-label={t('adminReports.actionsLabel', { id: group.post.id })}
      disabled={pending}
    >
      {REVIEW_ORDER.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={ACTION_VARIANTS[action]}
          onClick={() => onReview(group, action)}
        >
          {t(`adminReports.actions.${action}`)}
        </Button>
      ))}
    </fieldset>
  );
}

/** The queue's columns: the post, its poster, its open reports, its possible reposts, the review. */
export function useReportColumns(
  onReview: (group: ReportGroup, action: ReviewAction) => void,
  pendingId: number | null,
): Column<ReportGroup>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'post',
      header: t('adminReports.columns.post'),
      card: 'title',
      cell: (group) => <Post group={group} />,
    },
    { id: 'poster', header: t('adminReports.poster'), cell: (group) => <Poster group={group} /> },
    {
      id: 'reports',
      header: t('adminReports.columns.reports'),
      card: 'text',
      cell: (group) => <Reports group={group} />,
    },
    { id: 'reposts', header: t('adminReports.reposts'), cell: (group) => <Reposts group={group} /> },
    {
      id: 'actions',
      header: t('adminReports.columns.actions'),
      hideHeader: true,
      card: 'foot',
      cell: (group) => <Actions group={group} pending={pendingId === group.post.id} onReview={onReview} />,
    },
  ];
}
