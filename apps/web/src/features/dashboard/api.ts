import type {
  AdminDashboard,
  BrokerDashboard,
  RfdCarrierDashboard,
  RfpCarrierDashboard,
} from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { DASHBOARD_KEY } from '../../lib/query-keys.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

/** Every dashboard answer lives under this key: a request decision or a new notification refreshes them. */

function useDashboard<T>(role: string, path: string) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, role],
    queryFn: async ({ signal }) => (await api.get<T>(path, { signal })).data,
  });
}

/** Spec 8: the carriers' and admin's dashboards toast 'Failed to fetch dashboard data'. */
function useDashboardFailureToast(error: unknown) {
  const { t } = useTranslation();
  useFailureToast(error, t('dashboard.fetchFailed'));
}

/** GET /api/dashboard/broker (its failure is shown in the page, not toasted). */
export function useBrokerDashboard() {
  return useDashboard<BrokerDashboard>('broker', '/dashboard/broker');
}

/** GET /api/dashboard/rfp-carrier */
export function useRfpCarrierDashboard() {
  const query = useDashboard<RfpCarrierDashboard>('rfp-carrier', '/dashboard/rfp-carrier');
  useDashboardFailureToast(query.error);
  return query;
}

/** GET /api/dashboard/rfd-carrier */
export function useRfdCarrierDashboard() {
  const query = useDashboard<RfdCarrierDashboard>('rfd-carrier', '/dashboard/rfd-carrier');
  useDashboardFailureToast(query.error);
  return query;
}

/** GET /api/admin: the Admin Dashboard. */
export function useAdminDashboard() {
  const query = useDashboard<AdminDashboard>('admin', '/admin');
  useDashboardFailureToast(query.error);
  return query;
}
