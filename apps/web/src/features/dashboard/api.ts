import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../lib/use-failure-toast.ts';
import { dashboardQuery } from './query.ts';

/** Spec 8: the carriers' and admin's dashboards toast 'Failed to fetch dashboard data'. */
function useDashboardFailureToast(error: unknown) {
  const { t } = useTranslation();
  useFailureToast(error, t('dashboard.fetchFailed'));
}

/** GET /api/dashboard/broker (its failure is shown in the page, not toasted). */
export function useBrokerDashboard() {
  return useQuery(dashboardQuery('BROKER'));
}

/** GET /api/dashboard/rfp-carrier */
export function useRfpCarrierDashboard() {
  const query = useQuery(dashboardQuery('RFP_CARRIER'));
  useDashboardFailureToast(query.error);
  return query;
}

/** GET /api/dashboard/rfd-carrier */
export function useRfdCarrierDashboard() {
  const query = useQuery(dashboardQuery('RFD_CARRIER'));
  useDashboardFailureToast(query.error);
  return query;
}

/** GET /api/admin: the Admin Dashboard. */
export function useAdminDashboard() {
  const query = useQuery(dashboardQuery('SUPER_ADMIN'));
  useDashboardFailureToast(query.error);
  return query;
}
