import './dashboard.css';
import type { LoadStatus, LoadView } from '@loadboard/contracts';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PriceText } from '../../components/freight/price-text.tsx';
import { RequestStatusBadge } from '../../components/freight/request-status-badge.tsx';
import { Route } from '../../components/freight/route.tsx';
import { StatusBadge, TypeBadge } from '../../components/freight/status.tsx';
import {
  BriefcaseIcon,
  CheckCircleIcon,
  ClockIcon,
  DollarIcon,
  EyeIcon,
  PackageIcon,
  PlusSquareIcon,
  TruckIcon,
} from '../../components/icons.tsx';
import type { en } from '../../i18n/en/index.ts';
import { formatDate, formatMoney, formatNumber, formatSpace } from '../../lib/format.ts';
import { LoadDetailsSlot } from '../../lib/load-details-slot.tsx';
import { errorMessages } from '../../lib/notify.ts';
import {
  DASHBOARD_FETCH_FAILED,
  useAdminDashboard,
  useBrokerDashboard,
  useRfdCarrierDashboard,
  useRfpCarrierDashboard,
} from './api.ts';
import { DashboardTable, StatGrid } from './dashboard-parts.tsx';

type ColumnKey = keyof typeof en.dashboard.columns;

function useColumnLabel() {
  const { t } = useTranslation();
  return (key: ColumnKey) => t(`dashboard.columns.${key}`);
}

/*
 * The four dashboards of spec 2, each fed by its endpoint (GET /api/dashboard/... and GET /api/admin).
 * Figures read '—' only when they could not be fetched. A new notification (the bell's count
 * changing) or a request decision refetches them, so the cards move without a reload.
 */

const count = (value: number | undefined) => (value === undefined ? null : formatNumber(value));
const money = (value: number | undefined) => (value === undefined ? null : formatMoney(value));
const loadName = (load: { id: number; jobNumber: string | null }) => load.jobNumber ?? `#${load.id}`;

/** A table row that opens something: the whole row is clickable, its first link or button keyboard-reachable. */
function ClickableRow({
  onOpen,
  children,
  ...rest
}: {
  onOpen: () => void;
  children: ReactNode;
} & Record<`data-${string}`, string | number>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <tr
      className="dashboard-row-link"
      onClick={(event) => {
        // Links and buttons inside the row do their own thing.
        if ((event.target as HTMLElement).closest('a, button')) return;
        onOpen();
      }}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {children}
    </tr>
  );
}

/** Spec 4: an RFP carrier's posted load is green when Active, else warning. */
function ActiveBadge({ status, activeLabel }: { status: LoadStatus; activeLabel?: string }) {
  const { t } = useTranslation();
  if (status === 'ACTIVE') {
    return <Badge bg="success">{activeLabel ?? t('loads.statuses.ACTIVE')}</Badge>;
  }
  return (
    <Badge bg="warning" text="dark">
      {t(`loads.statuses.${status}`)}
    </Badge>
  );
}

function ViewLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
      aria-label={t('dashboard.viewRequestsOf', { name })}
    >
      <EyeIcon size={14} />
      {t('dashboard.columns.view')}
    </Link>
  );
}

function ViewButton({ load, onView }: { load: LoadView; onView: (load: LoadView) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="d-inline-flex align-items-center gap-1"
      onClick={() => onView(load)}
      aria-label={t('loads.actions.viewLabel', { name: loadName(load) })}
    >
      <EyeIcon size={14} />
      {t('dashboard.columns.view')}
    </Button>
  );
}

function PickupDelivery({ load }: { load: Pick<LoadView, 'pickupDate' | 'deliveryDate'> }) {
  return (
    <>
      <div>{formatDate(load.pickupDate)}</div>
      <div className="text-body-secondary">{formatDate(load.deliveryDate)}</div>
    </>
  );
}

// ---------------------------------------------------------------- broker

export function BrokerDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  const navigate = useNavigate();
  const query = useBrokerDashboard();
  const data = query.data;
  const loading = query.isPending;

  return (
    <>
      {query.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{errorMessages(query.error, DASHBOARD_FETCH_FAILED)[0]}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <StatGrid
        loading={loading}
        cards={[
          {
            label: t('dashboard.broker.activeLoads'),
            value: count(data?.summary.totalActiveLoads),
            icon: PackageIcon,
            tone: 'primary',
          },
          {
            label: t('dashboard.broker.assignedJobs'),
            value: count(data?.summary.assignedJobs),
            icon: BriefcaseIcon,
            tone: 'info',
          },
          {
            label: t('dashboard.broker.pendingRequests'),
            value: count(data?.requests.statistics.byStatus.pending),
            icon: ClockIcon,
            tone: 'warning',
          },
          {
            label: t('dashboard.broker.acceptedRequests'),
            value: count(data?.summary.acceptedRequests),
            icon: CheckCircleIcon,
            tone: 'success',
          },
        ]}
      />
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.broker.recentRequests')}
          columns={[c('id'), c('carrier'), c('rate'), c('status'), c('date')]}
          endColumns={[2]}
          emptyText={t('dashboard.broker.noRequests')}
          loading={loading}
        >
          {data?.requests.recent.items.map((request) => (
            <ClickableRow
              key={request.id}
              data-request-id={request.id}
              onOpen={() => navigate(`/view-requests/${request.loadId}`)}
            >
              <td className="text-nowrap">
                <Link
                  to={`/view-requests/${request.loadId}`}
                  className="fw-medium"
                  aria-label={t('dashboard.openRequest', {
                    name: loadName({ id: request.loadId, jobNumber: request.jobNumber }),
                    carrier: request.carrier,
                  })}
                >
                  {loadName({ id: request.loadId, jobNumber: request.jobNumber })}
                </Link>
              </td>
              <td className="dashboard-cell-wrap">
                <div className="fw-medium">{request.carrier}</div>
                <div className="small text-body-secondary">{request.carrierName}</div>
              </td>
              <td className="text-end text-nowrap">{formatMoney(request.proposedRate)}</td>
              <td>
                <RequestStatusBadge status={request.status} />
              </td>
              <td className="text-nowrap">{formatDate(request.date)}</td>
            </ClickableRow>
          ))}
        </DashboardTable>
        <DashboardTable
          title={t('dashboard.broker.recentPosts')}
          columns={[c('type'), c('route'), c('pickup'), c('status'), c('requests')]}
          emptyText={t('dashboard.broker.noPosts')}
          action={{ label: t('common.viewAll'), to: '/view-loads' }}
          loading={loading}
        >
          {data?.recentPosts.items.map((load) => (
            <tr key={load.id} data-load-id={load.id}>
              <td>
                <TypeBadge type={load.type} />
              </td>
              <td className="dashboard-cell-wrap">
                <Route load={load} stacked />
              </td>
              <td className="text-nowrap">{formatDate(load.pickupDate)}</td>
              <td>
                <StatusBadge status={load.status} />
              </td>
              <td className="text-nowrap">
                <Link
                  to={`/view-requests/${load.id}`}
                  title={t('loads.requestsTitle', {
                    pending: load.pendingRequests,
                    total: load.requestsCount,
                  })}
                  aria-label={t('dashboard.viewRequestsOf', { name: loadName(load) })}
                >
                  {t('loads.requestsCount', { pending: load.pendingRequests, total: load.requestsCount })}
                </Link>
              </td>
            </tr>
          ))}
        </DashboardTable>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- RFP carrier

export function RfpCarrierDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  const query = useRfpCarrierDashboard();
  const data = query.data;
  const loading = query.isPending;
  const [viewing, setViewing] = useState<LoadView | null>(null);

  return (
    <>
      <StatGrid
        loading={loading}
        cards={[
          {
            label: t('dashboard.rfp.availableLoads'),
            value: count(data?.stats.availableLoads),
            icon: PackageIcon,
            tone: 'primary',
          },
          {
            label: t('dashboard.rfp.postedRfdLoads'),
            value: count(data?.stats.postedRFDLoads),
            icon: PlusSquareIcon,
            tone: 'info',
          },
          {
            label: t('dashboard.rfp.activeDeliveries'),
            value: count(data?.stats.activeDeliveries),
            icon: TruckIcon,
            tone: 'warning',
          },
          {
            label: t('dashboard.rfp.totalRevenue'),
            value: money(data?.stats.revenue),
            icon: DollarIcon,
            tone: 'success',
          },
        ]}
      />
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.rfp.availableBrokerLoads')}
          columns={[c('broker'), c('route'), c('dates'), c('rate')]}
          endColumns={[3]}
          emptyText={t('dashboard.rfp.noBrokerLoads')}
          action={{ label: t('common.viewAll'), to: '/search-loads' }}
          loading={loading}
        >
          {data?.availableLoads.map((load) => (
            <ClickableRow key={load.id} data-load-id={load.id} onOpen={() => setViewing(load)}>
              <td className="dashboard-cell-wrap">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start fw-medium text-decoration-none"
                  onClick={() => setViewing(load)}
                  aria-label={t('loads.actions.viewLabel', { name: loadName(load) })}
                >
                  {`${load.user.firstName} ${load.user.lastName}`.trim()}
                </button>
                <div className="small text-body-secondary">{load.user.companyName}</div>
              </td>
              <td className="dashboard-cell-wrap">
                <Route load={load} stacked />
              </td>
              <td className="text-nowrap small">
                <PickupDelivery load={load} />
              </td>
              <td className="text-end text-nowrap fw-medium">
                <PriceText load={load} />
              </td>
            </ClickableRow>
          ))}
        </DashboardTable>
        <DashboardTable
          title={t('dashboard.rfp.availableTruckSpace')}
          columns={[c('route'), c('space'), c('status'), c('view')]}
          emptyText={t('dashboard.rfp.noTruckSpace')}
          action={{ label: t('dashboard.rfp.postRfdLoad'), to: '/post-loads' }}
          loading={loading}
        >
          {data?.myRFDLoads.map((load) => (
            <tr key={load.id} data-load-id={load.id}>
              <td className="dashboard-cell-wrap">
                <Route load={load} stacked />
              </td>
              <td className="text-nowrap">{formatSpace(load.cubicFeet)}</td>
              <td>
                <ActiveBadge status={load.status} />
              </td>
              <td>
                <ViewLink to={`/view-requests/${load.id}`} name={loadName(load)} />
              </td>
            </tr>
          ))}
        </DashboardTable>
      </div>
      <LoadDetailsSlot load={viewing} onHide={() => setViewing(null)} allowRequest />
    </>
  );
}

// ---------------------------------------------------------------- RFD carrier

export function RfdCarrierDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  const query = useRfdCarrierDashboard();
  const data = query.data;
  const loading = query.isPending;
  const [viewing, setViewing] = useState<LoadView | null>(null);

  return (
    <>
      <StatGrid
        loading={loading}
        cards={[
          {
            label: t('dashboard.rfd.openTrucks'),
            value: count(data?.stats.openTrucks),
            icon: TruckIcon,
            tone: 'primary',
          },
          {
            label: t('dashboard.rfd.availableRfdLoads'),
            value: count(data?.stats.availableRFDLoads),
            icon: PackageIcon,
            tone: 'info',
          },
          {
            label: t('dashboard.rfd.activeDeliveries'),
            value: count(data?.stats.activeDeliveries),
            icon: BriefcaseIcon,
            tone: 'warning',
          },
          {
            label: t('dashboard.rfd.totalRevenue'),
            value: money(data?.stats.revenue),
            icon: DollarIcon,
            tone: 'success',
          },
        ]}
      />
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.rfd.myTrucks')}
          columns={[c('location'), c('availDate'), c('space'), c('status'), c('view')]}
          emptyText={t('dashboard.rfd.noTrucks')}
          action={{ label: t('dashboard.rfd.postNewTruck'), to: '/post-loads' }}
          loading={loading}
        >
          {data?.myTrucks.map((truck) => (
            <tr key={truck.id} data-load-id={truck.id}>
              <td className="dashboard-cell-wrap">
                <div className="fw-medium">{truck.location}</div>
                <div className="small text-body-secondary">{truck.locationZip}</div>
              </td>
              <td className="text-nowrap">{formatDate(truck.availableDate)}</td>
              <td className="text-nowrap">{formatSpace(truck.cubicFeet)}</td>
              <td>
                <ActiveBadge status={truck.status} activeLabel={t('dashboard.rfd.available')} />
              </td>
              <td>
                <ViewLink to={`/view-requests/${truck.id}`} name={`#${truck.id}`} />
              </td>
            </tr>
          ))}
        </DashboardTable>
        <DashboardTable
          title={t('dashboard.rfd.availableRfdLoads')}
          columns={[c('route'), c('rate'), c('space'), c('view')]}
          endColumns={[1]}
          emptyText={t('dashboard.rfd.noRfdLoads')}
          action={{ label: t('common.viewAll'), to: '/view-loads' }}
          loading={loading}
        >
          {data?.availableRFDLoads.map((load) => (
            <tr key={load.id} data-load-id={load.id}>
              <td className="dashboard-cell-wrap">
                <Route load={load} stacked />
              </td>
              <td className="text-end text-nowrap fw-medium">
                <PriceText load={load} />
              </td>
              <td className="text-nowrap">{formatSpace(load.cubicFeet)}</td>
              <td>
                <ViewButton load={load} onView={setViewing} />
              </td>
            </tr>
          ))}
        </DashboardTable>
      </div>
      <LoadDetailsSlot load={viewing} onHide={() => setViewing(null)} allowRequest />
    </>
  );
}

// ---------------------------------------------------------------- admin

export function AdminDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  const query = useAdminDashboard();
  const data = query.data;
  const loading = query.isPending;

  return (
    <>
      <StatGrid
        loading={loading}
        cards={[
          {
            label: t('dashboard.admin.activeLoads'),
            value: count(data?.stats.activeLoads),
            icon: PackageIcon,
            tone: 'primary',
          },
          {
            label: t('dashboard.admin.pendingRequests'),
            value: count(data?.stats.pendingRequests),
            icon: ClockIcon,
            tone: 'warning',
          },
          {
            label: t('dashboard.admin.completedLoads'),
            value: count(data?.stats.completedLoads),
            icon: CheckCircleIcon,
            tone: 'success',
          },
          {
            label: t('dashboard.admin.revenue'),
            value: money(data?.stats.revenue),
            icon: DollarIcon,
            tone: 'info',
          },
        ]}
      />
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.admin.recentLoads')}
          columns={[c('id'), c('route'), c('status'), c('date')]}
          emptyText={t('dashboard.admin.noLoads')}
          action={{ label: t('common.viewAll'), to: '/admin/loads' }}
          loading={loading}
        >
          {data?.recentLoads.map((load) => (
            <tr key={load.id} data-load-id={load.id}>
              <td className="text-nowrap">
                <Link
                  to={`/view-requests/${load.id}`}
                  className="fw-medium"
                  aria-label={t('dashboard.viewRequestsOf', { name: loadName(load) })}
                >
                  {loadName(load)}
                </Link>
              </td>
              <td className="dashboard-cell-wrap">
                <Route
                  load={{ originLocation: load.origin, destinationLocation: load.destination }}
                  stacked
                />
              </td>
              <td>
                <StatusBadge status={load.status} />
              </td>
              <td className="text-nowrap">{formatDate(load.date)}</td>
            </tr>
          ))}
        </DashboardTable>
        <DashboardTable
          title={t('dashboard.admin.recentRequests')}
          columns={[c('id'), c('company'), c('status'), c('date')]}
          emptyText={t('dashboard.admin.noRequests')}
          action={{ label: t('common.viewAll'), to: '/admin/requests' }}
          loading={loading}
        >
          {data?.recentRequests.map((request) => (
            <tr key={request.id} data-request-id={request.id}>
              <td className="text-nowrap">
                <Link
                  to={`/view-requests/${request.loadId}`}
                  className="fw-medium"
                  aria-label={t('dashboard.openRequestOf', { id: request.id, company: request.company })}
                >
                  #{request.id}
                </Link>
              </td>
              <td className="dashboard-cell-wrap">
                <div className="fw-medium">{request.company}</div>
                <div className="small text-body-secondary">{formatMoney(request.proposedRate)}</div>
              </td>
              <td>
                {/* Spec 4: admin request rows are warning when PENDING, else success. */}
                <Badge
                  bg={request.status === 'PENDING' ? 'warning' : 'success'}
                  text={request.status === 'PENDING' ? 'dark' : undefined}
                >
                  {t(`requests.statuses.${request.status}`)}
                </Badge>
              </td>
              <td className="text-nowrap">{formatDate(request.date)}</td>
            </tr>
          ))}
        </DashboardTable>
      </div>
    </>
  );
}
