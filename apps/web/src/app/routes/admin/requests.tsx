import { AdminRequestsScreen } from '../../../features/admin-lists/admin-requests-screen.tsx';

/** /admin/requests: every load request on the platform (the admin dashboard's View All). */
export function Component() {
  return <AdminRequestsScreen />;
}
