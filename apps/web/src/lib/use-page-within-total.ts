import { useEffect } from 'react';

/**
 * Moves a paged list back to its last page when the page asked for no longer exists (its last item
 * was deleted, marked read away by a filter, or the link was old). `totalPages` is undefined while
 * the list is loading.
 */
export function usePageWithinTotal(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
