import { PAGE_SIZE } from '@loadboard/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { QueryValue } from '../../lib/api-client.ts';
import { useFreshQuery } from '../../lib/fresh-query.ts';

interface PagedSource<Filters> {
  /** Where its answers are cached; the filters and the page are added to it. */
  key: QueryKey;
  /** The API path that answers one page. */
  path: string;
  /** The toast's text when the server gives none. */
  failure: string;
  /** The filters as the path's parameters, when they are not already. */
  params?: (filters: Filters) => Record<string, QueryValue>;
}

/** One page of a server-paged list for the filters, fresh on every visit; the shown page stays while the next loads. */
export function usePagedQuery<Filters extends object, Answer>(
  filters: Filters,
  page: number,
  { key, path, failure, params = (value) => value as Record<string, QueryValue> }: PagedSource<Filters>,
) {
  return useFreshQuery<Answer>({
    key: [...key, params(filters), page],
    path,
    query: { ...params(filters), page, limit: PAGE_SIZE },
    failure,
    keepPrevious: true,
  });
}
