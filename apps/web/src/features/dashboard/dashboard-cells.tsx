import type { LoadStatus, LoadView } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceCell } from '../../components/freight/price-text.tsx';
import { RateConfirmationButton } from '../../components/freight/rate-confirmation-button.tsx';
import { Route } from '../../components/freight/route.tsx';
import { ViewLoadButton } from '../../components/freight/view-load-button.tsx';
import { EyeIcon } from '../../components/icons.tsx';
import type { Column } from './dashboard-parts.tsx';

export { PickupDelivery } from '../../components/freight/pickup-delivery.tsx';

/** What the dashboards' cells share: the route column, the view links and badges. */

/** The route column, the same on every table that lists posts. */
export function routeColumn<Row extends Parameters<typeof Route>[0]['load']>(): Column<Row> {
  return { name: 'route', className: 'dashboard-cell-wrap', cell: (load) => <Route load={load} stacked /> };
}

/** A column of two lines: what names the row, and under it a quieter detail. */
export function twoLineColumn<Row>(
  name: Column<Row>['name'],
  main: (row: Row) => ReactNode,
  detail: (row: Row) => ReactNode,
): Column<Row> {
  return {
    name,
    className: 'dashboard-cell-wrap',
    cell: (row) => (
      <>
        <div className="fw-medium">{main(row)}</div>
        <div className="small text-body-secondary">{detail(row)}</div>
      </>
    ),
  };
}

/** A post's price column: its rate or balance, with its Book Now price. */
export function priceColumn(): Column<LoadView> {
  return {
    name: 'rate',
    end: true,
    className: 'text-end text-nowrap fw-medium',
    cell: (load) => <PriceCell load={load} />,
  };
}

/** Spec 4: an RFP carrier's posted load is green when Active, else warning. */
export function ActiveBadge({ status, activeLabel }: { status: LoadStatus; activeLabel?: string }) {
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

export function ViewLink({ to, name }: { to: string; name: string }) {
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

/** The dashboards' View, with their smaller icon. */
export function ViewButton(props: { load: LoadView; onView: (load: LoadView) => void }) {
  return <ViewLoadButton {...props} iconSize={14} />;
}

/** A deal row's status, with its rate confirmation beside it while the row stands for a deal. */
export function DealStatus({
  deal,
  load,
  children,
}: {
  deal: boolean;
  load: { id: number; jobNumber: string | null };
  children: ReactNode;
}) {
  return (
    <div className="d-flex align-items-center gap-2">
      {children}
      {deal ? <RateConfirmationButton load={load} compact /> : null}
    </div>
  );
}
