import '../loads.css';
import { EXPORT_PATHS, type LoadView, viewLoadsQuery } from '@loadboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnounceNewRequests } from '../../../components/freight/new-requests.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { filterQuery, useMyLoads } from '../api.ts';
import { LoadDetailsModal } from '../details/load-details-modal.tsx';
import { ImportPanel } from '../import/import-panel.tsx';
import { LoadFiltersForm } from '../load-filters.tsx';
import { LoadPagedList } from '../load-list.tsx';
import { DeleteLoadDialog } from './delete-load-dialog.tsx';
import { EditLoadModal } from './edit-load-modal.tsx';
import { MY_LOADS_TABLE_MIN_WIDTH, useMyLoadsColumns } from './my-loads-list.tsx';

/** My Loads' filters, in the address and in this order on the screen. */
const FILTERS = viewLoadsQuery.pick({
  origin: true,
  destination: true,
  status: true,
  startDate: true,
  endDate: true,
});

/** The way to Post Loads: at the top of the screen, and again in an empty list. */
function PostLoadLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/post-loads" className={className}>
      {t('loads.postLoad')}
    </Link>
  );
}

/** My Loads (/view-loads, spec 2): the user's posts with import, filters, status and actions. */
export function MyLoadsScreen() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const { filters, setFilters } = params;
  const query = useMyLoads(filters, params.page);
  useAnnounceNewRequests(query.data?.loads);
  const [viewing, setViewing] = useState<LoadView | null>(null);
  const [editing, setEditing] = useState<LoadView | null>(null);
  const [deleting, setDeleting] = useState<LoadView | null>(null);
  const columns = useMyLoadsColumns({ onView: setViewing, onEdit: setEditing, onDelete: setDeleting });

  return (
    <section>
      <PageHeader
        title={t('pages.viewLoads.title')}
        description={t('pages.viewLoads.description')}
        actions={<PostLoadLink className="btn btn-primary" />}
      />
      <ImportPanel />
      <LoadFiltersForm
        value={filters}
        onApply={setFilters}
        schema={FILTERS}
        idPrefix="my-loads"
        exportFile={{ path: EXPORT_PATHS.myLoads, query: filterQuery(filters) }}
      />

      <LoadPagedList
        query={query}
        params={params}
        columns={columns}
        minWidth={MY_LOADS_TABLE_MIN_WIDTH}
        className="my-loads-list"
        emptyTitle={t('loads.emptyMine')}
        emptyHint={t('loads.emptyMineHint')}
        emptyAction={<PostLoadLink className="btn btn-sm btn-primary" />}
      />

      <LoadDetailsModal load={viewing} onHide={() => setViewing(null)} />
      <EditLoadModal load={editing} onHide={() => setEditing(null)} />
      <DeleteLoadDialog load={deleting} onHide={() => setDeleting(null)} />
    </section>
  );
}
