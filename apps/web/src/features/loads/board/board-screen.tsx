import '../loads.css';
import { allLoadsQuery, BOARD_SORTS, EXPORT_PATHS, LOAD_MESSAGES, type LoadView } from '@loadboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { SyncIcon } from '../../../components/icons.tsx';
import { SortControl } from '../../../components/list/sort-control.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CompanyBadgesScope } from '../../../lib/company-badges.tsx';
import { MarketMarksScope } from '../../../lib/market-marks.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { filterQuery, useAllLoads, useLoadAnalytics, useUpdateLoads } from '../api.ts';
import { BookNowDialog } from '../book/book-now-dialog.tsx';
import { LoadDetailsModal } from '../details/load-details-modal.tsx';
import { LoadFiltersForm } from '../load-filters.tsx';
import { LoadPagedList } from '../load-list.tsx';
import { AnalyticsStrip } from './analytics-strip.tsx';
import { BoardAlertMe } from './board-alert-me.tsx';
import { BOARD_TABLE_MIN_WIDTH, useBoardColumns } from './board-list.tsx';

/** The board's filters, in the address and in this order on the screen. */
const FILTERS = allLoadsQuery.pick({ origin: true, destination: true, type: true });
/** The board's orders, soonest pickup first by default (the address's `sort`). */
const SORTS = { values: BOARD_SORTS, default: 'pickupDate' } as const;

/** Update Loads (SUPER_ADMIN): housekeeping now, then the counts. */
function UpdateLoadsButton() {
  const { t } = useTranslation();
  const text = useMessageText();
  const update = useUpdateLoads();
  return (
    <BusyButton
      variant="outline-primary"
      className="d-inline-flex align-items-center gap-2"
      busy={update.isPending}
      icon={<SyncIcon size={16} />}
      onClick={() =>
        update.mutate(undefined, {
          onSuccess: ({ data }) =>
            notifySuccess(
              `${text(LOAD_MESSAGES.housekeepingDone)} ${t('loads.housekeepingCounts', {
                expired: data?.expired ?? 0,
                filled: data?.coordinatesFilled ?? 0,
              })}`,
            ),
          onError: (error) => notifyError(error, t('loads.updateLoadsFailed')),
        })
      }
    >
      {update.isPending ? t('loads.updatingLoads') : t('loads.updateLoads')}
    </BusyButton>
  );
}

/**
 * All Loads (/all-loads, spec 2): the board with filters, analytics, the request form and Book Now;
 * each post's rate per road mile carries its market mark.
 */
export function BoardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const params = useListParams(FILTERS, SORTS);
  const { filters, setFilters, sort, setSort } = params;
  const query = useAllLoads(filters, params.page, sort);
  const analytics = useLoadAnalytics(filters);
  const [viewing, setViewing] = useState<LoadView | null>(null);
  const [booking, setBooking] = useState<LoadView | null>(null);
  const columns = useBoardColumns(setViewing, setBooking);

  return (
    <section>
      <PageHeader
        title={t('pages.allLoads.title')}
        description={t('pages.allLoads.description')}
        actions={user?.userType === 'SUPER_ADMIN' ? <UpdateLoadsButton /> : undefined}
      />
      <LoadFiltersForm
        value={filters}
        onApply={setFilters}
        schema={FILTERS}
        idPrefix="all-loads"
        exportFile={{ path: EXPORT_PATHS.board, query: { ...filterQuery(filters), sort } }}
      />
      <BoardAlertMe
        origin={filters.origin}
        destination={filters.destination}
        loads={query.isPlaceholderData ? undefined : query.data?.loads}
      />
      <AnalyticsStrip analytics={analytics.data} />
      <SortControl
        label={t('loads.fresh.sortBy')}
        value={sort}
        options={BOARD_SORTS.map((value) => ({ value, label: t(`loads.fresh.sorts.${value}`) }))}
        onChange={setSort}
      />

      <MarketMarksScope loadIds={query.data?.loads.map((load) => load.id) ?? []}>
        <CompanyBadgesScope userIds={query.data?.loads.map((load) => load.user.id) ?? []}>
          <LoadPagedList
            query={query}
            params={params}
            columns={columns}
            minWidth={BOARD_TABLE_MIN_WIDTH}
            emptyTitle={t('loads.emptyBoard')}
          />
        </CompanyBadgesScope>
      </MarketMarksScope>

      <LoadDetailsModal load={viewing} onHide={() => setViewing(null)} allowRequest alertMe />
      <BookNowDialog load={booking} onHide={() => setBooking(null)} />
    </section>
  );
}
