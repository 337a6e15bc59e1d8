import { LOAD_MESSAGES, type LoadListAnswer, type LoadView } from '@loadboard/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayText } from '../../components/date-text.tsx';
import { PickupDelivery } from '../../components/freight/pickup-delivery.tsx';
import { PostAge } from '../../components/freight/post-age.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import { PagedList, type PagedQuery } from '../../components/list/paged-list.tsx';
import { useMessageText } from '../../lib/message-text.ts';

/**
 * Pickup over delivery, and under them the post's age (with its Stale mark), in a table; three facts
 * on a card. Both lists of posts show dates this way.
 */
export function datesColumn(t: TFunction): Column<LoadView> {
  return {
    id: 'dates',
    header: t('loads.columns.dates'),
    className: 'text-nowrap small',
    cell: (load) => (
      <>
        <PickupDelivery load={load} />
        <div className="load-age-line">
          <PostAge load={load} />
        </div>
      </>
    ),
    cardFacts: (load) => [
      [t('loads.columns.pickup'), <DayText key="pickup" value={load.pickupDate} />],
      [t('loads.columns.delivery'), <DayText key="delivery" value={load.deliveryDate} />],
      [t('loads.fresh.age'), <PostAge key="age" load={load} />],
    ],
  };
}

interface LoadPagedListProps {
  query: PagedQuery<LoadListAnswer>;
  page: number;
  onPageChange: (page: number) => void;
  columns: Column<LoadView>[];
  minWidth: number;
  className?: string;
  /** Whether any filter is set: the empty list then says so. */
  filtered: boolean;
  /** The empty list without filters: why, and what to do. */
  empty: { title: string; text?: ReactNode; action?: ReactNode };
}

/** A page of posts (My Loads, Avail. Loads): the list kit with the posts' own states and row marks. */
export function LoadPagedList({ filtered, empty, ...props }: LoadPagedListProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <PagedList
      {...props}
      rows={(answer: LoadListAnswer) => answer.loads}
      errorTitle={text(LOAD_MESSAGES.fetchFailed)}
      empty={filtered ? { title: t('loads.emptyFiltered'), text: t('loads.emptyFilteredHint') } : empty}
      paginationLabel={t('loads.paginationLabel')}
      rowKey={(load) => load.id}
      rowAttributes={(load) => ({ 'data-load-id': load.id })}
    />
  );
}
