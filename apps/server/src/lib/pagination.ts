import type { Pagination } from '@loadboard/contracts';

/**
 * The pagination block of every paged list (decisions.md, API contract). A page past the end is not
 * an error: it answers an empty list with the real totals. No items means no pages.
 */
export function paginate(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / limit);
  return {
    currentPage: page,
    totalPages,
    totalItems,
    itemsPerPage: limit,
    hasPreviousPage: page > 1,
    hasNextPage: page < totalPages,
  };
}

/** Rows to skip before `page` (pages count from 1). */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;
