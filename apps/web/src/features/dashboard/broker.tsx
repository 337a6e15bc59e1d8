import './dashboard.css';
import type { BrokerDashboard as BrokerAnswer } from '@loadboard/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { useAnnounceNewRequests } from '../../components/freight/new-requests.ts';
import { PostAge } from '../../components/freight/post-age.tsx';
import { RequestStatusBadge } from '../../components/freight/request-status-badge.tsx';
import { StatusBadge, TypeBadge } from '../../components/freight/status.tsx';
import { BriefcaseIcon, CheckCircleIcon, ClockIcon, PackageIcon } from '../../components/icons.tsx';
import { formatMoney, loadName } from '../../lib/format.ts';
import { errorTexts } from '../../lib/notify.ts';
import { useBrokerDashboard } from './api.ts';
import { countCard } from './cards.ts';
import { DealStatus, routeColumn, twoLineColumn } from './dashboard-cells.tsx';
import { type CardSpec, DashboardLayout, DashboardTable, type TableSpec } from './dashboard-parts.tsx';

type RecentRequest = BrokerAnswer['requests']['recent']['items'][number];
type RecentPost = BrokerAnswer['recentPosts']['items'][number];

const CARDS: CardSpec<BrokerAnswer>[] = [
  countCard('dashboard.broker.activeLoads', PackageIcon, 'primary', (data) => data.summary.totalActiveLoads),
  countCard('dashboard.broker.assignedJobs', BriefcaseIcon, 'info', (data) => data.summary.assignedJobs),
  countCard(
    'dashboard.broker.pendingRequests',
    ClockIcon,
    'warning',
    (data) => data.requests.statistics.byStatus.pending,
  ),
  countCard(
    'dashboard.broker.acceptedRequests',
    CheckCircleIcon,
    'success',
    (data) => data.summary.acceptedRequests,
  ),
];

function RequestLink({ request }: { request: RecentRequest }) {
  const { t } = useTranslation();
  const name = loadName({ id: request.loadId, jobNumber: request.jobNumber });
  return (
    <Link
      to={`/view-requests/${request.loadId}`}
      className="fw-medium"
      aria-label={t('dashboard.openRequest', { name, carrier: request.carrier })}
    >
      {name}
    </Link>
  );
}

function RequestsCountLink({ load }: { load: RecentPost }) {
  const { t } = useTranslation();
  const counts = { pending: load.pendingRequests, total: load.requestsCount };
  const text = t('loads.requestsCount', counts);
  return (
    <Link
      to={`/view-requests/${load.id}`}
      title={t('loads.requestsTitle', counts)}
      aria-label={t('loads.ofLoad', { text, name: loadName(load) })}
    >
      {text}
    </Link>
  );
}

const RECENT_REQUESTS: TableSpec<RecentRequest> = {
  title: 'dashboard.broker.recentRequests',
  empty: 'dashboard.broker.noRequests',
  idAttribute: 'data-request-id',
  rowOpens: true,
  columns: [
    { name: 'id', className: 'text-nowrap', cell: (request) => <RequestLink request={request} /> },
    twoLineColumn(
      'carrier',
      (request) => request.carrier,
      (request) => request.carrierName,
    ),
    {
      name: 'rate',
      end: true,
      className: 'text-end text-nowrap',
      cell: (request) => formatMoney(request.proposedRate),
    },
    {
      name: 'status',
      cell: (request) => (
        <DealStatus
          deal={request.status === 'ACCEPTED'}
          load={{ id: request.loadId, jobNumber: request.jobNumber }}
        >
          <RequestStatusBadge status={request.status} />
        </DealStatus>
      ),
    },
    { name: 'date', className: 'text-nowrap', cell: (request) => <DayText value={request.date} /> },
  ],
};

const RECENT_POSTS: TableSpec<RecentPost> = {
  title: 'dashboard.broker.recentPosts',
  empty: 'dashboard.broker.noPosts',
  action: { label: 'common.viewAll', to: '/view-loads' },
  columns: [
    { name: 'type', cell: (load) => <TypeBadge type={load.type} /> },
    routeColumn(),
    { name: 'pickup', className: 'text-nowrap', cell: (load) => <DayText value={load.pickupDate} /> },
    { name: 'age', className: 'small', cell: (load) => <PostAge load={load} /> },
    { name: 'status', cell: (load) => <StatusBadge status={load.status} /> },
    { name: 'requests', className: 'text-nowrap', cell: (load) => <RequestsCountLink load={load} /> },
  ],
};

/** Spec 2's broker dashboard (GET /api/dashboard/broker); a failure is shown in the page. */
export function BrokerDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useBrokerDashboard();
  useAnnounceNewRequests(query.data?.recentPosts.items);
  return (
    <>
      {query.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{errorTexts(query.error, t('dashboard.fetchFailed'))[0]}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <DashboardLayout query={query} cards={CARDS}>
        <DashboardTable
          spec={RECENT_REQUESTS}
          rows={query.data?.requests.recent.items}
          onOpen={(request) => navigate(`/view-requests/${request.loadId}`)}
        />
        <DashboardTable spec={RECENT_POSTS} rows={query.data?.recentPosts.items} />
      </DashboardLayout>
    </>
  );
}
