import { MESSAGES, type SystemAnalytics } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

/** GET /api/admin/analytics: the figures and the charts' series. */
export function useSystemAnalytics() {
  const query = useQuery({
    queryKey: ['admin-analytics'],
    queryFn: async ({ signal }) => (await api.get<SystemAnalytics>('/admin/analytics', { signal })).data,
    staleTime: 0,
  });
  useFailureToast(query.error, MESSAGES.fetchAnalyticsFailed);
  return query;
}
