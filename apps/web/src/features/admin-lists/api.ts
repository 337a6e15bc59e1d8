import {
  type AdminLoadFilters,
  type AdminLoadsAnswer,
  type AdminRequestFilters,
  type AdminRequestsAnswer,
  LOAD_MESSAGES,
  type LoadStatus,
  PAGE_SIZE,
} from '@loadboard/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { DASHBOARD_KEY, LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';
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

/** PATCH /api/admin/loads/:id/status; the lists of posts and the dashboards show the new status. */
export function useSetLoadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LoadStatus }) =>
      api.patch<unknown>(`/admin/loads/${id}/status`, { status }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LOADS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] }),
      ]),
  });
}
