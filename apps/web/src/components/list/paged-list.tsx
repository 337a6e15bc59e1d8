import { PAGE_SIZE, type Pagination as PageInfo } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { usePageWithinTotal } from '../../lib/use-page-within-total.ts';
import { Pagination } from '../pagination.tsx';
import { FetchedList, type FetchedListProps } from './fetched-list.tsx';

export interface PagedListProps<Answer extends { pagination: PageInfo }, Row>
  extends Omit<FetchedListProps<Answer, Row>, 'head'> {
  page: number;
  onPageChange: (page: number) => void;
  /** Names the pages, e.g. "Pages of loads". */
  paginationLabel: string;
  /** The list's own line beside the pages, in place of their "Showing 11–20 of 57". */
  summary?: (rows: Row[], answer: Answer) => ReactNode;
}

/**
 * A server-paged list: one page as a FetchedList, and the pages under it. A page that no longer
 * exists (its last row went away) moves back to the last one.
 */
export function PagedList<Answer extends { pagination: PageInfo }, Row>({
  page,
  onPageChange,
  paginationLabel,
  summary,
  ...list
}: PagedListProps<Answer, Row>) {
  const data = list.query.data;
  usePageWithinTotal(page, data?.pagination.totalPages, onPageChange);

  return (
    <>
      <FetchedList {...list} />
      {data ? (
        <div
          className={
            summary ? 'mt-3 d-flex flex-wrap align-items-center justify-content-between gap-2' : 'mt-3'
          }
        >
          {summary?.(list.rows(data), data)}
          <Pagination
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            totalItems={summary ? undefined : data.pagination.totalItems}
            pageSize={data.pagination.itemsPerPage || PAGE_SIZE}
            onPageChange={onPageChange}
            label={paginationLabel}
          />
        </div>
      ) : null}
    </>
  );
}
