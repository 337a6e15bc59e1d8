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
type Section = 'userStats' | 'loadStats' | 'revenueStats' | 'subscriptionStats';
type Field<S extends Section> = keyof SystemAnalytics[S];
/** A card: its text's id (its figure's name too, unless that is given), icon and tone. */
type CardRow<S extends Section> =
  | [id: CardId & Field<S>, icon: StatSpec['icon'], tone: Tone]
  | [id: CardId, icon: StatSpec['icon'], tone: Tone, field: Field<S>];

function groups(data: SystemAnalytics | undefined) {
  const section = <S extends Section>(name: S, format: typeof count, cards: CardRow<S>[]): StatSpec[] =>
    cards.map((card) => {
      const field: Field<S> = card.length === 4 ? card[3] : card[0];
      return {
        id: card[0],
        label: `adminAnalytics.cards.${card[0]}`,
        icon: card[1],
        tone: card[2],
        // null while the answer is on its way: the cards show a placeholder, never a made-up 0.
        value: data ? format(data[name][field] as number) : null,
      };
    });
  return {
    users: section('userStats', count, [
      ['totalUsers', UsersIcon, 'primary'],
      ['activeUsers', UserIcon, 'success'],
      ['newUsersThisMonth', UserIcon, 'info'],
    ]),
    loads: section('loadStats', count, [
      ['totalLoads', PackageIcon, 'primary'],
      ['activeLoads', ClockIcon, 'warning'],
      ['completedLoads', CheckCircleIcon, 'success'],
    ]),
    revenue: section('revenueStats', money, [
      ['totalRevenue', DollarIcon, 'success'],
      ['monthlyRevenue', DollarIcon, 'info'],
      ['averageLoadRevenue', ChartIcon, 'primary'],
    ]),
    subscriptions: [
      ...section('subscriptionStats', money, [
        ['subscriptionTotal', DollarIcon, 'secondary', 'totalRevenue'],
        ['subscriptionMonthly', DollarIcon, 'info', 'monthlyRevenue'],
      ]),
      ...section('subscriptionStats', count, [['activeSubscriptions', CheckCircleIcon, 'success']]),
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
