import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { EmptyList, ListError, ListLoading } from './list-states.tsx';

/** What a fetched list needs of its query (a TanStack Query result fits). */
export interface ListQuery<Answer> {
  data: Answer | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface FetchedListProps<Answer, Row> extends Omit<DataTableProps<Row>, 'rows'> {
  query: ListQuery<Answer>;
  /** The rows of an answer (its items under their own name). */
  rows: (answer: Answer) => Row[];
  /** Shown when the list could not be fetched, with Retry. */
  errorTitle: string;
  /** Shown when the answer has no rows: why, and what to do. */
  empty: { title: string; text?: ReactNode; action?: ReactNode };
  /** A line above the rows, when there are any. */
  head?: (rows: Row[]) => ReactNode;
}

/** A fetched list: loading, error with Retry, empty, or the rows as a DataTable; busy while it refetches. */
export function FetchedList<Answer, Row>({
  query,
  rows,
  errorTitle,
  empty,
  head,
  ...table
}: FetchedListProps<Answer, Row>) {
  const items = query.data ? rows(query.data) : [];
  return (
    <div aria-busy={query.isFetching} aria-live="polite">
      {query.isPending ? (
        <ListLoading />
      ) : !query.data ? (
        <ListError title={errorTitle} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyList title={empty.title} text={empty.text} action={empty.action} />
      ) : (
        <>
          {head?.(items)}
          <DataTable rows={items} {...table} />
        </>
      )}
    </div>
  );
}
