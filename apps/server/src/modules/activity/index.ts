/** The admin's Activity Logs: every module records what users did; the admin module reads it. */
export { exportActivityLogs, listActivityLogs, logActivity } from './service.ts';
