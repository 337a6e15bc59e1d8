import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayText } from '../../components/date-text.tsx';
import { LoadCardTitle, useLoadStatusColumn } from '../../components/freight/load-columns.tsx';
import { PriceText } from '../../components/freight/price-text.tsx';
import { Route } from '../../components/freight/route.tsx';
import { TypeBadge } from '../../components/freight/status.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { loadName } from '../../lib/format.ts';

/** Below this width each post becomes a card. */
export const ADMIN_LOADS_TABLE_MIN_WIDTH = 640;

/** The requests, pending / total, as the way to the post's View Requests. */
function RequestsLink({ load }: { load: LoadView }) {
  const { t } = useTranslation();
  const counts = { pending: load.pendingRequests ?? 0, total: load.requestsCount ?? 0 };
  return (
    <Link
      to={`/view-requests/${load.id}`}
      className="btn btn-sm btn-outline-dark text-nowrap"
      aria-label={t('adminLists.loads.requestsLabel', { name: loadName(load), ...counts })}
      title={t('loads.requestsTitle', counts)}
    >
      {t('loads.requestsCount', counts)}
    </Link>
  );
}

/** The admin's list of every post: the post, its owner, pickup, price, status dropdown, requests. */
export function useAdminLoadColumns(): Column<LoadView>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'post',
      header: t('adminLists.loads.columns.post'),
      card: 'title',
      className: 'admin-load-post',
      cell: (load) => (
        <>
          <div className="admin-load-post-line">
            <TypeBadge type={load.type} />
            <span className="small fw-medium">{loadName(load)}</span>
          </div>
          <Route load={load} stacked />
        </>
      ),
      cardCell: (load) => <LoadCardTitle load={load} />,
    },
    {
      id: 'owner',
      header: t('adminLists.loads.columns.owner'),
      cell: (load) => (
        <>
          <div className="fw-medium">{load.user.companyName}</div>
          <div className="small text-body-secondary">
            {load.user.firstName} {load.user.lastName}
          </div>
        </>
      ),
      cardCell: (load) => `${load.user.companyName} · ${load.user.firstName} ${load.user.lastName}`,
    },
    {
      id: 'pickup',
      header: t('adminLists.loads.columns.pickup'),
      className: 'text-nowrap',
      cell: (load) => <DayText value={load.pickupDate} />,
    },
    {
      id: 'price',
      header: t('adminLists.loads.columns.price'),
      align: 'end',
      className: 'text-nowrap',
      cell: (load) => <PriceText load={load} />,
    },
    { ...useLoadStatusColumn(), className: 'admin-load-status' },
    {
      id: 'requests',
      header: t('adminLists.loads.columns.requests'),
      align: 'center',
      card: 'foot',
      cell: (load) => <RequestsLink load={load} />,
    },
  ];
}
