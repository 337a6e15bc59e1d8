import { PAGE_SIZE } from '@loadboard/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../lib/api-client.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

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

/**
 * One page of a server-paged list for the filters. The shown page stays while the next loads,
 * every visit asks again (another user may have changed the list), and a failure is toasted.
 */
export function usePagedQuery<Filters extends object, Answer>(
  filters: Filters,
  page: number,
  { key, path, failure, params = (value) => value as Record<string, QueryValue> }: PagedSource<Filters>,
) {
  const query = useQuery({
    queryKey: [...key, params(filters), page],
    queryFn: async ({ signal }) =>
      (await api.get<Answer>(path, { query: { ...params(filters), page, limit: PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useFailureToast(query.error, failure);
  return query;
}
