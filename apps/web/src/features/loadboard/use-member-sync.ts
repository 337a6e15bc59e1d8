import { MESSAGES } from '@loadboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useStartMemberSync, useSyncStatus } from './api.ts';
import { announceSyncReport } from './sync-summary.ts';

/**
 * The header's job is polled every second rather than spec 4's 5 s: a member's own sync takes
 * seconds and the member watches the button, and a poll reads one row by its key.
 */
const MEMBER_SYNC_POLL_MS = 1000;

/**
 * The header's sync button: starts the member's own sync as a job, then follows it. Completed: the
 * spec's success message and the summary of what it did, and every list refetches (new loads may
 * have arrived). Failed, or not started: 'Failed to sync loadboards'. A failed poll is only logged
 * (spec 4); the next one tries again.
 */
export function useMemberSync() {
  const queryClient = useQueryClient();
  const start = useStartMemberSync();
  const [jobId, setJobId] = useState<string | null>(null);
  const status = useSyncStatus(jobId, MEMBER_SYNC_POLL_MS);

  const run = status.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer of the poll is handled once
  useEffect(() => {
    if (!run || run.jobId !== jobId) return;
    if (run.state === 'completed') {
      setJobId(null);
      notifySuccess(MESSAGES.syncSuccess);
      if (run.result)
        announceSyncReport({
          added: run.result.added,
          updated: run.result.updated,
          feeds: run.result.feeds ?? [],
        });
      void queryClient.invalidateQueries();
    } else if (run.state === 'failed') {
      setJobId(null);
      notifyError(null, MESSAGES.syncFailed);
    }
  }, [run]);

  useEffect(() => {
    if (status.error) console.error('Loadboard sync status poll failed', status.error);
  }, [status.error]);

  const running = start.isPending || jobId !== null;
  return {
    startSync: () =>
      start.mutate(undefined, {
        onSuccess: ({ jobId: id }) => setJobId(id),
        onError: (error) => notifyError(error, MESSAGES.syncFailed),
      }),
    running,
    /** How far the running sync is, in percent of its feeds read; null before the first answer. */
    percent: running && run && run.jobId === jobId ? run.progress.percent : null,
  };
}
