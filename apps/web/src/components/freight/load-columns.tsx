import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { loadName } from '../../lib/format.ts';
import { useLoadStatusChange } from '../../lib/load-status.ts';
import type { Column } from '../list/data-table.tsx';
import { Route } from './route.tsx';
import { StatusSelect, TypeBadge } from './status.tsx';

/** A post on one line, the title of its card: type, name and route. */
export function LoadCardTitle({ load }: { load: LoadView }) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <TypeBadge type={load.type} />
      <span className="fw-semibold">{loadName(load)}</span>
      <Route load={load} />
    </span>
  );
}

/** The status dropdown column of My Loads and the admin's list of every load, in a card's corner. */
export function useLoadStatusColumn(): Column<LoadView> {
  const { t } = useTranslation();
  const { change, pendingId } = useLoadStatusChange();
  return {
    id: 'status',
    header: t('loads.columns.status'),
    card: 'corner',
    cell: (load) => (
      <StatusSelect
        status={load.status}
        label={t('loads.actions.statusLabel', { name: loadName(load) })}
        disabled={pendingId === load.id}
        onChange={(status) => change(load, status)}
      />
    ),
  };
}
