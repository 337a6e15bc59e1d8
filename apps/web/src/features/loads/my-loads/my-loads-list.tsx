import type { LoadView } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BookNowTag } from '../../../components/freight/book-now-tag.tsx';
import {
  postColumn,
  RequestsLink,
  requestCounts,
  useLoadStatusColumn,
} from '../../../components/freight/load-columns.tsx';
import { PriceText } from '../../../components/freight/price-text.tsx';
import {
  hasRateConfirmation,
  RateConfirmationButton,
} from '../../../components/freight/rate-confirmation-button.tsx';
import { RoadMilesText } from '../../../components/freight/road-miles-text.tsx';
import { EditIcon, EyeIcon, TrashIcon } from '../../../components/icons.tsx';
import type { Column } from '../../../components/list/data-table.tsx';
import { formatMoney, loadName } from '../../../lib/format.ts';
import { datesColumn } from '../load-list.tsx';
import { RefreshButton } from '../refresh-button.tsx';

/**
 * Below this width My Loads shows cards. The table fits the content column beside the contacts
 * panel (about 700 px at 1280 px wide, so a table from 1024 px wide).
 */
export const MY_LOADS_TABLE_MIN_WIDTH = 640;

interface MyLoadsHandlers {
  onView: (load: LoadView) => void;
  onEdit: (load: LoadView) => void;
  onDelete: (load: LoadView) => void;
}

/** A balance means something for freight only; a truck post's price is its rate per mile. */
const balanceOf = (load: LoadView) => (load.type === 'TRUCK' ? null : formatMoney(load.balance));

/** Each action's icon and button look. */
const ACTION_LOOKS = {
  view: [EyeIcon, 'outline-secondary'],
  edit: [EditIcon, 'outline-primary'],
  delete: [TrashIcon, 'outline-danger'],
} as const;

/** One of a post's actions as an icon button, named for the post. */
function IconAction({
  action,
  name,
  onClick,
}: {
  action: keyof typeof ACTION_LOOKS;
  name: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const [Icon, variant] = ACTION_LOOKS[action];
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={onClick}
      aria-label={t(`loads.actions.${action}Label`, { name })}
      title={t(`loads.actions.${action}`)}
    >
      <Icon size={16} />
    </Button>
  );
}

/**
 * View, Edit (while ACTIVE) and Delete, as icon buttons named for the post; once the post is
 * assigned, the deal's rate confirmation takes Edit's place.
 */
function Actions({ load, onView, onEdit, onDelete }: { load: LoadView } & MyLoadsHandlers) {
  const name = loadName(load);
  return (
    <div className="load-actions">
      <IconAction action="view" name={name} onClick={() => onView(load)} />
      {load.status === 'ACTIVE' ? (
        <IconAction action="edit" name={name} onClick={() => onEdit(load)} />
      ) : hasRateConfirmation(load) ? (
        <RateConfirmationButton load={load} compact />
      ) : (
        <span className="load-action-placeholder" aria-hidden="true" />
      )}
      <IconAction action="delete" name={name} onClick={() => onDelete(load)} />
    </div>
  );
}

/** The requests, pending / total, as the way to them (the table's View Requests). */
function MyRequestsLink({ load, withWord = false }: { load: LoadView; withWord?: boolean }) {
  const { t } = useTranslation();
  const count = t('loads.requestsCount', requestCounts(load));
  return (
    <RequestsLink load={load} text={withWord ? `${t('loads.actions.viewRequests')} (${count})` : count} />
  );
}

/** The price over the balance, the road miles and the Book Now mark: the table's Rate / Balance. */
function RateAndBalance({ load }: { load: LoadView }) {
  return (
    <>
      <div className="fw-medium">
        <PriceText load={load} />
      </div>
      {balanceOf(load) ? <div className="small text-body-secondary">{balanceOf(load)}</div> : null}
      <div className="small text-body-secondary text-wrap">
        <RoadMilesText load={load} />
      </div>
      <BookNowTag load={load} className="mt-1" />
    </>
  );
}

/** The status column with Refresh under the status while the post is ACTIVE (on a card, its foot). */
function withRefresh(status: Column<LoadView>): Column<LoadView> {
  return {
    ...status,
    cell: (load) => (
      <>
        {status.cell(load)}
        <div className="load-refresh-line">
          <RefreshButton load={load} />
        </div>
      </>
    ),
    cardCell: status.cell,
  };
}

/** My Loads' columns (spec 2, View Loads): status dropdown, view, edit while ACTIVE, delete, requests. */
export function useMyLoadsColumns(handlers: MyLoadsHandlers): Column<LoadView>[] {
  const { t } = useTranslation();
  return [
    postColumn({
      header: t('loads.columns.route'),
      className: 'load-route-cell',
      lineClassName: 'load-post-line',
      nameOf: (load) => load.jobNumber,
    }),
    datesColumn(t),
    {
      id: 'price',
      header: t('loads.columns.rateBalance'),
      align: 'end',
      className: 'text-nowrap',
      cell: (load) => <RateAndBalance load={load} />,
      cardFacts: (load) => [
        [t('loads.columns.rate'), <PriceText key="rate" load={load} />],
        ...(balanceOf(load) ? [[t('loads.columns.balance'), balanceOf(load)] as [string, string]] : []),
        [t('loads.details.roadMiles'), <RoadMilesText key="miles" load={load} />],
        ...(load.bookNowRate !== null
          ? [[t('loads.details.bookNowRate'), formatMoney(load.bookNowRate)] as [string, string]]
          : []),
      ],
    },
    withRefresh(useLoadStatusColumn()),
    {
      id: 'requests',
      header: t('loads.columns.requests'),
      align: 'center',
      cell: (load) => <MyRequestsLink load={load} />,
      cardCell: (load) => (
        <span title={t('loads.requestsTitle', requestCounts(load))}>
          {t('loads.requestsCount', requestCounts(load))}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('loads.columns.actions'),
      hideHeader: true,
      card: 'foot',
      cell: (load) => <Actions load={load} {...handlers} />,
      cardCell: (load) => (
        <>
          <Actions load={load} {...handlers} />
          <MyRequestsLink load={load} withWord />
          <RefreshButton load={load} />
        </>
      ),
    },
  ];
}
