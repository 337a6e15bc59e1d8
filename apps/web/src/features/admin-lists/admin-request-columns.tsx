import type { AdminRequestRow, RequestStatus } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { LoadLink } from '../../components/freight/load-link.tsx';
import { Route } from '../../components/freight/route.tsx';
import { TypeBadge } from '../../components/freight/status.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { useDates } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';

/** Below this width each request becomes a card. */
export const ADMIN_REQUESTS_TABLE_MIN_WIDTH = 680;

/** Spec 4: an admin request row is warning when PENDING, else success. */
function AdminRequestBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return status === 'PENDING' ? (
    <Badge bg="warning" text="dark" className="request-status-badge">
      {t(`requests.statuses.${status}`)}
    </Badge>
  ) : (
    <Badge bg="success" className="request-status-badge">
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}

function RequestDate({ value }: { value: string }) {
  const dates = useDates();
  return (
    <time dateTime={value} title={dates.dateTime(value)}>
      {dates.day(value)}
    </time>
  );
}

/** The load the request is on, as the way to its View Requests. */
function LoadCell({ request }: { request: AdminRequestRow }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <TypeBadge type={request.loadType} />
        <LoadLink load={{ id: request.loadId, jobNumber: request.jobNumber }} />
      </div>
      <Route load={{ originLocation: request.origin, destinationLocation: request.destination }} />
      <div className="small text-body-secondary">
        {t('adminLists.requests.ownerLine', { company: request.ownerCompany })}
      </div>
    </>
  );
}

/** The admin's list of every request (spec 3, Admin-view request): ID, Company, Load, Rate, Status, Date. */
export function useAdminRequestColumns(): Column<AdminRequestRow>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'id',
      header: t('adminLists.requests.columns.id'),
      className: 'text-nowrap',
      cell: (request) => `#${request.id}`,
    },
    {
      id: 'company',
      header: t('adminLists.requests.columns.company'),
      card: 'title',
      cell: (request) => (
        <>
          <div className="fw-medium">{request.company}</div>
          <div className="small text-body-secondary">{request.carrier}</div>
        </>
      ),
      cardCell: (request) => (
        <span>
          <span className="fw-semibold">{request.company}</span>{' '}
          <span className="small text-body-secondary">· {request.carrier}</span>
        </span>
      ),
    },
    {
      id: 'load',
      header: t('adminLists.requests.columns.load'),
      card: 'text',
      className: 'admin-request-load',
      cell: (request) => <LoadCell request={request} />,
    },
    {
      id: 'rate',
      header: t('adminLists.requests.columns.rate'),
      align: 'end',
      className: 'text-nowrap',
      cell: (request) => (
        <>
          <div className="fw-medium">{formatMoney(request.proposedRate)}</div>
          {request.loadRate === null ? null : (
            <div className="small text-body-secondary">
              {t('adminLists.requests.postedRate', { rate: formatMoney(request.loadRate) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('adminLists.requests.columns.status'),
      card: 'corner',
      cell: (request) => <AdminRequestBadge status={request.status} />,
    },
    {
      id: 'date',
      header: t('adminLists.requests.columns.date'),
      className: 'text-nowrap',
      cell: (request) => <RequestDate value={request.date} />,
    },
  ];
}
