import {
  ACTIVITY_EXPORT_PATH,
  type ActivityLogFilters,
  type ActivityLogsAnswer,
  MESSAGES,
} from '@loadboard/contracts';
import type { ListExport } from '../../components/list/download-csv-button.tsx';
import { usePagedQuery } from '../../components/list/paged-query.ts';

/** The filters as query parameters; absent ones are left out. */
const filterQuery = (filters: ActivityLogFilters) => ({
  startDate: filters.startDate,
  endDate: filters.endDate,
  type: filters.type,
  userId: filters.userId,
});

/** GET /api/admin/activity-logs: 10 a page, filtered. */
export function useActivityLogs(filters: ActivityLogFilters, page: number) {
  return usePagedQuery<ActivityLogFilters, ActivityLogsAnswer>(filters, page, {
    key: ['admin', 'activity-logs'],
    path: '/admin/activity-logs',
    failure: MESSAGES.fetchActivityLogsFailed,
    params: filterQuery,
  });
}

/** GET /api/admin/activity-logs/export.csv with the screen's filters. */
export const activityLogsExport = (filters: ActivityLogFilters): ListExport => ({
  path: ACTIVITY_EXPORT_PATH,
  query: filterQuery(filters),
});
