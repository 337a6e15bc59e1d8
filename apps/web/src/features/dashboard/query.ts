import type {
  AdminDashboard,
  BrokerDashboard,
  RfdCarrierDashboard,
  RfpCarrierDashboard,
  UserType,
} from '@loadboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { DASHBOARD_KEY } from '../../lib/query-keys.ts';

interface Dashboards {
  BROKER: BrokerDashboard;
  RFP_CARRIER: RfpCarrierDashboard;
  RFD_CARRIER: RfdCarrierDashboard;
  SUPER_ADMIN: AdminDashboard;
}

/** Where each user type's dashboard comes from: GET /api/dashboard/… and the admin's GET /api/admin. */
const DASHBOARD_PATHS: { [Type in UserType]: string } = {
  BROKER: '/dashboard/broker',
  RFP_CARRIER: '/dashboard/rfp-carrier',
  RFD_CARRIER: '/dashboard/rfd-carrier',
  SUPER_ADMIN: '/admin',
};

export const hasDashboard = (userType: string): userType is UserType =>
  Object.hasOwn(DASHBOARD_PATHS, userType);

/**
 * A user type's dashboard answer. Every one lives under DASHBOARD_KEY: a request decision or a new
 * notification refreshes them.
 */
export function dashboardQuery<Type extends UserType>(userType: Type) {
  return queryOptions({
    queryKey: [DASHBOARD_KEY, userType],
    queryFn: async ({ signal }) =>
      (await api.get<Dashboards[Type]>(DASHBOARD_PATHS[userType], { signal })).data,
  });
}
