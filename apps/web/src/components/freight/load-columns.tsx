import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadName } from '../../lib/format.ts';
import { useLoadStatusChange } from '../../lib/load-status.ts';
import type { Column } from '../list/data-table.tsx';
import { Route } from './route.tsx';
import { StatusSelect, TypeBadge, UnderReviewBadge } from './status.tsx';

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

/**
 * The post column of a table of posts: the type and what names the post (nothing when `nameOf` has
 * nothing) on a line of `lineClassName`, over the stacked route; on a card, the title.
 */
export function postColumn({
  header,
  className,
  lineClassName,
  nameOf,
}: {
  header: string;
  className: string;
  lineClassName: string;
  nameOf: (load: LoadView) => string | null;
}): Column<LoadView> {
  return {
    id: 'post',
    header,
    card: 'title',
    className,
    cell: (load) => (
      <>
        <div className={lineClassName}>
          <TypeBadge type={load.type} />
          {nameOf(load) ? <span className="small fw-medium">{nameOf(load)}</span> : null}
        </div>
        <Route load={load} stacked />
      </>
    ),
    cardCell: (load) => <LoadCardTitle load={load} />,
  };
}

/** A post's requests, pending and total (none on a post not one's own). */
export const requestCounts = (load: LoadView) => ({
  pending: load.pendingRequests ?? 0,
  total: load.requestsCount ?? 0,
});

/**
 * The way to a post's View Requests, its title the pending and total requests. Its name is the text
 * it shows, then the post's name.
 */
export function RequestsLink({ load, text }: { load: LoadView; text: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/view-requests/${load.id}`}
      className="btn btn-sm btn-outline-dark text-nowrap"
      title={t('loads.requestsTitle', requestCounts(load))}
      aria-label={t('loads.ofLoad', { text, name: loadName(load) })}
    >
      {text}
    </Link>
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
      <>
        <StatusSelect
          status={load.status}
          label={t('loads.actions.statusLabel', { name: loadName(load) })}
          disabled={pendingId === load.id}
          onChange={(status) => change(load, status)}
        />
        <UnderReviewBadge load={load} />
      </>
    ),
  };
}
