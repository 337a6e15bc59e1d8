import { MESSAGES } from '@loadboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

/** Fetching every board of the user can take a while; allow it two minutes. */
const SYNC_TIMEOUT_MS = 120_000;

/** The header's sync button: imports the loads of the user's own load boards now. */
export function useLoadboardSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<unknown>('/loadboard/scrape-save', { timeoutMs: SYNC_TIMEOUT_MS }),
    onSuccess: (body) => {
      if (body.status === 'success') notifySuccess(MESSAGES.syncSuccess);
      // New loads may have arrived: every list refetches.
      void queryClient.invalidateQueries();
    },
    onError: (error) => notifyError(error, MESSAGES.syncFailed),
  });
}
