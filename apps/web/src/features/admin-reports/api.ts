import { REPORT_MESSAGES, type ReportQueueAnswer, type ReviewAction } from '@loadboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useFreshQuery } from '../../lib/fresh-query.ts';
import { LOADS_KEY } from '../../lib/query-keys.ts';

const REPORTS_KEY = ['admin-reports'] as const;

/** GET /api/admin/reports: every post with open reports. */
export function useReportQueue() {
  return useFreshQuery<ReportQueueAnswer>({
    key: REPORTS_KEY,
    path: '/admin/reports',
    failure: REPORT_MESSAGES.fetchFailed,
  });
}

/** PATCH /api/admin/reports/:id (the post's id): dismiss, remove or suspend; the queue and the lists refresh. */
export function useReviewReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loadId, action }: { loadId: number; action: ReviewAction }) =>
      api.patch<null>(`/admin/reports/${loadId}`, { action }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      void queryClient.invalidateQueries({ queryKey: [LOADS_KEY] });
    },
  });
}
