import type { Pagination as PageInfo } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from './paged-list.tsx';

/** The texts every filtered list has, each under its key in the list's own group. */
export type ListTextKey = 'empty' | 'emptyFiltered' | 'emptyFilteredHint' | 'paginationLabel';

export interface FilteredPagedListProps<Answer extends { pagination: PageInfo }, Row>
  extends Omit<PagedListProps<Answer, Row>, 'page' | 'onPageChange' | 'empty' | 'paginationLabel'> {
  /** Its page and whether a filter is set, as useListParams reads them from the address. */
  params: { page: number; setPage: (page: number) => void; filtered: boolean };
  texts: (key: ListTextKey) => string;
  /** Under the title of the empty list that no filter hid, and what to do then. */
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
}

/** A list screen's paged list: its page in the address, and an empty page that says when filters hid the rows. */
export function FilteredPagedList<Answer extends { pagination: PageInfo }, Row>({
  params,
  texts,
  emptyHint,
  emptyAction,
  ...list
}: FilteredPagedListProps<Answer, Row>) {
  return (
    <PagedList
      {...list}
      page={params.page}
      onPageChange={params.setPage}
      empty={
        params.filtered
          ? { title: texts('emptyFiltered'), text: texts('emptyFilteredHint') }
          : { title: texts('empty'), text: emptyHint, action: emptyAction }
      }
      paginationLabel={texts('paginationLabel')}
    />
  );
}
