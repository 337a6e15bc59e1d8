import { LOADBOARD_MESSAGES, type LoadboardUrlItem, type SyncJobStatus } from '@loadboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useFreshQuery } from '../../lib/fresh-query.ts';

/** Spec 4: a running sync-all is polled every 5 seconds. */
const SYNC_POLL_MS = 5000;

const URLS_KEY = ['loadboard-urls'] as const;
const SYNC_STATUS_KEY = ['loadboard-sync-status'] as const;

/**
 * GET /api/loadboard/scrape-save, the header's sync button: starts the member's own sync (or finds
 * the one running) and answers `{ status, jobId }` at once.
 */
export function useStartMemberSync() {
  return useMutation({
    mutationFn: async () =>
      (await api.get<unknown>('/loadboard/scrape-save')) as unknown as { jobId: string },
  });
}

/** GET /api/loadboard-urls: every member's URLs (admin). */
export function useLoadboardUrls() {
  return useFreshQuery<LoadboardUrlItem[]>({
    key: URLS_KEY,
    path: '/loadboard-urls',
    failure: LOADBOARD_MESSAGES.fetchUrlsFailed,
  });
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

/** GET /api/loadboard/sync-status/:jobId every `pollMs` (5 s, spec 4) until the run is completed or failed. */
export function useSyncStatus(jobId: string | null, pollMs = SYNC_POLL_MS) {
  return useQuery({
    queryKey: [...SYNC_STATUS_KEY, jobId],
    queryFn: async ({ signal }) =>
      (await api.get<SyncJobStatus>(`/loadboard/sync-status/${jobId}`, { signal })).data,
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : pollMs;
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
