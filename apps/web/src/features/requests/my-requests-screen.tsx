import './requests.css';
import {
  type MyRequestRow,
  type MyRequestsAnswer,
  myRequestsQuery,
  type RequestDecision,
  type RequestStatus,
} from '@loadboard/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import { FilteredPagedList } from '../../components/list/filtered-paged-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { loadName } from '../../lib/format.ts';
import { LoadDetailsById, type LoadDetailsTarget } from '../../lib/load-details-by-id.tsx';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useDecideRequest, useMyRequests } from './api.ts';
import { answerSuccessMessage, REQUEST_MESSAGES } from './decision.ts';
import { MY_REQUESTS_TABLE_MIN_WIDTH, useMyRequestColumns } from './my-requests-columns.tsx';

/** My Requests' one filter, the state, in the address (?status=COUNTERED). */
const FILTERS = myRequestsQuery.pick({ status: true });

/** The states in the order a request lives them: open, then closed. */
const STATES = [
  'PENDING',
  'COUNTERED',
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
] as const satisfies readonly RequestStatus[];

/** All, then each state, as buttons: one press shows one state. */
function StateFilter({
  value,
  onChange,
}: {
  value: MyRequestRow['status'] | undefined;
  onChange: (status: MyRequestRow['status'] | undefined) => void;
}) {
  const { t } = useTranslation();
  const choices = [undefined, ...STATES] as const;
  return (
    <fieldset className="my-request-states">
      <legend className="visually-hidden">{t('requests.mine.columns.status')}</legend>
      {choices.map((status) => (
        <Button
          key={status ?? 'all'}
          size="sm"
          variant={value === status ? 'primary' : 'outline-secondary'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {status ? t(`requests.statuses.${status}`) : t('requests.mine.all')}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * My Requests (/my-requests): the caller's requests, newest first, 10 a page, by state; a counter
 * is accepted or declined here, an open request withdrawn (after a confirm), a deal's post opened.
 */
export function MyRequestsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const params = useListParams(FILTERS);
  const { filters, setFilters } = params;
  const query = useMyRequests(filters.status, params.page);
  const decide = useDecideRequest();
  const [withdrawing, setWithdrawing] = useState<MyRequestRow | null>(null);
  const [viewing, setViewing] = useState<LoadDetailsTarget | null>(null);

  const answer = (row: MyRequestRow, status: RequestDecision, failure: string, onSettled?: () => void) =>
    decide.mutate(
      { requestId: row.id, status },
      {
        onSuccess: (reply) => notifySuccess(answerSuccessMessage(status, reply.message)),
        onError: (error) => notifyError(error, failure),
        onSettled,
      },
    );

  const columns = useMyRequestColumns({
    onAnswer: (row, status) => answer(row, status, t('requests.mine.answerFailed')),
    onWithdraw: setWithdrawing,
    onView: (row) => setViewing({ loadId: row.load.id, allowRequest: false }),
    pending: decide.isPending && decide.variables ? decide.variables : null,
  });

  return (
    <section>
      <PageHeader title={t('requests.mine.title')} description={t('requests.mine.description')} />

      <FilterBar label={t('requests.mine.filtersLabel')} className="my-request-filters">
        <StateFilter value={filters.status} onChange={(status) => setFilters({ status })} />
      </FilterBar>

      <FilteredPagedList
        query={query}
        rows={(answer: MyRequestsAnswer) => answer.requests}
        params={params}
        texts={(key) => t(`requests.mine.${key}`)}
        emptyHint={t('requests.mine.emptyHint')}
        emptyAction={
          <Link to="/all-loads" className="btn btn-sm btn-primary">
            {t('nav.availLoads')}
          </Link>
        }
        errorTitle={text(REQUEST_MESSAGES.fetchFailed)}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-request-id': row.id, 'data-status': row.status })}
        minWidth={MY_REQUESTS_TABLE_MIN_WIDTH}
        className="my-requests-list"
      />

      <ConfirmDialog
        target={withdrawing}
        title={t('requests.mine.withdrawDialog.title')}
        closeLabel={t('requests.mine.withdrawDialog.close')}
        cancelLabel={t('requests.mine.withdrawDialog.cancel')}
        confirmLabel={t('requests.mine.withdrawDialog.confirm')}
        pendingLabel={t('requests.mine.withdrawDialog.pending')}
        pending={decide.isPending && decide.variables?.status === 'WITHDRAWN'}
        onConfirm={(row) =>
          answer(row, 'WITHDRAWN', t('requests.mine.withdrawDialog.failed'), () => setWithdrawing(null))
        }
        onHide={() => setWithdrawing(null)}
      >
        {(row) => (
          <>
            <p className="mb-2">{t('requests.mine.withdrawDialog.question')}</p>
            {row ? (
              <p className="mb-0 text-body-secondary small">
                {loadName(row.load)} · {row.load.originLocation} → {row.load.destinationLocation}
              </p>
            ) : null}
          </>
        )}
      </ConfirmDialog>

      <LoadDetailsById target={viewing} onHide={() => setViewing(null)} />
    </section>
  );
}
