import { ADMIN_USER_LOADS, type AdminUserDetail } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { LoadLink } from '../../components/freight/load-link.tsx';
import { Route } from '../../components/freight/route.tsx';
import { StatusBadge, TypeBadge } from '../../components/freight/status.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { DayWithAge } from '../../components/list/day-with-age.tsx';

type UserLoad = AdminUserDetail['loads'][number];

/** A latest load's age counts from its date, the day it was posted. */
const aged = (load: UserLoad) => ({ ...load, createdAt: load.date });

/** Below this width the route would squeeze: each load becomes a card. */
const USER_LOADS_MIN_WIDTH = 520;

/** The User Details' Latest Loads: the user's newest posts (ID, Route, Type, Status, Date with its age), newest first. */
export function UserLoads({ loads }: { loads: UserLoad[] }) {
  const { t } = useTranslation();
  const columns: Column<UserLoad>[] = [
    {
      id: 'id',
      header: t('adminUsers.details.loadColumns.id'),
      card: 'title',
      className: 'text-nowrap',
      cell: (load) => <LoadLink load={load} />,
    },
    {
      id: 'route',
      header: t('adminUsers.details.loadColumns.route'),
      cell: (load) => (
        <Route load={{ originLocation: load.origin, destinationLocation: load.destination }} stacked />
      ),
    },
    {
      id: 'type',
      header: t('adminUsers.details.loadColumns.type'),
      cell: (load) => <TypeBadge type={load.loadType} />,
    },
    {
      id: 'status',
      header: t('adminUsers.details.loadColumns.status'),
      card: 'corner',
      cell: (load) => <StatusBadge status={load.status} />,
    },
    {
      id: 'date',
      header: t('adminUsers.details.loadColumns.date'),
      className: 'text-nowrap',
      cell: (load) => <DayWithAge day={load.date} post={aged(load)} ageClassName="small" />,
    },
  ];
  return (
    <section className="details-section user-loads">
      <h3 className="h6 text-body-secondary text-uppercase small mb-1">{t('adminUsers.details.loads')}</h3>
      {loads.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('adminUsers.details.noLoads')}</p>
      ) : (
        <>
          <p className="text-body-secondary small mb-2">
            {t('adminUsers.details.loadsHint', { count: ADMIN_USER_LOADS })}
          </p>
          <DataTable
            columns={columns}
            rows={loads}
            rowKey={(load) => load.id}
            rowAttributes={(load) => ({ 'data-load-id': load.id })}
            minWidth={USER_LOADS_MIN_WIDTH}
          />
        </>
      )}
    </section>
  );
}
