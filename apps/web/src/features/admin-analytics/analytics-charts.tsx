import type { SystemAnalytics } from '@loadboard/contracts';
import type { ReactElement } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartTable } from '../../components/chart-table.tsx';
import { dayLabel, longMonthLabel, monthLabel } from '../../components/market/axis-labels.ts';
import {
  CHART_GRID,
  CHART_TICK,
  CHART_TOOLTIP,
  calendarAxis,
  SERIES_LEGEND,
} from '../../components/market/chart-style.ts';
import { useDates } from '../../lib/dates.ts';
import { formatMoney, formatNumber, localeOf } from '../../lib/format.ts';

/*
 * The analytics charts. This module (and recharts with it) is loaded only by System Analytics, after
 * its cards, so no other screen pays for the chart library.
 */

/** Bootstrap's primary, success and purple: SVG attributes cannot read CSS variables. */
const COLORS = { primary: '#0d6efd', success: '#198754', purple: '#6f42c1' } as const;
const CHART_HEIGHT = 260;

type Charts = SystemAnalytics['charts'];

/** Each chart's series in the order they are drawn (and listed in the legend), with its colour. */
const ACTIVITY_SERIES = [
  ['posts', COLORS.primary],
  ['acceptedRequests', COLORS.success],
] as const;
const REVENUE_SERIES = [
  ['loadRevenue', COLORS.primary],
  ['subscriptionRevenue', COLORS.purple],
] as const;

function ChartCard({
  id,
  title,
  caption,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  summary: string;
  /** The chart's numbers for assistive technology (ChartTable). */
  table: ReactElement;
  /** The chart, drawn as wide as the card. */
  children: ReactElement;
}) {
  return (
    <Card className="border-0 shadow-sm analytics-chart" data-chart={id}>
      <Card.Body>
        <figure className="mb-0" aria-labelledby={`chart-${id}-title`}>
          <h2 id={`chart-${id}-title`} className="h6 mb-1">
            {title}
          </h2>
          <figcaption className="small text-body-secondary mb-3">{caption}</figcaption>
          <div aria-hidden="true" inert>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              {children}
            </ResponsiveContainer>
          </div>
          <p className="visually-hidden">{summary}</p>
          {table}
        </figure>
      </Card.Body>
    </Card>
  );
}

function compactMoney(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A series' name in the text colour: recharts writes it in the series' own, which the purple makes
 * hard to read on dark. The swatch beside it keeps the colour.
 */
const legendName = (name: string) => <span className="text-body">{name}</span>;

/** A series' total over the chart, for the sentence a screen reader gets instead of the drawing. */
const totalOf = <Key extends string>(rows: Record<Key, number>[], key: Key) =>
  rows.reduce((sum, row) => sum + row[key], 0);

function ActivityChart({ days }: { days: Charts['activity'] }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const title = t('adminAnalytics.charts.activityTitle');
  return (
    <ChartCard
      id="activity"
      title={title}
      caption={t('adminAnalytics.charts.activityCaption')}
      summary={t('adminAnalytics.charts.activitySummary', {
        posts: formatNumber(totalOf(days, 'posts')),
        accepted: formatNumber(totalOf(days, 'acceptedRequests')),
      })}
      table={
        <ChartTable
          caption={title}
          rowHeader={t('adminAnalytics.charts.day')}
          columns={ACTIVITY_SERIES.map(([key]) => t(`adminAnalytics.charts.${key}`))}
          rows={days.map((day) => ({
            key: day.day,
            header: dates.long(day.day),
            cells: ACTIVITY_SERIES.map(([key]) => formatNumber(day[key])),
          }))}
        />
      }
    >
      <LineChart data={days} margin={{ top: 5, right: 10, bottom: 0, left: -10 }}>
        <CartesianGrid {...CHART_GRID} />
        <XAxis {...calendarAxis('day', dayLabel, i18n.language, 24)} />
        <YAxis allowDecimals={false} tick={CHART_TICK} width={48} />
        <Tooltip
          {...CHART_TOOLTIP}
          labelFormatter={(day) => dayLabel(String(day), i18n.language)}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Legend {...SERIES_LEGEND} formatter={legendName} />
        {ACTIVITY_SERIES.map(([key, color]) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={t(`adminAnalytics.charts.${key}`)}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartCard>
  );
}

function RevenueChart({ months }: { months: Charts['revenue'] }) {
  const { t, i18n } = useTranslation();
  const title = t('adminAnalytics.charts.revenueTitle');
  return (
    <ChartCard
      id="revenue"
      title={title}
      caption={t('adminAnalytics.charts.revenueCaption')}
      summary={t('adminAnalytics.charts.revenueSummary', {
        loads: formatMoney(totalOf(months, 'loadRevenue'), { whole: true }),
        subscriptions: formatMoney(totalOf(months, 'subscriptionRevenue'), { whole: true }),
      })}
      table={
        <ChartTable
          caption={title}
          rowHeader={t('adminAnalytics.charts.month')}
          columns={REVENUE_SERIES.map(([key]) => t(`adminAnalytics.charts.${key}`))}
          rows={months.map((month) => ({
            key: month.month,
            header: longMonthLabel(month.month, i18n.language),
            cells: REVENUE_SERIES.map(([key]) => formatMoney(month[key])),
          }))}
        />
      }
    >
      <BarChart data={months} margin={{ top: 5, right: 10, bottom: 0, left: 0 }}>
        <CartesianGrid {...CHART_GRID} />
        <XAxis {...calendarAxis('month', monthLabel, i18n.language, 8)} />
        <YAxis
          tickFormatter={(value: number) => compactMoney(value, i18n.language)}
          tick={CHART_TICK}
          width={56}
        />
        <Tooltip
          {...CHART_TOOLTIP}
          labelFormatter={(month) => monthLabel(String(month), i18n.language)}
          formatter={(value) => formatMoney(Number(value))}
        />
        <Legend {...SERIES_LEGEND} formatter={legendName} />
        {REVENUE_SERIES.map(([key, color]) => (
          <Bar
            key={key}
            dataKey={key}
            name={t(`adminAnalytics.charts.${key}`)}
            fill={color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}

/** The busiest lanes as bars drawn with the page's own boxes: long place names wrap on a phone. */
function LanesChart({ lanes }: { lanes: Charts['lanes'] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...lanes.map((lane) => lane.posts));
  return (
    <Card className="border-0 shadow-sm analytics-chart" data-chart="lanes">
      <Card.Body>
        <h2 className="h6 mb-1">{t('adminAnalytics.charts.lanesTitle')}</h2>
        <p className="small text-body-secondary mb-3">{t('adminAnalytics.charts.lanesCaption')}</p>
        {lanes.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('adminAnalytics.charts.lanesEmpty')}</p>
        ) : (
          <ol className="analytics-lanes list-unstyled mb-0">
            {lanes.map((lane) => (
              <li key={`${lane.origin}|${lane.destination}`} className="analytics-lane">
                <div className="analytics-lane-head">
                  <span className="analytics-lane-name">
                    {t('adminAnalytics.charts.lane', { origin: lane.origin, destination: lane.destination })}
                  </span>
                  <span className="analytics-lane-count">
                    {t('adminAnalytics.charts.lanePosts', { posts: formatNumber(lane.posts) })}
                  </span>
                </div>
                <div className="analytics-lane-track" aria-hidden="true">
                  <div className="analytics-lane-bar" style={{ width: `${(lane.posts / most) * 100}%` }} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card>
  );
}

export default function AnalyticsCharts({ charts }: { charts: Charts }) {
  return (
    <div className="column-grid analytics-charts">
      <ActivityChart days={charts.activity} />
      <RevenueChart months={charts.revenue} />
      <LanesChart lanes={charts.lanes} />
    </div>
  );
}
