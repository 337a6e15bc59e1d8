import './dashboard.css';
import type { LoadView, RfpCarrierDashboard as RfpAnswer } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { PostAge } from '../../components/freight/post-age.tsx';
import { PackageIcon, PlusSquareIcon, TruckIcon } from '../../components/icons.tsx';
import { formatSpace, loadName } from '../../lib/format.ts';
import { useRfpCarrierDashboard } from './api.ts';
import { revenueCard, statCard } from './cards.ts';
import { CarrierDashboard } from './carrier-dashboard.tsx';
import { ActiveBadge, PickupDelivery, priceColumn, routeColumn, ViewLink } from './dashboard-cells.tsx';
import { type CardSpec, DashboardTable, type TableSpec } from './dashboard-parts.tsx';

const CARDS: CardSpec<RfpAnswer>[] = [
  statCard('dashboard.rfp.availableLoads', PackageIcon, 'primary', 'availableLoads'),
  statCard('dashboard.rfp.postedRfdLoads', PlusSquareIcon, 'info', 'postedRFDLoads'),
  statCard('dashboard.rfp.activeDeliveries', TruckIcon, 'warning', 'activeDeliveries'),
  revenueCard('dashboard.rfp.totalRevenue', 'success'),
];

/** The broker's name opens the post's details. */
function BrokerCell({ load, onView }: { load: LoadView; onView: (load: LoadView) => void }) {
  const { t } = useTranslation();
  const poster = `${load.user.firstName} ${load.user.lastName}`.trim();
  return (
    <>
      <button
        type="button"
        className="btn btn-link p-0 text-start fw-medium text-decoration-none"
        onClick={() => onView(load)}
        aria-label={t('loads.ofLoad', { text: poster, name: loadName(load) })}
      >
        {poster}
      </button>
      <div className="small text-body-secondary">{load.user.companyName}</div>
    </>
  );
}

const BROKER_LOADS: TableSpec<LoadView> = {
  title: 'dashboard.rfp.availableBrokerLoads',
  empty: 'dashboard.rfp.noBrokerLoads',
  action: { label: 'common.viewAll', to: '/search-loads' },
  rowOpens: true,
  columns: [
    {
      name: 'broker',
      className: 'dashboard-cell-wrap',
      cell: (load, open) => <BrokerCell load={load} onView={open} />,
    },
    routeColumn(),
    { name: 'dates', className: 'text-nowrap small', cell: (load) => <PickupDelivery load={load} /> },
    { name: 'age', className: 'small', cell: (load) => <PostAge load={load} /> },
    priceColumn(),
  ],
};

const MY_RFD_LOADS: TableSpec<LoadView> = {
  title: 'dashboard.rfp.availableTruckSpace',
  empty: 'dashboard.rfp.noTruckSpace',
  action: { label: 'dashboard.rfp.postRfdLoad', to: '/post-loads' },
  columns: [
    routeColumn(),
    { name: 'space', className: 'text-nowrap', cell: (load) => formatSpace(load.cubicFeet) },
    { name: 'status', cell: (load) => <ActiveBadge status={load.status} /> },
    { name: 'view', cell: (load) => <ViewLink to={`/view-requests/${load.id}`} name={loadName(load)} /> },
  ],
};

/** Spec 2's RFP carrier dashboard (GET /api/dashboard/rfp-carrier). */
export function RfpCarrierDashboard() {
  const query = useRfpCarrierDashboard();
  return (
    <CarrierDashboard
      query={query}
      cards={CARDS}
      tables={(view) => (
        <>
          <DashboardTable spec={BROKER_LOADS} rows={query.data?.availableLoads} onOpen={view} />
          <DashboardTable spec={MY_RFD_LOADS} rows={query.data?.myRFDLoads} />
        </>
      )}
    />
  );
}
