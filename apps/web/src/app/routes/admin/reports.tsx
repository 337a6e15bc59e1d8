import { ReportsScreen } from '../../../features/admin-reports/reports-screen.tsx';

/** /admin/reports: the reports queue, inside the admin layout's SUPER_ADMIN check. */
export function Component() {
  return <ReportsScreen />;
}
