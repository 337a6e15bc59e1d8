import { randomUUID } from 'node:crypto';
import { MESSAGES, syncResultMessage } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';
import { checkUserFeeds, writeFeeds } from './sync.ts';
import { LeaseLost, notSyncedBecause, type RunPolicy, workClaimedRun } from './sync-runs.ts';

/** A `pg_notify` on this channel, committed with a member's new run, wakes the member-sync job. */
export const MEMBER_SYNC_WAKE_CHANNEL = 'loadboard_member_sync';

/**
 * GET /api/loadboard/scrape-save: the member's own feeds, synced by the member-sync job; answers the
 * run's id at once. While the member's run is waiting or under way it answers that run instead, so a
 * second press (or a second tab) follows it rather than fetching every feed twice at once.
 */
export async function startMemberSync(db: Db, memberId: number, requestId: string): Promise<string> {
  return db.transaction(async (tx) => {
    // Two presses at once take turns here, so the second sees the first's run.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('loadboard-sync-member'), ${memberId}::int)`);
    const running = await q.selectUnfinishedRunId(tx, memberId);
    if (running) return running;
    const id = await q.insertRun(tx, {
      kind: 'member',
      requestedBy: memberId,
      userIds: [memberId],
      requestId,
    });
    await tx.execute(sql`SELECT pg_notify(${MEMBER_SYNC_WAKE_CHANNEL}, ${id})`);
    return id;
  });
}

/**
 * Works one claimed member run: its feeds are counted, fetched and read (each read one counted as
 * progress), then written in one transaction together with the run's result, only while this worker
 * still holds the run. A member who may no longer trade gets a failed run and nothing written.
 */
async function workMemberRun(db: Db, run: q.SyncRun, leaseId: string, policy: RunPolicy): Promise<void> {
  const memberId = run.userIds[0] as number;
  const user = await q.selectSyncUser(db, memberId);
  const refusal = user ? await notSyncedBecause(db, user) : MESSAGES.userNotFound;
  if (!user || refusal !== null) {
    await q.finishRun(db, run.id, { state: 'failed', message: refusal ?? MESSAGES.userNotFound }, leaseId);
    return;
  }
  const report = async (feeds: { total: number } | 'one-done') => {
    if (!(await q.recordFeeds(db, run.id, leaseId, feeds))) throw new LeaseLost();
  };
  const checked = await checkUserFeeds(db, user, policy, {
    counted: (total) => report({ total }),
    afterEach: () => report('one-done'),
  });
  const held = await db.transaction(async (tx) => {
    if (!(await q.lockLeasedRun(tx, run.id, leaseId))) return false;
    const reports = await writeFeeds(tx, memberId, checked);
    const failedFeeds = reports.flatMap((feed) =>
      feed.error === undefined ? [] : [{ userId: memberId, url: feed.url, message: feed.error }],
    );
    const added = reports.reduce((sum, feed) => sum + feed.added, 0);
    const updated = reports.reduce((sum, feed) => sum + feed.updated, 0);
    await q.completeMemberRun(tx, run.id, {
      added,
      updated,
      skippedRows: reports.reduce((sum, feed) => sum + feed.rowErrors.length, 0),
      failedFeeds,
      feedReports: reports,
      message: syncResultMessage({ added, updated, failedFeeds: failedFeeds.length }),
    });
    return true;
  });
  if (!held) throw new LeaseLost();
}

/**
 * The member-sync job's work: takes members' runs that are waiting, or active but silent (their
 * worker died), one after another until none is left. Several of these run at once on each worker
 * (the job's concurrency), so one member's slow boards never hold up another's sync.
 */
export async function workMemberSyncRuns(db: Db, policy: RunPolicy, log: FastifyBaseLogger): Promise<void> {
  const leaseId = randomUUID();
  for (;;) {
    const run = await q.claimRun(db, 'member', leaseId, new Date(Date.now() - policy.staleMs));
    if (!run) return;
    await workClaimedRun(db, run, leaseId, log, () => workMemberRun(db, run, leaseId, policy));
  }
}
