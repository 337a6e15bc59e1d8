import './dashboard.css';
import type { LoadView, RfdCarrierDashboard as RfdAnswer } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { DayText } from '../../components/date-text.tsx';
import { PostAge } from '../../components/freight/post-age.tsx';
import { BriefcaseIcon, PackageIcon, TruckIcon } from '../../components/icons.tsx';
import { formatSpace } from '../../lib/format.ts';
import { useRfdCarrierDashboard } from './api.ts';
import { revenueCard, statCard } from './cards.ts';
import { CarrierDashboard } from './carrier-dashboard.tsx';
import {
  ActiveBadge,
  priceColumn,
  routeColumn,
  twoLineColumn,
  ViewButton,
  ViewLink,
} from './dashboard-cells.tsx';
import { type CardSpec, DashboardTable, type TableSpec } from './dashboard-parts.tsx';

type Truck = RfdAnswer['myTrucks'][number];

const CARDS: CardSpec<RfdAnswer>[] = [
  statCard('dashboard.rfd.openTrucks', TruckIcon, 'primary', 'openTrucks'),
  statCard('dashboard.rfd.availableRfdLoads', PackageIcon, 'info', 'availableRFDLoads'),
  statCard('dashboard.rfd.activeDeliveries', BriefcaseIcon, 'warning', 'activeDeliveries'),
  revenueCard('dashboard.rfd.totalRevenue', 'success'),
];

/** An open truck's status: Spec 4's Active badge, which reads "Available" here. */
function TruckStatus({ truck }: { truck: Truck }) {
  const { t } = useTranslation();
  return <ActiveBadge status={truck.status} activeLabel={t('dashboard.rfd.available')} />;
}

const MY_TRUCKS: TableSpec<Truck> = {
  title: 'dashboard.rfd.myTrucks',
  empty: 'dashboard.rfd.noTrucks',
  action: { label: 'dashboard.rfd.postNewTruck', to: '/post-loads' },
  columns: [
    twoLineColumn(
      'location',
      (truck) => truck.location,
      (truck) => truck.locationZip,
    ),
    { name: 'availDate', className: 'text-nowrap', cell: (truck) => <DayText value={truck.availableDate} /> },
    { name: 'space', className: 'text-nowrap', cell: (truck) => formatSpace(truck.cubicFeet) },
    { name: 'status', cell: (truck) => <TruckStatus truck={truck} /> },
    { name: 'view', cell: (truck) => <ViewLink to={`/view-requests/${truck.id}`} name={`#${truck.id}`} /> },
  ],
};

const RFD_LOADS: TableSpec<LoadView> = {
  title: 'dashboard.rfd.availableRfdLoads',
  empty: 'dashboard.rfd.noRfdLoads',
  action: { label: 'common.viewAll', to: '/view-loads' },
  columns: [
    routeColumn(),
    priceColumn(),
    { name: 'space', className: 'text-nowrap', cell: (load) => formatSpace(load.cubicFeet) },
    { name: 'age', className: 'small', cell: (load) => <PostAge load={load} /> },
    { name: 'view', cell: (load, open) => <ViewButton load={load} onView={open} /> },
  ],
};

/** Spec 2's RFD carrier dashboard (GET /api/dashboard/rfd-carrier). */
export function RfdCarrierDashboard() {
  const query = useRfdCarrierDashboard();
  return (
    <CarrierDashboard
      query={query}
      cards={CARDS}
      tables={(view) => (
        <>
          <DashboardTable spec={MY_TRUCKS} rows={query.data?.myTrucks} />
          <DashboardTable spec={RFD_LOADS} rows={query.data?.availableRFDLoads} onOpen={view} />
        </>
      )}
    />
  );
}
