import { ActivityLogsScreen } from '../../../features/admin-logs/activity-logs-screen.tsx';

/** /admin/activity-logs (spec 2), inside the admin layout's SUPER_ADMIN check. */
export function Component() {
  return <ActivityLogsScreen />;
}
