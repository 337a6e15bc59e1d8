import {
  type AdminLoadFilters,
  type AdminLoadsAnswer,
  type AdminRequestFilters,
  type AdminRequestsAnswer,
  LOAD_MESSAGES,
} from '@loadboard/contracts';
import { usePagedQuery } from '../../components/list/paged-query.ts';
import { LOADS_KEY, REQUESTS_KEY } from '../../lib/query-keys.ts';

/** GET /api/admin/loads: every post, 10 a page. Under LOADS_KEY, so any change to a post refreshes it. */
export function useAdminLoads(filters: AdminLoadFilters, page: number) {
  return usePagedQuery<AdminLoadFilters, AdminLoadsAnswer>(filters, page, {
    key: [LOADS_KEY, 'admin'],
    path: '/admin/loads',
    failure: LOAD_MESSAGES.fetchFailed,
  });
}

/** GET /api/admin/requests: every request, 10 a page. Under REQUESTS_KEY, refreshed by any decision. */
export function useAdminRequests(filters: AdminRequestFilters, page: number) {
  return usePagedQuery<AdminRequestFilters, AdminRequestsAnswer>(filters, page, {
    key: [REQUESTS_KEY, 'admin'],
    path: '/admin/requests',
    failure: LOAD_MESSAGES.fetchRequestsFailed,
  });
}
