import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type FailedFeed, syncRuns, users } from '../../db/schema/index.ts';

/** Which runs a query is about: the admin's Sync All, or members' own syncs. */
export type RunKind = (typeof syncRuns.$inferSelect)['kind'];

/** The account a sync imports for: its type decides the posts' type, its status whether it syncs. */
export async function selectSyncUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ id: users.id, userType: users.userType, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/**
 * The Sync All run, or (given `memberId`) that member's own run, still waiting or under way, if any
 * (at most one: a second is never started beside it).
 */
export async function selectUnfinishedRunId(db: DbOrTx, memberId?: number): Promise<string | null> {
  const [run] = await db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(
      and(
        inArray(syncRuns.state, ['waiting', 'active']),
        memberId === undefined
          ? eq(syncRuns.kind, 'all')
          : and(eq(syncRuns.kind, 'member'), eq(syncRuns.requestedBy, memberId)),
      ),
    )
    .orderBy(desc(syncRuns.createdAt))
    .limit(1);
  return run?.id ?? null;
}

export async function insertRun(
  db: DbOrTx,
  run: { kind: RunKind; requestedBy: number; userIds: number[]; requestId: string },
): Promise<string> {
  const [inserted] = await db.insert(syncRuns).values(run).returning({ id: syncRuns.id });
  return (inserted as { id: string }).id;
}

export async function selectRun(db: DbOrTx, id: string) {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return run ?? null;
}

export type SyncRun = typeof syncRuns.$inferSelect;

/**
 * Takes the oldest run of `kind` that is waiting, or active but silent since `staleBefore` (its
 * worker died), under a new lease; SKIP LOCKED so two workers never take the same run.
 */
export async function claimRun(
  db: DbOrTx,
  kind: RunKind,
  leaseId: string,
  staleBefore: Date,
): Promise<SyncRun | null> {
  const candidates = db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(
      and(
        eq(syncRuns.kind, kind),
        or(
          eq(syncRuns.state, 'waiting'),
          and(eq(syncRuns.state, 'active'), lt(syncRuns.heartbeatAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(syncRuns.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [run] = await db
    .update(syncRuns)
    .set({ state: 'active', leaseId, heartbeatAt: new Date(), attempts: sql`${syncRuns.attempts} + 1` })
    .where(inArray(syncRuns.id, candidates))
    .returning();
  return run ?? null;
}

/** The active Sync All runs' last reports (to wait for a silent one to go stale). */
export async function selectActiveHeartbeats(db: DbOrTx): Promise<Date[]> {
  const rows = await db
    .select({ heartbeatAt: syncRuns.heartbeatAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.state, 'active'), eq(syncRuns.kind, 'all')));
  return rows.map((row) => row.heartbeatAt ?? new Date(0));
}

/** The run `id` while it is under way and `leaseId` still holds it. */
const leasedRun = (id: string, leaseId: string) =>
  and(eq(syncRuns.id, id), eq(syncRuns.leaseId, leaseId), eq(syncRuns.state, 'active'));

/** Still held by this lease? Locks the row, so the caller's transaction commits the user with it. */
export async function lockLeasedRun(db: DbOrTx, id: string, leaseId: string): Promise<SyncRun | null> {
  const [run] = await db.select().from(syncRuns).where(leasedRun(id, leaseId)).for('update');
  return run ?? null;
}

/** Writes `values` to the run if this lease still holds it; answers whether it did. */
async function writeLeasedRun(
  db: DbOrTx,
  id: string,
  leaseId: string,
  values: PgUpdateSetSource<typeof syncRuns>,
): Promise<boolean> {
  const rows = await db
    .update(syncRuns)
    .set(values)
    .where(leasedRun(id, leaseId))
    .returning({ id: syncRuns.id });
  return rows.length > 0;
}

export const heartbeat = (db: DbOrTx, id: string, leaseId: string) =>
  writeLeasedRun(db, id, leaseId, { heartbeatAt: new Date() });

export async function recordUserDone(
  db: DbOrTx,
  id: string,
  progress: {
    doneUsers: number;
    added: number;
    updated: number;
    skippedRows: number;
    failedFeeds: FailedFeed[];
  },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({ ...progress, heartbeatAt: new Date() })
    .where(eq(syncRuns.id, id));
}

/** A member run's feeds counted (when its worker starts on them) or one more read: its progress. */
export const recordFeeds = (db: DbOrTx, id: string, leaseId: string, feeds: { total: number } | 'one-done') =>
  writeLeasedRun(db, id, leaseId, {
    heartbeatAt: new Date(),
    ...(feeds === 'one-done'
      ? { feedsDone: sql`${syncRuns.feedsDone} + 1` }
      : { feedsTotal: feeds.total, feedsDone: 0 }),
  });

/** A member run written: its counts, each feed's report and the result sentence, in the writes' transaction. */
export async function completeMemberRun(
  db: DbOrTx,
  id: string,
  outcome: {
    added: number;
    updated: number;
    skippedRows: number;
    failedFeeds: FailedFeed[];
    feedReports: NonNullable<SyncRun['feedReports']>;
    message: string;
  },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({
      ...outcome,
      state: 'completed',
      doneUsers: 1,
      feedsDone: sql`${syncRuns.feedsTotal}`,
      finishedAt: new Date(),
      leaseId: null,
    })
    .where(eq(syncRuns.id, id));
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  outcome: { state: 'completed' | 'failed'; message: string },
  leaseId?: string,
): Promise<void> {
  await db
    .update(syncRuns)
    .set({ ...outcome, finishedAt: new Date(), leaseId: null })
    .where(leaseId ? and(eq(syncRuns.id, id), eq(syncRuns.leaseId, leaseId)) : eq(syncRuns.id, id));
}

/** Gives a run up at once (its worker hit an error): the next worker need not wait for it to go stale. */
export async function releaseRun(db: DbOrTx, id: string, leaseId: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ heartbeatAt: new Date(0), leaseId: null })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseId, leaseId)));
}
