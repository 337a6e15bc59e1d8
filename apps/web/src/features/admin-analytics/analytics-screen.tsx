import './admin-analytics.css';
import { MESSAGES, type SystemAnalytics } from '@loadboard/contracts';
import { lazy, Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import {
  ChartIcon,
  CheckCircleIcon,
  ClockIcon,
  DollarIcon,
  PackageIcon,
  UserIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import { ListError } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { useSystemAnalytics } from './api.ts';
import { StatGroup, type StatSpec } from './stat-group.tsx';

const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx'));

/** Figures read 0 until there is something to count (spec 2); money in dollars with separators. */
const money = (value: number | undefined) => formatMoney(value ?? 0);
const count = (value: number | undefined) => formatNumber(value ?? 0);

function groups(data: SystemAnalytics | undefined) {
  // null while the answer is on its way: the cards show a placeholder, never a made-up 0.
  const show = <T,>(read: (answer: SystemAnalytics) => T, format: (value: T) => string) =>
    data ? format(read(data)) : null;
  const users: StatSpec[] = [
    {
      id: 'totalUsers',
      label: 'adminAnalytics.cards.totalUsers',
      icon: UsersIcon,
      tone: 'primary',
      value: show((d) => d.userStats.totalUsers, count),
    },
    {
      id: 'activeUsers',
      label: 'adminAnalytics.cards.activeUsers',
      icon: UserIcon,
      tone: 'success',
      value: show((d) => d.userStats.activeUsers, count),
    },
    {
      id: 'newUsersThisMonth',
      label: 'adminAnalytics.cards.newUsersThisMonth',
      icon: UserIcon,
      tone: 'info',
      value: show((d) => d.userStats.newUsersThisMonth, count),
    },
  ];
  const loads: StatSpec[] = [
    {
      id: 'totalLoads',
      label: 'adminAnalytics.cards.totalLoads',
      icon: PackageIcon,
      tone: 'primary',
      value: show((d) => d.loadStats.totalLoads, count),
    },
    {
      id: 'activeLoads',
      label: 'adminAnalytics.cards.activeLoads',
      icon: ClockIcon,
      tone: 'warning',
      value: show((d) => d.loadStats.activeLoads, count),
    },
    {
      id: 'completedLoads',
      label: 'adminAnalytics.cards.completedLoads',
      icon: CheckCircleIcon,
      tone: 'success',
      value: show((d) => d.loadStats.completedLoads, count),
    },
  ];
  const revenue: StatSpec[] = [
    {
      id: 'totalRevenue',
      label: 'adminAnalytics.cards.totalRevenue',
      icon: DollarIcon,
      tone: 'success',
      value: show((d) => d.revenueStats.totalRevenue, money),
    },
    {
      id: 'monthlyRevenue',
      label: 'adminAnalytics.cards.monthlyRevenue',
      icon: DollarIcon,
      tone: 'info',
      value: show((d) => d.revenueStats.monthlyRevenue, money),
    },
    {
      id: 'averageLoadRevenue',
      label: 'adminAnalytics.cards.averageLoadRevenue',
      icon: ChartIcon,
      tone: 'primary',
      value: show((d) => d.revenueStats.averageLoadRevenue, money),
    },
  ];
  const subscriptions: StatSpec[] = [
    {
      id: 'subscriptionTotal',
      label: 'adminAnalytics.cards.subscriptionTotal',
      icon: DollarIcon,
      tone: 'secondary',
      value: show((d) => d.subscriptionStats.totalRevenue, money),
    },
    {
      id: 'subscriptionMonthly',
      label: 'adminAnalytics.cards.subscriptionMonthly',
      icon: DollarIcon,
      tone: 'info',
      value: show((d) => d.subscriptionStats.monthlyRevenue, money),
    },
    {
      id: 'activeSubscriptions',
      label: 'adminAnalytics.cards.activeSubscriptions',
      icon: CheckCircleIcon,
      tone: 'success',
      value: show((d) => d.subscriptionStats.activeSubscriptions, count),
    },
  ];
  return { users, loads, revenue, subscriptions };
}

function ChartsLoading() {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="d-flex align-items-center gap-2 text-body-secondary" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('common.loading')}
      </Card.Body>
    </Card>
  );
}

/**
 * System Analytics (/admin/analytics): the spec's User, Load and Revenue Statistics, subscription
 * income (decisions.md), then the charts, whose library loads after the cards.
 */
export function AnalyticsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const query = useSystemAnalytics();
  const { users, loads, revenue, subscriptions } = groups(query.data);
  return (
    <section className="analytics">
      <PageHeader
        title={t('pages.adminAnalytics.title')}
        description={t('pages.adminAnalytics.description')}
      />
      {query.isError && !query.data ? (
        <ListError title={text(MESSAGES.fetchAnalyticsFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="analytics-groups">
            <StatGroup title={t('adminAnalytics.groups.users')} stats={users} />
            <StatGroup title={t('adminAnalytics.groups.loads')} stats={loads} />
            <StatGroup
              title={t('adminAnalytics.groups.revenue')}
              stats={revenue}
              note={t('adminAnalytics.revenueNote')}
            />
            <StatGroup title={t('adminAnalytics.groups.subscriptions')} stats={subscriptions} />
          </div>
          {query.data ? (
            <Suspense fallback={<ChartsLoading />}>
              <AnalyticsCharts charts={query.data.charts} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
