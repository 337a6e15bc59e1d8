import { MESSAGES, type SystemAnalytics } from '@loadboard/contracts';
import { useFreshQuery } from '../../lib/fresh-query.ts';

/** GET /api/admin/analytics: the figures and the charts' series. */
export function useSystemAnalytics() {
  return useFreshQuery<SystemAnalytics>({
    key: ['admin-analytics'],
    path: '/admin/analytics',
    failure: MESSAGES.fetchAnalyticsFailed,
  });
}
