import type { RateWeek } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useDates } from '../../lib/dates.ts';
import { formatMoney, formatNumber, formatRatePerMile } from '../../lib/format.ts';
import { ChartTable } from '../chart-table.tsx';
import { dayLabel } from './axis-labels.ts';
import { CHART_GRID, CHART_TICK, CHART_TOOLTIP, calendarAxis, SERIES_LEGEND } from './chart-style.ts';

/*
 * A lane's 12 weeks. This module (and recharts with it) is loaded only where a lane's chart is
 * drawn (lane-market.tsx), so no other screen pays for the chart library.
 */

/** Bootstrap's primary, a light grey and orange (darker for text): SVG attributes cannot read CSS variables. */
const COLORS = { median: '#0d6efd', deals: '#ced4da', own: '#fd7e14', ownText: '#b35900' } as const;
const CHART_HEIGHT = 240;

export interface LaneChartProps {
  weekly: RateWeek[];
  /** The post's own rate per road mile, drawn across the chart. */
  ownRatePerMile?: number | null | undefined;
}

/** The sentence a screen reader gets instead of the drawing. */
function useSummary(weekly: RateWeek[]): string {
  const { t } = useTranslation();
  const deals = formatNumber(weekly.reduce((sum, week) => sum + week.deals, 0));
  const latest = weekly.findLast((week) => week.medianRatePerMile !== null)?.medianRatePerMile ?? null;
  return latest === null
    ? t('rates.chart.summaryNoMedian', { deals })
    : t('rates.chart.summary', { deals, median: formatMoney(latest) });
}

/** Median rate per mile (a line, broken where a week had too few deals) over deals per week (bars). */
export default function LaneChart({ weekly, ownRatePerMile = null }: LaneChartProps) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const summary = useSummary(weekly);
  const median = (value: number | null) =>
    value === null ? t('rates.chart.fewDeals') : formatRatePerMile(value);
  const week = (day: string) => t('rates.chart.week', { day: dates.day(day) });
  return (
    <figure className="market-chart mb-0" data-chart="lane">
      <figcaption className="market-chart-caption mb-2">{t('rates.chart.caption')}</figcaption>
      <div aria-hidden="true" inert>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <ComposedChart data={weekly} margin={{ top: 16, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid {...CHART_GRID} />
            <XAxis {...calendarAxis('weekStart', dayLabel, i18n.language, 12)} />
            <YAxis
              yAxisId="rate"
              tickFormatter={(value: number) => formatMoney(value)}
              domain={['auto', 'auto']}
              tick={CHART_TICK}
              width={58}
            />
            <YAxis yAxisId="deals" orientation="right" allowDecimals={false} tick={CHART_TICK} width={30} />
            <Tooltip
              {...CHART_TOOLTIP}
              labelFormatter={(day) => week(String(day))}
              formatter={(value, _name, item) =>
                item.dataKey === 'deals'
                  ? formatNumber(Number(value))
                  : median(value === null || value === undefined ? null : Number(value))
              }
            />
            <Legend
              {...SERIES_LEGEND}
              formatter={(value) => <span className="market-chart-legend">{value}</span>}
            />
            <Bar
              yAxisId="deals"
              dataKey="deals"
              name={t('rates.chart.deals')}
              fill={COLORS.deals}
              isAnimationActive={false}
            />
            <Line
              yAxisId="rate"
              type="monotone"
              dataKey="medianRatePerMile"
              name={t('rates.chart.median')}
              stroke={COLORS.median}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
            {ownRatePerMile !== null ? (
              <ReferenceLine
                yAxisId="rate"
                y={ownRatePerMile}
                stroke={COLORS.own}
                strokeWidth={2}
                strokeDasharray="6 4"
                ifOverflow="extendDomain"
                label={{
                  value: t('rates.chart.ownRate', { value: formatRatePerMile(ownRatePerMile) }),
                  position: 'insideTopLeft',
                  fill: COLORS.ownText,
                  className: 'market-chart-own-rate',
                  fontSize: 12,
                }}
              />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <p className="visually-hidden">{summary}</p>
      <ChartTable
        caption={t('rates.chart.title')}
        rowHeader={t('rates.chart.weekColumn')}
        columns={[t('rates.chart.median'), t('rates.chart.deals')]}
        rows={weekly.map((entry) => ({
          key: entry.weekStart,
          header: week(entry.weekStart),
          cells: [median(entry.medianRatePerMile), formatNumber(entry.deals)],
        }))}
      />
    </figure>
  );
}
