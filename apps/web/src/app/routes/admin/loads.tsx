import { AdminLoadsScreen } from '../../../features/admin-lists/admin-loads-screen.tsx';

/** /admin/loads: every load on the platform (the admin dashboard's View All). */
export function Component() {
  return <AdminLoadsScreen />;
}
