import { useTranslation } from 'react-i18next';
import {
  BriefcaseIcon,
  CheckCircleIcon,
  ClockIcon,
  DollarIcon,
  PackageIcon,
  PlusSquareIcon,
  TruckIcon,
} from '../../components/icons.tsx';
import type { en } from '../../i18n/en.ts';
import { DashboardTable, StatCard, StatGrid } from './dashboard-parts.tsx';

type ColumnKey = keyof typeof en.dashboard.columns;

function useColumnLabel() {
  const { t } = useTranslation();
  return (key: ColumnKey) => t(`dashboard.columns.${key}`);
}

/*
 * The four dashboards of spec 2, with the cards and tables the spec names. Figures and rows come
 * from the dashboards API (GET /api/dashboard/...) once it lands; until then cards show a dash and
 * tables their empty state.
 */

export function BrokerDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  return (
    <>
      <StatGrid>
        <StatCard label={t('dashboard.broker.activeLoads')} value={null} icon={PackageIcon} tone="primary" />
        <StatCard label={t('dashboard.broker.assignedJobs')} value={null} icon={BriefcaseIcon} tone="info" />
        <StatCard
          label={t('dashboard.broker.pendingRequests')}
          value={null}
          icon={ClockIcon}
          tone="warning"
        />
        <StatCard
          label={t('dashboard.broker.acceptedRequests')}
          value={null}
          icon={CheckCircleIcon}
          tone="success"
        />
      </StatGrid>
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.broker.recentRequests')}
          columns={[c('id'), c('carrier'), c('rate'), c('status'), c('date')]}
          emptyText={t('dashboard.broker.noRequests')}
        />
        <DashboardTable
          title={t('dashboard.broker.recentPosts')}
          columns={[c('type'), c('route'), c('pickup'), c('status'), c('requests')]}
          emptyText={t('dashboard.broker.noPosts')}
          action={{ label: t('common.viewAll'), to: '/view-loads' }}
        />
      </div>
    </>
  );
}

export function RfpCarrierDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  return (
    <>
      <StatGrid>
        <StatCard label={t('dashboard.rfp.availableLoads')} value={null} icon={PackageIcon} tone="primary" />
        <StatCard label={t('dashboard.rfp.postedRfdLoads')} value={null} icon={PlusSquareIcon} tone="info" />
        <StatCard label={t('dashboard.rfp.activeDeliveries')} value={null} icon={TruckIcon} tone="warning" />
        <StatCard label={t('dashboard.rfp.totalRevenue')} value={null} icon={DollarIcon} tone="success" />
      </StatGrid>
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.rfp.availableBrokerLoads')}
          columns={[c('broker'), c('route'), c('dates'), c('rate')]}
          emptyText={t('dashboard.rfp.noBrokerLoads')}
          action={{ label: t('common.viewAll'), to: '/search-loads' }}
        />
        <DashboardTable
          title={t('dashboard.rfp.availableTruckSpace')}
          columns={[c('route'), c('space'), c('status'), c('view')]}
          emptyText={t('dashboard.rfp.noTruckSpace')}
          action={{ label: t('dashboard.rfp.postRfdLoad'), to: '/post-loads' }}
        />
      </div>
    </>
  );
}

export function RfdCarrierDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  return (
    <>
      <StatGrid>
        <StatCard label={t('dashboard.rfd.openTrucks')} value={null} icon={TruckIcon} tone="primary" />
        <StatCard label={t('dashboard.rfd.availableRfdLoads')} value={null} icon={PackageIcon} tone="info" />
        <StatCard
          label={t('dashboard.rfd.activeDeliveries')}
          value={null}
          icon={BriefcaseIcon}
          tone="warning"
        />
        <StatCard label={t('dashboard.rfd.totalRevenue')} value={null} icon={DollarIcon} tone="success" />
      </StatGrid>
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.rfd.myTrucks')}
          columns={[c('location'), c('availDate'), c('space'), c('status'), c('view')]}
          emptyText={t('dashboard.rfd.noTrucks')}
          action={{ label: t('dashboard.rfd.postNewTruck'), to: '/post-loads' }}
        />
        <DashboardTable
          title={t('dashboard.rfd.availableRfdLoads')}
          columns={[c('route'), c('rate'), c('space'), c('view')]}
          emptyText={t('dashboard.rfd.noRfdLoads')}
          action={{ label: t('common.viewAll'), to: '/view-loads' }}
        />
      </div>
    </>
  );
}

export function AdminDashboard() {
  const { t } = useTranslation();
  const c = useColumnLabel();
  return (
    <>
      <StatGrid>
        <StatCard label={t('dashboard.admin.activeLoads')} value={null} icon={PackageIcon} tone="primary" />
        <StatCard label={t('dashboard.admin.pendingRequests')} value={null} icon={ClockIcon} tone="warning" />
        <StatCard
          label={t('dashboard.admin.completedLoads')}
          value={null}
          icon={CheckCircleIcon}
          tone="success"
        />
        <StatCard label={t('dashboard.admin.revenue')} value={null} icon={DollarIcon} tone="info" />
      </StatGrid>
      <div className="dashboard-tables">
        <DashboardTable
          title={t('dashboard.admin.recentLoads')}
          columns={[c('id'), c('route'), c('status'), c('date')]}
          emptyText={t('dashboard.admin.noLoads')}
          action={{ label: t('common.viewAll'), to: '/admin/loads' }}
        />
        <DashboardTable
          title={t('dashboard.admin.recentRequests')}
          columns={[c('id'), c('company'), c('status'), c('date')]}
          emptyText={t('dashboard.admin.noRequests')}
          action={{ label: t('common.viewAll'), to: '/admin/requests' }}
        />
      </div>
    </>
  );
}
