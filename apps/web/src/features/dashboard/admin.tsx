import './dashboard.css';
import type { AdminDashboard as AdminAnswer } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { LoadLink } from '../../components/freight/load-link.tsx';
import { PostAge } from '../../components/freight/post-age.tsx';
import { carriesDeal } from '../../components/freight/rate-confirmation-button.tsx';
import { Route } from '../../components/freight/route.tsx';
import { StatusBadge } from '../../components/freight/status.tsx';
import { CheckCircleIcon, ClockIcon, PackageIcon } from '../../components/icons.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useAdminDashboard } from './api.ts';
import { revenueCard, statCard } from './cards.ts';
import { DealStatus, twoLineColumn } from './dashboard-cells.tsx';
import { type CardSpec, DashboardLayout, DashboardTable, type TableSpec } from './dashboard-parts.tsx';

type RecentLoad = AdminAnswer['recentLoads'][number];
type RecentRequest = AdminAnswer['recentRequests'][number];

const CARDS: CardSpec<AdminAnswer>[] = [
  statCard('dashboard.admin.activeLoads', PackageIcon, 'primary', 'activeLoads'),
  statCard('dashboard.admin.pendingRequests', ClockIcon, 'warning', 'pendingRequests'),
  statCard('dashboard.admin.completedLoads', CheckCircleIcon, 'success', 'completedLoads'),
  revenueCard('dashboard.admin.revenue', 'info'),
];

function RequestLink({ request }: { request: RecentRequest }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/view-requests/${request.loadId}`}
      className="fw-medium"
      aria-label={t('dashboard.openRequestOf', { id: request.id, company: request.company })}
    >
      #{request.id}
    </Link>
  );
}

/** Spec 4: admin request rows are warning when PENDING, else success. */
function RequestBadge({ status }: { status: RecentRequest['status'] }) {
  const { t } = useTranslation();
  const pending = status === 'PENDING';
  return (
    <Badge bg={pending ? 'warning' : 'success'} text={pending ? 'dark' : undefined}>
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}

const RECENT_LOADS: TableSpec<RecentLoad> = {
  title: 'dashboard.admin.recentLoads',
  empty: 'dashboard.admin.noLoads',
  action: { label: 'common.viewAll', to: '/admin/loads' },
  columns: [
    { name: 'id', className: 'text-nowrap', cell: (load) => <LoadLink load={load} /> },
    {
      name: 'route',
      className: 'dashboard-cell-wrap',
      cell: (load) => (
        <Route load={{ originLocation: load.origin, destinationLocation: load.destination }} stacked />
      ),
    },
    {
      name: 'status',
      cell: (load) => (
        <DealStatus deal={carriesDeal(load.status)} load={load}>
          <StatusBadge status={load.status} />
        </DealStatus>
      ),
    },
    { name: 'date', className: 'text-nowrap', cell: (load) => <DayText value={load.date} /> },
    {
      name: 'age',
      className: 'small',
      cell: (load) => (
        <PostAge load={{ createdAt: load.date, refreshedAt: load.refreshedAt, stale: load.stale }} />
      ),
    },
  ],
};

const RECENT_REQUESTS: TableSpec<RecentRequest> = {
  title: 'dashboard.admin.recentRequests',
  empty: 'dashboard.admin.noRequests',
  action: { label: 'common.viewAll', to: '/admin/requests' },
  idAttribute: 'data-request-id',
  columns: [
    { name: 'id', className: 'text-nowrap', cell: (request) => <RequestLink request={request} /> },
    twoLineColumn(
      'company',
      (request) => request.company,
      (request) => formatMoney(request.proposedRate),
    ),
    {
      name: 'status',
      cell: (request) => (
        <DealStatus deal={request.status === 'ACCEPTED'} load={{ id: request.loadId, jobNumber: null }}>
          <RequestBadge status={request.status} />
        </DealStatus>
      ),
    },
    { name: 'date', className: 'text-nowrap', cell: (request) => <DayText value={request.date} /> },
  ],
};

/** Spec 2's Admin Dashboard (GET /api/admin). */
export function AdminDashboard() {
  const query = useAdminDashboard();
  return (
    <DashboardLayout query={query} cards={CARDS}>
      <DashboardTable spec={RECENT_LOADS} rows={query.data?.recentLoads} />
      <DashboardTable spec={RECENT_REQUESTS} rows={query.data?.recentRequests} />
    </DashboardLayout>
  );
}
