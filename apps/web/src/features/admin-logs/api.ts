import {
  ACTIVITY_EXPORT_PATH,
  type ActivityLogFilters,
  type ActivityLogsAnswer,
  MESSAGES,
} from '@loadboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { usePagedQuery } from '../../components/list/paged-query.ts';
import { api, saveBlob } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';

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

/** A long log takes a while to stream: more than the client's usual 30 s. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** GET /api/admin/activity-logs/export.csv with the screen's filters, saved under the server's name. */
export function useExportActivityLogs() {
  return useMutation({
    mutationFn: async (filters: ActivityLogFilters) => {
      const { blob, filename } = await api.download(ACTIVITY_EXPORT_PATH, {
        query: filterQuery(filters),
        timeoutMs: EXPORT_TIMEOUT_MS,
      });
      saveBlob(blob, filename ?? 'activity-logs.csv');
    },
    onError: (error) => notifyError(error, MESSAGES.exportActivityLogsFailed),
  });
}
