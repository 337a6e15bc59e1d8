import './loads.css';
import { LOAD_MESSAGES, type LoadView, PAGE_SIZE } from '@loadboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { usePageWithinTotal } from '../../lib/use-page-within-total.ts';
import { useMyLoads } from './api.ts';
import { DeleteLoadDialog } from './delete-load-dialog.tsx';
import { EditLoadModal } from './edit-load-modal.tsx';
import { ImportPanel } from './import-panel.tsx';
import { EmptyList, ListError, ListLoading } from './list-states.tsx';
import { LoadDetailsModal } from './load-details-modal.tsx';
import { type FilterField, LoadFiltersForm } from './load-filters.tsx';
import { MyLoadsList } from './my-loads-list.tsx';
import { useListParams } from './use-list-params.ts';

const FIELDS: FilterField[] = ['origin', 'destination', 'status', 'startDate', 'endDate'];

/** My Loads (/view-loads, spec 2): the user's posts with import, filters, status and actions. */
export function MyLoadsScreen() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useListParams(FIELDS);
  const query = useMyLoads(filters, page);
  const [viewing, setViewing] = useState<LoadView | null>(null);
  const [editing, setEditing] = useState<LoadView | null>(null);
  const [deleting, setDeleting] = useState<LoadView | null>(null);
  const data = query.data;
  const filtered = Object.keys(filters).length > 0;

  usePageWithinTotal(page, data?.pagination.totalPages, setPage);

  return (
    <section>
      <PageHeader
        title={t('pages.viewLoads.title')}
        description={t('pages.viewLoads.description')}
        actions={
          <Link to="/post-loads" className="btn btn-primary">
            {t('loads.postLoad')}
          </Link>
        }
      />
      <ImportPanel />
      <LoadFiltersForm value={filters} onApply={setFilters} fields={FIELDS} idPrefix="my-loads" />

      <div aria-busy={query.isFetching} aria-live="polite">
        {query.isPending ? (
          <ListLoading />
        ) : !data ? (
          <ListError title={LOAD_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} />
        ) : data.loads.length === 0 ? (
          <EmptyList
            title={filtered ? t('loads.emptyFiltered') : t('loads.emptyMine')}
            text={filtered ? t('loads.emptyFilteredHint') : t('loads.emptyMineHint')}
            action={
              filtered ? undefined : (
                <Link to="/post-loads" className="btn btn-sm btn-primary">
                  {t('loads.postLoad')}
                </Link>
              )
            }
          />
        ) : (
          <MyLoadsList loads={data.loads} onView={setViewing} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </div>

      {data ? (
        <div className="mt-3">
          <Pagination
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            pageSize={data.pagination.itemsPerPage || PAGE_SIZE}
            onPageChange={setPage}
            label={t('loads.paginationLabel')}
          />
        </div>
      ) : null}

      <LoadDetailsModal load={viewing} onHide={() => setViewing(null)} />
      <EditLoadModal load={editing} onHide={() => setEditing(null)} />
      <DeleteLoadDialog load={deleting} onHide={() => setDeleting(null)} />
    </section>
  );
}
