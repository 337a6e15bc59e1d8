import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import {
  postColumn,
  RequestsLink,
  requestCounts,
  useLoadStatusColumn,
} from '../../components/freight/load-columns.tsx';
import { PriceCell } from '../../components/freight/price-text.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { DayWithAge } from '../../components/list/day-with-age.tsx';
import { loadName } from '../../lib/format.ts';

/** Below this width each post becomes a card. */
export const ADMIN_LOADS_TABLE_MIN_WIDTH = 640;

/** The admin's list of every post: the post, its owner, pickup, price, status dropdown, requests. */
export function useAdminLoadColumns(): Column<LoadView>[] {
  const { t } = useTranslation();
  return [
    postColumn({
      header: t('adminLists.loads.columns.post'),
      className: 'admin-load-post',
      lineClassName: 'admin-load-post-line',
      nameOf: loadName,
    }),
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
      cell: (load) => <DayWithAge day={load.pickupDate} post={load} ageClassName="small mt-1" />,
    },
    {
      id: 'price',
      header: t('adminLists.loads.columns.price'),
      align: 'end',
      className: 'text-nowrap',
      cell: (load) => <PriceCell load={load} />,
    },
    { ...useLoadStatusColumn(), className: 'admin-load-status' },
    {
      id: 'requests',
      header: t('adminLists.loads.columns.requests'),
      align: 'center',
      card: 'foot',
      cell: (load) => <RequestsLink load={load} text={t('loads.requestsCount', requestCounts(load))} />,
    },
  ];
}
