import type { LoadView } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { BookNowTag } from '../../../components/freight/book-now-tag.tsx';
import { PriceText } from '../../../components/freight/price-text.tsx';
import { RoadMilesText } from '../../../components/freight/road-miles-text.tsx';
import { Route } from '../../../components/freight/route.tsx';
import { TypeBadge } from '../../../components/freight/status.tsx';
import { ViewLoadButton } from '../../../components/freight/view-load-button.tsx';
import type { Column } from '../../../components/list/data-table.tsx';
import { formatSpace, formatWeight } from '../../../lib/format.ts';
import { BookNowButton } from '../book/book-now-button.tsx';
import { datesColumn } from '../load-list.tsx';

/** Below this width the board turns into cards (the table would hide its View buttons). */
export const BOARD_TABLE_MIN_WIDTH = 640;

/**
 * The board's columns (All Loads): each post opens its details, with the request form; a post the
 * user may take at once offers Book Now beside View.
 */
export function useBoardColumns(
  onView: (load: LoadView) => void,
  onBook: (load: LoadView) => void,
): Column<LoadView>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'type',
      header: t('loads.columns.type'),
      card: 'title',
      cell: (load) => <TypeBadge type={load.type} />,
    },
    {
      id: 'route',
      header: t('loads.columns.route'),
      card: 'title',
      className: 'load-route-cell',
      cell: (load) => (
        <>
          <Route load={load} stacked />
          {load.jobNumber ? <div className="small text-body-secondary">{load.jobNumber}</div> : null}
        </>
      ),
      cardCell: (load) => (
        <span className="fw-semibold">
          <Route load={load} />
        </span>
      ),
    },
    datesColumn(t),
    {
      id: 'rate',
      header: t('loads.columns.rate'),
      align: 'end',
      card: 'corner',
      className: 'text-nowrap fw-medium',
      cell: (load) => (
        <>
          <PriceText load={load} />
          <div className="small fw-normal text-body-secondary text-wrap">
            <RoadMilesText load={load} />
          </div>
          <BookNowTag load={load} className="mt-1" />
        </>
      ),
      cardCell: (load) => (
        <span className="d-flex flex-column align-items-end gap-1">
          <span className="fw-semibold text-nowrap">
            <PriceText load={load} />
          </span>
          <BookNowTag load={load} />
        </span>
      ),
    },
    {
      id: 'roadMiles',
      header: t('loads.details.roadMiles'),
      inTable: false,
      cell: (load) => <RoadMilesText load={load} />,
    },
    {
      id: 'spaceWeight',
      header: t('loads.columns.spaceWeight'),
      className: 'text-nowrap small',
      cell: (load) => (
        <>
          <div>{formatSpace(load.cubicFeet)}</div>
          <div className="text-body-secondary">{formatWeight(load.weight)}</div>
        </>
      ),
      cardFacts: (load) => [
        [t('loads.columns.space'), formatSpace(load.cubicFeet)],
        [t('loads.columns.weight'), formatWeight(load.weight)],
      ],
    },
    {
      id: 'company',
      header: t('loads.columns.company'),
      className: 'load-company-cell',
      cell: (load) => load.contact.company,
    },
    {
      id: 'view',
      header: t('loads.columns.actions'),
      hideHeader: true,
      card: 'foot',
      cell: (load) => (
        <div className="board-actions">
          <ViewLoadButton load={load} onView={onView} />
          <BookNowButton load={load} onBook={onBook} />
        </div>
      ),
    },
  ];
}
