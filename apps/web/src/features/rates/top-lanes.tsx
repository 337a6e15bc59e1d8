import type { TopLane, TopLanes } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { EmptyList, ListError, ListLoading } from '../../components/list/list-states.tsx';
import { formatMoney, formatNumber, formatRatePerMile } from '../../lib/format.ts';
import { signedChange } from './change-text.ts';

/** Below this width each lane becomes a card (the lane's two places need the room). */
const TABLE_MIN_WIDTH = 560;

function useColumns(days: number): Column<TopLane>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'lane',
      header: t('rates.topLanes.lane'),
      card: 'title',
      cell: (lane) => (
        <span className="fw-medium">
          {lane.origin.label}
          <span className="text-body-secondary mx-1" aria-hidden="true">
            →
          </span>
          <span className="visually-hidden"> {t('loads.details.to')} </span>
          {lane.destination.label}
        </span>
      ),
    },
    {
      id: 'deals',
      header: t('rates.topLanes.deals'),
      align: 'end',
      cell: (lane) => formatNumber(lane.deals),
    },
    {
      id: 'median',
      header: t('rates.topLanes.median'),
      align: 'end',
      card: 'corner',
      className: 'text-nowrap fw-semibold',
      cell: (lane) => formatRatePerMile(lane.medianRatePerMile),
    },
    {
      id: 'change',
      header: t('rates.topLanes.change'),
      align: 'end',
      className: 'text-nowrap',
      cell: (lane) =>
        lane.change === null ? (
          <span className="text-body-secondary" title={t('rates.topLanes.noChangeHint', { days })}>
            {t('rates.topLanes.noChange')}
          </span>
        ) : (
          <span
            className={
              lane.change > 0 ? 'rates-change-up' : lane.change < 0 ? 'rates-change-down' : undefined
            }
            title={t('rates.topLanes.changeHint', { days })}
          >
            {signedChange(lane.change, (amount) => formatMoney(amount))}
          </span>
        ),
    },
  ];
}

/** The lanes with the most deals in the window (Rates), with their medians and changes. */
export function TopLanesTable({
  days,
  answer,
  loading,
  failed,
  onRetry,
}: {
  days: number;
  answer: TopLanes | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const columns = useColumns(days);
  let body: ReactNode;
  if (failed && !answer) body = <ListError title={t('rates.topLanes.failed')} onRetry={onRetry} />;
  else if (!answer) body = loading ? <ListLoading /> : null;
  else if (answer.lanes.length === 0) body = <EmptyList title={t('rates.topLanes.empty')} />;
  else
    body = (
      <DataTable
        columns={columns}
        rows={answer.lanes}
        rowKey={(lane) => `${lane.origin.market}-${lane.destination.market}`}
        rowAttributes={(lane) => ({ 'data-lane': `${lane.origin.market}-${lane.destination.market}` })}
        minWidth={TABLE_MIN_WIDTH}
      />
    );
  return (
    <section className="rates-top-lanes mb-4" aria-labelledby="rates-top-lanes-title" aria-busy={loading}>
      <h2 id="rates-top-lanes-title" className="h5 mb-1">
        {t('rates.topLanes.title')}
      </h2>
      <p className="small text-body-secondary mb-3">{t('rates.topLanes.caption', { days })}</p>
      {body}
    </section>
  );
}
