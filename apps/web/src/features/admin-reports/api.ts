import { REPORT_MESSAGES, type ReportQueueAnswer, type ReviewAction } from '@loadboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { LOADS_KEY } from '../../lib/query-keys.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

const REPORTS_KEY = ['admin-reports'] as const;

/** GET /api/admin/reports: every post with open reports. */
export function useReportQueue() {
  const query = useQuery({
    queryKey: REPORTS_KEY,
    queryFn: async ({ signal }) => (await api.get<ReportQueueAnswer>('/admin/reports', { signal })).data,
    staleTime: 0,
  });
  useFailureToast(query.error, REPORT_MESSAGES.fetchFailed);
  return query;
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
