import type { Pagination } from '@loadboard/contracts';
import type { DbOrTx } from '../db/client.ts';
import { together } from '../db/together.ts';

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

/** A page this near the top is read together with its list's count (`pageWithCount`). */
const SHALLOW_OFFSET = 1000;

/**
 * A page of a list and how many the list holds. A page near the top is read together with the
 * count (`together`), instead of after it: were it past the end, the database would have skipped at most
 * SHALLOW_OFFSET index entries in vain, less than the round trip of waiting. A deeper page waits for
 * the count and is not read at all when past the end, so no long OFFSET runs for nothing: it is
 * `none`, the list's empty page.
 */
export async function pageWithCount<Page>(
  db: DbOrTx,
  page: number,
  limit: number,
  count: () => Promise<number>,
  /** Given the count when it is known first: a list may then read a deep page from its nearer end. */
  rows: (totalItems?: number) => Promise<Page>,
  none: Page,
): Promise<{ rows: Page; totalItems: number }> {
  const offset = pageOffset(page, limit);
  if (offset < SHALLOW_OFFSET) {
    const [totalItems, found] = await together(db, [count, rows]);
    return { rows: found, totalItems };
  }
  const totalItems = await count();
  return { rows: offset >= totalItems ? none : await rows(totalItems), totalItems };
}
