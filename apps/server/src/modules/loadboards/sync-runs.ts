import { randomUUID } from 'node:crypto';
import {
  LOADBOARD_MESSAGES,
  MESSAGES,
  type SyncJobStatus,
  syncResultMessage,
  type UserType,
} from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FailedFeed } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { asWorkOf } from '../../lib/request-context.ts';
import { assertMayTrade } from '../billing/index.ts';
import { listLoadBoardUrls, usersWithLoadBoardUrls } from '../settings/index.ts';
import * as q from './queries.ts';
import type { FetchPolicy } from './safe-fetch.ts';
import { checkUserFeeds, writeFeeds } from './sync.ts';

/** A `pg_notify` on this channel, committed with a new run, wakes the sync-all job on any instance. */
export const SYNC_WAKE_CHANNEL = 'loadboard_sync';
/** A run taken over this many times (its workers kept dying) ends as failed instead of looping. */
export const MAX_ATTEMPTS = 3;

export interface RunPolicy extends FetchPolicy {
  /** LOADBOARD_SYNC_STALE_MS: a run silent this long is taken over. */
  staleMs: number;
}

/**
 * POST /api/loadboard/sync-all: a run over every user who has a URL now, queued for the job. While a
 * run is waiting or under way it answers that run instead, so a second press (or an admin who came
 * back to the screen) follows its progress rather than fetching every feed twice at once.
 */
export async function startSyncAll(db: Db, adminId: number, requestId: string): Promise<string> {
  return db.transaction(async (tx) => {
    // Two admins pressing at once take turns here, so the second sees the first's run.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('loadboard-sync-all'))`);
    const running = await q.selectUnfinishedRunId(tx);
    if (running) return running;
    const id = await q.insertRun(tx, {
      kind: 'all',
      requestedBy: adminId,
      userIds: await usersWithLoadBoardUrls(tx),
      requestId,
    });
    await tx.execute(sql`SELECT pg_notify(${SYNC_WAKE_CHANNEL}, ${id})`);
    return id;
  });
}

/**
 * GET /api/loadboard/sync-status/:jobId. An administrator follows any run; a member only their own
 * header syncs: anyone else's run is not found, as if it did not exist.
 */
export async function syncStatus(
  db: Db,
  id: string,
  viewer: { id: number; userType: UserType },
): Promise<SyncJobStatus> {
  const run = await q.selectRun(db, id);
  const visible =
    run && (viewer.userType === 'SUPER_ADMIN' || (run.kind === 'member' && run.requestedBy === viewer.id));
  if (!visible) throw notFound(LOADBOARD_MESSAGES.runNotFound);
  const completed = run.state === 'completed';
  const total = run.userIds.length;
  const [done, of] = run.kind === 'member' ? [run.feedsDone, run.feedsTotal] : [run.doneUsers, total];
  const percent = completed ? 100 : of === 0 ? 0 : Math.floor((done * 100) / of);
  const finished = completed || run.state === 'failed';
  return {
    jobId: run.id,
    state: run.state,
    progress: {
      users: { done: run.doneUsers, total },
      ...(run.kind === 'member' ? { feeds: { done: run.feedsDone, total: run.feedsTotal } } : {}),
      percent,
    },
    result: finished
      ? {
          message: run.message ?? '',
          added: run.added,
          updated: run.updated,
          skippedRows: run.skippedRows,
          failedFeeds: run.failedFeeds,
          ...(run.kind === 'member' ? { feeds: run.feedReports ?? [] } : {}),
        }
      : null,
  };
}

/** The run was taken over by another worker (this one was thought dead): stop without writing. */
export class LeaseLost extends Error {}

/** Why a user's feeds are not synced at all (a suspended account, no subscription), or null. */
export async function notSyncedBecause(db: Db, user: Awaited<ReturnType<typeof q.selectSyncUser>>) {
  if (!user) return null;
  if (user.status !== 'active') return MESSAGES.accountInactive;
  try {
    await assertMayTrade(db, user);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/**
 * Works one claimed run from its first user not done: each user's feeds are fetched (reporting
 * before each one, so a live run never looks stale), then written in one transaction together with
 * the run's progress, and only while this worker still holds the run.
 */
async function workRun(db: Db, run: q.SyncRun, leaseId: string, policy: RunPolicy): Promise<void> {
  const beat = async () => {
    if (!(await q.heartbeat(db, run.id, leaseId))) throw new LeaseLost();
  };
  for (let index = run.doneUsers; index < run.userIds.length; index++) {
    const userId = run.userIds[index] as number;
    await beat();
    const user = await q.selectSyncUser(db, userId);
    const refusal = await notSyncedBecause(db, user);
    const checked =
      user && refusal === null ? await checkUserFeeds(db, user, policy, { beforeEach: beat }) : [];
    const refused: FailedFeed[] =
      refusal === null
        ? []
        : (await listLoadBoardUrls(db, userId)).map((url) => ({ userId, url, message: refusal }));
    const held = await db.transaction(async (tx) => {
      const current = await q.lockLeasedRun(tx, run.id, leaseId);
      if (!current) return false;
      const reports = await writeFeeds(tx, userId, checked);
      await q.recordUserDone(tx, run.id, {
        doneUsers: index + 1,
        added: current.added + reports.reduce((sum, feed) => sum + feed.added, 0),
        updated: current.updated + reports.reduce((sum, feed) => sum + feed.updated, 0),
        skippedRows: current.skippedRows + reports.reduce((sum, feed) => sum + feed.rowErrors.length, 0),
        failedFeeds: [
          ...current.failedFeeds,
          ...refused,
          ...reports.flatMap((feed) =>
            feed.error === undefined ? [] : [{ userId, url: feed.url, message: feed.error }],
          ),
        ],
      });
      return true;
    });
    if (!held) throw new LeaseLost();
  }
  const done = await q.selectRun(db, run.id);
  if (!done) return;
  await q.finishRun(
    db,
    run.id,
    {
      state: 'completed',
      message: syncResultMessage({
        added: done.added,
        updated: done.updated,
        failedFeeds: done.failedFeeds.length,
      }),
    },
    leaseId,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sync-all job's work: takes waiting runs, and active runs whose worker went silent (a process
 * killed mid-run), and works them to the end. When the only active run is still reporting, it waits
 * once for it to finish or go silent: after a restart, the dead worker's run is resumed by the run
 * the start-up wake-up sends, without waiting for the schedule.
 */
export async function workSyncRuns(db: Db, policy: RunPolicy, log: FastifyBaseLogger): Promise<void> {
  const leaseId = randomUUID();
  let waited = false;
  for (;;) {
    const run = await q.claimRun(db, 'all', leaseId, new Date(Date.now() - policy.staleMs));
    if (!run) {
      const beats = await q.selectActiveHeartbeats(db);
      if (beats.length === 0 || waited) return;
      waited = true;
      const latest = Math.max(...beats.map((beat) => beat.getTime()));
      await sleep(Math.min(policy.staleMs, Math.max(0, latest + policy.staleMs - Date.now())) + 250);
      continue;
    }
    waited = false;
    await workClaimedRun(db, run, leaseId, log, async (runLog) => {
      if (run.attempts > 1) runLog.warn({ doneUsers: run.doneUsers }, 'load-board sync resumed');
      await workRun(db, run, leaseId, policy);
    });
  }
}

/**
 * Works a run this worker claimed under `leaseId`: one tried too often fails; one another worker
 * took over is left to it; on any other failure the run is released so the next attempt (pg-boss's
 * retry, or the schedule) takes it at once. Its lines carry the run's id and the id of the request
 * that started it (`reqId`, as that request's own lines), and its work runs as that request's.
 */
export async function workClaimedRun(
  db: Db,
  run: { id: string; attempts: number; requestId: string | null },
  leaseId: string,
  log: FastifyBaseLogger,
  work: (runLog: FastifyBaseLogger) => Promise<void>,
): Promise<void> {
  const runLog = log.child({ runId: run.id, ...(run.requestId ? { reqId: run.requestId } : {}) });
  if (run.attempts > MAX_ATTEMPTS) {
    await q.finishRun(db, run.id, { state: 'failed', message: LOADBOARD_MESSAGES.runInterrupted }, leaseId);
    runLog.warn({ attempts: run.attempts }, 'load-board sync run failed: its workers kept stopping');
    return;
  }
  try {
    await asWorkOf(run.requestId, () => work(runLog));
    runLog.info({ attempts: run.attempts }, 'load-board sync run worked');
  } catch (error) {
    if (error instanceof LeaseLost) {
      runLog.warn('load-board sync run was taken over by another worker');
      return;
    }
    await q.releaseRun(db, run.id, leaseId);
    runLog.error({ err: error }, 'load-board sync run stopped by an error; it is tried again');
    throw error;
  }
}
