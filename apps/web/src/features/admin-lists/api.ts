import {
  type AdminLoadFilters,
  type AdminLoadsAnswer,
  type AdminRequestFilters,
  type AdminRequestsAnswer,
  LOAD_MESSAGES,
  PAGE_SIZE,
} from '@loadboard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

/** GET /api/admin/loads: every post, 10 a page. Under LOADS_KEY, so any change to a post refreshes it. */
export function useAdminLoads(filters: AdminLoadFilters, page: number) {
  const query = useQuery({
    queryKey: [LOADS_KEY, 'admin', filters, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<AdminLoadsAnswer>('/admin/loads', {
          query: { ...filters, page, limit: PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useFailureToast(query.error, LOAD_MESSAGES.fetchFailed);
  return query;
}

/** GET /api/admin/requests: every request, 10 a page. Under REQUESTS_KEY, refreshed by any decision. */
export function useAdminRequests(filters: AdminRequestFilters, page: number) {
  const query = useQuery({
    queryKey: [REQUESTS_KEY, 'admin', filters, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<AdminRequestsAnswer>('/admin/requests', {
          query: { ...filters, page, limit: PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useFailureToast(query.error, LOAD_MESSAGES.fetchRequestsFailed);
  return query;
}
