import './loads.css';
import { LOAD_MESSAGES, type LoadView, PAGE_SIZE } from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { SyncIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-context.tsx';
import { usePageWithinTotal } from '../../lib/use-page-within-total.ts';
import { AnalyticsStrip } from './analytics-strip.tsx';
import { useAllLoads, useLoadAnalytics, useUpdateLoads } from './api.ts';
import { BoardList } from './board-list.tsx';
import { EmptyList, ListError, ListLoading } from './list-states.tsx';
import { LoadDetailsModal } from './load-details-modal.tsx';
import { type FilterField, LoadFiltersForm } from './load-filters.tsx';
import { useListParams } from './use-list-params.ts';

const FIELDS: FilterField[] = ['origin', 'destination', 'type'];

/** Update Loads (SUPER_ADMIN): housekeeping now, then the counts. */
function UpdateLoadsButton() {
  const { t } = useTranslation();
  const update = useUpdateLoads();
  return (
    <Button
      variant="outline-primary"
      className="d-inline-flex align-items-center gap-2"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(undefined, {
          onSuccess: ({ data }) =>
            notifySuccess(
              `${LOAD_MESSAGES.housekeepingDone} ${t('loads.housekeepingCounts', {
                expired: data?.expired ?? 0,
                filled: data?.coordinatesFilled ?? 0,
              })}`,
            ),
          onError: (error) => notifyError(error, t('loads.updateLoadsFailed')),
        })
      }
    >
      {update.isPending ? (
        <Spinner animation="border" size="sm" aria-hidden="true" />
      ) : (
        <SyncIcon size={16} />
      )}
      {update.isPending ? t('loads.updatingLoads') : t('loads.updateLoads')}
    </Button>
  );
}

/** All Loads (/all-loads, spec 2): the board with filters, analytics and the request form. */
export function BoardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { filters, page, setFilters, setPage } = useListParams(FIELDS);
  const query = useAllLoads(filters, page);
  const analytics = useLoadAnalytics(filters);
  const [viewing, setViewing] = useState<LoadView | null>(null);
  const data = query.data;
  const filtered = Object.keys(filters).length > 0;

  usePageWithinTotal(page, data?.pagination.totalPages, setPage);

  return (
    <section>
      <PageHeader
        title={t('pages.allLoads.title')}
        description={t('pages.allLoads.description')}
        actions={user?.userType === 'SUPER_ADMIN' ? <UpdateLoadsButton /> : undefined}
      />
      <LoadFiltersForm value={filters} onApply={setFilters} fields={FIELDS} idPrefix="all-loads" />
      <AnalyticsStrip analytics={analytics.data} />

      <div aria-busy={query.isFetching} aria-live="polite">
        {query.isPending ? (
          <ListLoading />
        ) : !data ? (
          <ListError title={LOAD_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} />
        ) : data.loads.length === 0 ? (
          <EmptyList
            title={filtered ? t('loads.emptyFiltered') : t('loads.emptyBoard')}
            text={filtered ? t('loads.emptyFilteredHint') : undefined}
          />
        ) : (
          <BoardList loads={data.loads} onView={setViewing} />
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

      <LoadDetailsModal load={viewing} onHide={() => setViewing(null)} allowRequest />
    </section>
  );
}
