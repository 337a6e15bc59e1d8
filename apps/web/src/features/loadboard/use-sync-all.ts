import { LOADBOARD_MESSAGES, type SyncJobStatus } from '@loadboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatNumber } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useReloadUrls, useStartSyncAll, useSyncStatus } from './api.ts';

export type FinishedRun = NonNullable<SyncJobStatus['result']>;

/**
 * Sync All Loadboards (spec 4): started, then polled every 5 s. Completed: progress 100, polling
 * stops, success announced with the result message, the URL list reloaded. Failed: polling stops,
 * progress reset. A failed poll is only logged (the next one tries again).
 */
export function useSyncAll() {
  const { t } = useTranslation();
  const text = useMessageText();
  const reloadUrls = useReloadUrls();
  const start = useStartSyncAll();
  const [jobId, setJobId] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [finished, setFinished] = useState<FinishedRun | null>(null);
  const status = useSyncStatus(jobId);

  const resultText = (result: FinishedRun) =>
    t('loadboards.result', {
      added: formatNumber(result.added),
      updated: formatNumber(result.updated),
      failed: formatNumber(result.failedFeeds.length),
    });

  const run = status.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer of the poll is handled once; the helpers change only with the language
  useEffect(() => {
    if (!run) return;
    if (run.state === 'completed') {
      setPercent(100);
      setJobId(null);
      setFinished(run.result);
      const message =
        `${text(LOADBOARD_MESSAGES.syncCompleted)} ${run.result ? resultText(run.result) : ''}`.trim();
      toast.success(message, { toastId: `sync-completed:${run.jobId}` });
      void reloadUrls();
    } else if (run.state === 'failed') {
      setPercent(null);
      setJobId(null);
      notifyError(null, LOADBOARD_MESSAGES.syncRunFailed);
    } else {
      setPercent(run.progress.percent);
    }
  }, [run]);

  useEffect(() => {
    // Spec 4: a failed poll is only logged.
    if (status.error) console.error('Loadboard sync status poll failed', status.error);
  }, [status.error]);

  const startSync = () =>
    start.mutate(undefined, {
      onSuccess: ({ jobId: id }) => {
        setFinished(null);
        setPercent(0);
        setJobId(id);
        notifySuccess(LOADBOARD_MESSAGES.syncStarted);
      },
      onError: (error) => notifyError(error, LOADBOARD_MESSAGES.syncStartFailed),
    });

  return {
    startSync,
    /** Closes the last run's result (and its full progress bar). */
    dismiss: () => {
      setFinished(null);
      setPercent(null);
    },
    syncing: start.isPending || jobId !== null,
    percent,
    users: run?.progress.users ?? null,
    finished,
    resultText,
  };
}
