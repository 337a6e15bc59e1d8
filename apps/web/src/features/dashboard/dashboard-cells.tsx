import type { LoadStatus, LoadView } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { Route } from '../../components/freight/route.tsx';
import { EyeIcon } from '../../components/icons.tsx';
import { loadName } from '../../lib/format.ts';
import type { Column } from './dashboard-parts.tsx';

/** What the dashboards' cells share: the route column, the view links and badges. */

/** The route column, the same on every table that lists posts. */
export function routeColumn<Row extends Parameters<typeof Route>[0]['load']>(): Column<Row> {
  return { name: 'route', className: 'dashboard-cell-wrap', cell: (load) => <Route load={load} stacked /> };
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

export function ViewButton({ load, onView }: { load: LoadView; onView: (load: LoadView) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="d-inline-flex align-items-center gap-1"
      onClick={() => onView(load)}
      aria-label={t('loads.actions.viewLabel', { name: loadName(load) })}
    >
      <EyeIcon size={14} />
      {t('dashboard.columns.view')}
    </Button>
  );
}

export function PickupDelivery({ load }: { load: Pick<LoadView, 'pickupDate' | 'deliveryDate'> }) {
  return (
    <>
      <div>
        <DayText value={load.pickupDate} />
      </div>
      <div className="text-body-secondary">
        <DayText value={load.deliveryDate} />
      </div>
    </>
  );
}
