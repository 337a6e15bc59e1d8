import { type MyRequestRow, type RequestDecision, rateConfirmationReference } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { PickupDelivery } from '../../components/freight/pickup-delivery.tsx';
import { carriesDeal, RateConfirmationButton } from '../../components/freight/rate-confirmation-button.tsx';
import { RequestStatusBadge } from '../../components/freight/request-status-badge.tsx';
import { Route } from '../../components/freight/route.tsx';
import { TypeBadge } from '../../components/freight/status.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { EMPTY_VALUE, formatMoney, loadName } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { canAnswerCounter, canWithdraw } from './decision.ts';

/**
 * Below this width My Requests shows cards. The table fits the content column beside the contacts
 * panel (about 700 px at 1280 px wide).
 */
export const MY_REQUESTS_TABLE_MIN_WIDTH = 680;

export interface MyRequestHandlers {
  /** Accept or decline a counter. */
  onAnswer: (row: MyRequestRow, decision: Exclude<RequestDecision, 'WITHDRAWN'>) => void;
  onWithdraw: (row: MyRequestRow) => void;
  onView: (row: MyRequestRow) => void;
  /** The answer on its way, whose row waits. */
  pending: { requestId: number; status: RequestDecision } | null;
}

/** The owner's last counter's message, if it had one. */
const counterMessageOf = (row: MyRequestRow) =>
  row.offers.findLast((offer) => offer.by === 'OWNER')?.message ?? null;

/** The post on one line: its type, its name and its lane. */
function PostTitle({ row }: { row: MyRequestRow }) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <TypeBadge type={row.load.loadType} />
      <span className="fw-semibold">{loadName(row.load)}</span>
      <Route load={row.load} />
    </span>
  );
}

function Counter({ row }: { row: MyRequestRow }) {
  const text = useMessageText();
  if (row.counterRate === null) return <>{EMPTY_VALUE}</>;
  const message = counterMessageOf(row);
  return (
    <>
      <div className="fw-semibold my-request-rate">{formatMoney(row.counterRate)}</div>
      {message ? (
        <div className="small text-body-secondary my-request-counter-message">{text(message)}</div>
      ) : null}
    </>
  );
}

/**
 * What the requester may do now: answer a counter, withdraw an open request, open a deal's post and
 * its rate confirmation.
 */
function Actions({ row, onAnswer, onWithdraw, onView, pending }: { row: MyRequestRow } & MyRequestHandlers) {
  const { t } = useTranslation();
  const name = loadName(row.load);
  const busy = pending?.requestId === row.id;
  const spinner = (status: RequestDecision) =>
    busy && pending?.status === status ? (
      <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
    ) : null;
  return (
    <div className="my-request-actions">
      {canAnswerCounter(row) && row.counterRate !== null ? (
        <>
          <Button
            variant="success"
            size="sm"
            disabled={busy}
            onClick={() => onAnswer(row, 'ACCEPTED')}
            aria-label={t('requests.mine.acceptCounterLabel', { rate: formatMoney(row.counterRate), name })}
          >
            {spinner('ACCEPTED')}
            {t('requests.mine.acceptCounter')}
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={busy}
            onClick={() => onAnswer(row, 'REJECTED')}
            aria-label={t('requests.mine.declineLabel', { name })}
          >
            {spinner('REJECTED')}
            {t('requests.mine.decline')}
          </Button>
        </>
      ) : null}
      {canWithdraw(row) ? (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={busy}
          onClick={() => onWithdraw(row)}
          aria-label={t('requests.mine.withdrawLabel', { name })}
        >
          {t('requests.mine.withdraw')}
        </Button>
      ) : null}
      {row.status === 'ACCEPTED' ? (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onView(row)}
          aria-label={t('requests.mine.viewPostLabel', { name })}
        >
          {t('requests.mine.viewPost')}
        </Button>
      ) : null}
      {row.status === 'ACCEPTED' && carriesDeal(row.load.status) ? (
        <RateConfirmationButton load={row.load} reference={rateConfirmationReference(row.load.id, row.id)} />
      ) : null}
    </div>
  );
}

/**
 * My Requests' columns: the post (its lane and company), the dates, the two numbers, the state with
 * the answers under it; a card shows the company as a fact and the answers at its foot.
 */
export function useMyRequestColumns(handlers: MyRequestHandlers): Column<MyRequestRow>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'post',
      header: t('requests.mine.columns.post'),
      card: 'title',
      className: 'my-request-post',
      cell: (row) => (
        <>
          <div className="my-request-post-line">
            <TypeBadge type={row.load.loadType} />
            <span className="small fw-medium">{loadName(row.load)}</span>
          </div>
          <Route load={row.load} stacked />
          <div className="small text-body-secondary">{row.load.company}</div>
        </>
      ),
      cardCell: (row) => <PostTitle row={row} />,
    },
    {
      id: 'dates',
      header: t('requests.mine.columns.dates'),
      className: 'text-nowrap small',
      cell: (row) => <PickupDelivery load={row.load} />,
    },
    {
      id: 'company',
      header: t('requests.mine.columns.company'),
      // The table names the company under the lane, where it takes no width of its own.
      inTable: false,
      cell: (row) => row.load.company,
    },
    {
      id: 'proposed',
      header: t('requests.mine.columns.proposed'),
      align: 'end',
      className: 'text-nowrap my-request-rate',
      cell: (row) => formatMoney(row.proposedRate),
    },
    {
      id: 'counter',
      header: t('requests.mine.columns.counter'),
      align: 'end',
      className: 'my-request-counter',
      cell: (row) => <Counter row={row} />,
    },
    {
      id: 'status',
      header: t('requests.mine.columns.status'),
      card: 'corner',
      className: 'my-request-state-cell',
      // The table answers under the state, as a column of its own would not fit beside the contacts.
      cell: (row) => (
        <>
          <RequestStatusBadge status={row.status} />
          <Actions row={row} {...handlers} />
        </>
      ),
      cardCell: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      id: 'actions',
      header: t('requests.mine.columns.actions'),
      inTable: false,
      card: 'foot',
      cell: (row) => <Actions row={row} {...handlers} />,
    },
  ];
}
