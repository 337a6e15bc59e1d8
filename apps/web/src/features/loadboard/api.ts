import {
  LOADBOARD_MESSAGES,
  type LoadboardUrlItem,
  MESSAGES,
  type SyncJobStatus,
  type SyncReport,
} from '@loadboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useFailureToast } from '../../lib/use-failure-toast.ts';
import { announceSyncReport } from './sync-summary.ts';

/** Fetching every board of the user can take a while; allow it two minutes. */
const SYNC_TIMEOUT_MS = 120_000;
/** Spec 4: a running sync-all is polled every 5 seconds. */
const SYNC_POLL_MS = 5000;

const URLS_KEY = ['loadboard-urls'] as const;
const SYNC_STATUS_KEY = ['loadboard-sync-status'] as const;

/** The header's sync button: imports the loads of the user's own load boards now. */
export function useLoadboardSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<SyncReport>('/loadboard/scrape-save', { timeoutMs: SYNC_TIMEOUT_MS }),
    onSuccess: (body) => {
      if (body.status === 'success') {
        notifySuccess(MESSAGES.syncSuccess);
        announceSyncReport(body.data);
      }
      // New loads may have arrived: every list refetches.
      void queryClient.invalidateQueries();
    },
    onError: (error) => notifyError(error, MESSAGES.syncFailed),
  });
}

/** GET /api/loadboard-urls: every member's URLs (admin). */
export function useLoadboardUrls() {
  const query = useQuery({
    queryKey: URLS_KEY,
    queryFn: async ({ signal }) => (await api.get<LoadboardUrlItem[]>('/loadboard-urls', { signal })).data,
    staleTime: 0,
  });
  useFailureToast(query.error, LOADBOARD_MESSAGES.fetchUrlsFailed);
  return query;
}

/** DELETE /api/loadboard-urls/:id or /api/loadboard-urls/user/:userId; the list refetches after. */
export function useDeleteUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { kind: 'url'; id: number } | { kind: 'user'; userId: number }) =>
      api.delete<unknown>(
        target.kind === 'url' ? `/loadboard-urls/${target.id}` : `/loadboard-urls/user/${target.userId}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: URLS_KEY }),
  });
}

/** POST /api/loadboard/sync-all: answers `{ status, jobId }` (not the usual data envelope). */
export function useStartSyncAll() {
  return useMutation({
    mutationFn: async () => (await api.post<unknown>('/loadboard/sync-all')) as unknown as { jobId: string },
  });
}

/** GET /api/loadboard/sync-status/:jobId every 5 s until the run is completed or failed. */
export function useSyncStatus(jobId: string | null) {
  return useQuery({
    queryKey: [...SYNC_STATUS_KEY, jobId],
    queryFn: async ({ signal }) =>
      (await api.get<SyncJobStatus>(`/loadboard/sync-status/${jobId}`, { signal })).data,
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : SYNC_POLL_MS;
    },
    // Spec 4: a failed poll is only logged; the next one tries again.
    retry: false,
    staleTime: 0,
  });
}

/** After a run completes: the list of URLs is fetched again. */
export function useReloadUrls() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: URLS_KEY });
}
