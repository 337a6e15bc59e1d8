import { z } from 'zod';
import { loadConfig } from '../config.ts';
import type { workSyncRuns } from '../modules/loadboards/index.ts';
import { defineJob, type JobDefinition } from './define-job.ts';

/** A load-board job's fetch settings, from this process's environment, as the web instance reads them. */
function loadboardFetchSettings() {
  const config = loadConfig(process.env);
  return {
    allowPrivate: config.LOADBOARD_ALLOW_PRIVATE,
    timeoutMs: config.LOADBOARD_FETCH_TIMEOUT_MS,
    staleMs: config.LOADBOARD_SYNC_STALE_MS,
  };
}

/**
 * A job that works the waiting load-board sync runs of one kind (`work`): woken on `channel` when
 * one is started, and every minute for runs whose worker died mid-way. Progress lives in sync_runs
 * rows, not in the queue, so a restart loses nothing.
 */
export const defineSyncRunsJob = (
  name: string,
  channel: string,
  work: typeof workSyncRuns,
  queue: Pick<JobDefinition, 'policy' | 'concurrency'>,
) =>
  defineJob({
    name,
    payload: z.object({}),
    async handler(_payload, { db, log }) {
      await work(db, loadboardFetchSettings(), log);
    },
    schedule: { cron: '* * * * *', payload: {} },
    ...queue,
    wakeOn: { channel, payload: {} },
  });
