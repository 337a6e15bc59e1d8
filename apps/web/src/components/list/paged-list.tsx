import { PAGE_SIZE, type Pagination as PageInfo } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { usePageWithinTotal } from '../../lib/use-page-within-total.ts';
import { Pagination } from '../pagination.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { EmptyList, ListError, ListLoading } from './list-states.tsx';

/** What a paged list needs of its query (a TanStack Query result fits). */
export interface PagedQuery<Answer> {
  data: Answer | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<Answer extends { pagination: PageInfo }, Row>
  extends Omit<DataTableProps<Row>, 'rows'> {
  query: PagedQuery<Answer>;
  /** The rows of an answer (its items under their own name). */
  rows: (answer: Answer) => Row[];
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when the list could not be fetched, with Retry. */
  errorTitle: string;
  /** Shown when the page has no rows: why, and what to do. */
  empty: { title: string; text?: ReactNode; action?: ReactNode };
  /** Names the pages, e.g. "Pages of loads". */
  paginationLabel: string;
  /** The list's own line beside the pages, in place of their "Showing 11–20 of 57". */
  summary?: (rows: Row[], answer: Answer) => ReactNode;
}

/**
 * A server-paged list: loading, error with Retry, empty, the rows as a DataTable, and the pages.
 * A page that no longer exists (its last row went away) moves back to the last one.
 */
export function PagedList<Answer extends { pagination: PageInfo }, Row>({
  query,
  rows,
  page,
  onPageChange,
  errorTitle,
  empty,
  paginationLabel,
  summary,
  ...table
}: PagedListProps<Answer, Row>) {
  const data = query.data;
  usePageWithinTotal(page, data?.pagination.totalPages, onPageChange);
  const items = data ? rows(data) : [];

  return (
    <>
      <div aria-busy={query.isFetching} aria-live="polite">
        {query.isPending ? (
          <ListLoading />
        ) : !data ? (
          <ListError title={errorTitle} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyList title={empty.title} text={empty.text} action={empty.action} />
        ) : (
          <DataTable rows={items} {...table} />
        )}
      </div>
      {data ? (
        <div
          className={
            summary ? 'mt-3 d-flex flex-wrap align-items-center justify-content-between gap-2' : 'mt-3'
          }
        >
          {summary?.(items, data)}
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
