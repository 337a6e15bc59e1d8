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
import type { Translation } from '../../i18n/en/index.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { useSystemAnalytics } from './api.ts';
import { StatGroup, type StatSpec, type Tone } from './stat-group.tsx';

const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx'));

/** Figures read 0 until there is something to count (spec 2); money in dollars with separators. */
const money = (value: number | undefined) => formatMoney(value ?? 0);
const count = (value: number | undefined) => formatNumber(value ?? 0);

type CardId = keyof Translation['adminAnalytics']['cards'];

function groups(data: SystemAnalytics | undefined) {
  const stat = (
    id: CardId,
    icon: StatSpec['icon'],
    tone: Tone,
    read: (answer: SystemAnalytics) => number,
    format: (value: number) => string,
  ): StatSpec => ({
    id,
    label: `adminAnalytics.cards.${id}`,
    icon,
    tone,
    // null while the answer is on its way: the cards show a placeholder, never a made-up 0.
    value: data ? format(read(data)) : null,
  });
  return {
    users: [
      stat('totalUsers', UsersIcon, 'primary', (d) => d.userStats.totalUsers, count),
      stat('activeUsers', UserIcon, 'success', (d) => d.userStats.activeUsers, count),
      stat('newUsersThisMonth', UserIcon, 'info', (d) => d.userStats.newUsersThisMonth, count),
    ],
    loads: [
      stat('totalLoads', PackageIcon, 'primary', (d) => d.loadStats.totalLoads, count),
      stat('activeLoads', ClockIcon, 'warning', (d) => d.loadStats.activeLoads, count),
      stat('completedLoads', CheckCircleIcon, 'success', (d) => d.loadStats.completedLoads, count),
    ],
    revenue: [
      stat('totalRevenue', DollarIcon, 'success', (d) => d.revenueStats.totalRevenue, money),
      stat('monthlyRevenue', DollarIcon, 'info', (d) => d.revenueStats.monthlyRevenue, money),
      stat('averageLoadRevenue', ChartIcon, 'primary', (d) => d.revenueStats.averageLoadRevenue, money),
    ],
    subscriptions: [
      stat('subscriptionTotal', DollarIcon, 'secondary', (d) => d.subscriptionStats.totalRevenue, money),
      stat('subscriptionMonthly', DollarIcon, 'info', (d) => d.subscriptionStats.monthlyRevenue, money),
      stat(
        'activeSubscriptions',
        CheckCircleIcon,
        'success',
        (d) => d.subscriptionStats.activeSubscriptions,
        count,
      ),
    ],
  };
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
          <div className="column-grid analytics-groups">
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
