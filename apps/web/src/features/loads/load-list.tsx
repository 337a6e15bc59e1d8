import { LOAD_MESSAGES, type LoadListAnswer, type LoadView } from '@loadboard/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DayText } from '../../components/date-text.tsx';
import { PickupDelivery } from '../../components/freight/pickup-delivery.tsx';
import { PostAge } from '../../components/freight/post-age.tsx';
import type { Column } from '../../components/list/data-table.tsx';
import {
  FilteredPagedList,
  type FilteredPagedListProps,
  type ListTextKey,
} from '../../components/list/filtered-paged-list.tsx';
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

type LoadPagedListProps = Pick<
  FilteredPagedListProps<LoadListAnswer, LoadView>,
  'query' | 'params' | 'columns' | 'minWidth' | 'className' | 'emptyHint' | 'emptyAction'
> & {
  /** The empty list's title when no filter hid the posts. */
  emptyTitle: string;
};

/** A page of posts (My Loads, Avail. Loads): the list kit with the posts' own states and row marks. */
export function LoadPagedList({ emptyTitle, ...props }: LoadPagedListProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const texts = (key: ListTextKey) => (key === 'empty' ? emptyTitle : t(`loads.${key}`));
  return (
    <FilteredPagedList
      {...props}
      texts={texts}
      rows={(answer: LoadListAnswer) => answer.loads}
      errorTitle={text(LOAD_MESSAGES.fetchFailed)}
      rowKey={(load) => load.id}
      rowAttributes={(load) => ({ 'data-load-id': load.id })}
    />
  );
}
