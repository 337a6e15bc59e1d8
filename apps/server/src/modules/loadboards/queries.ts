import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type FailedFeed, syncRuns, users } from '../../db/schema/index.ts';

/** The account a sync imports for: its type decides the posts' type, its status whether it syncs. */
export async function selectSyncUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ id: users.id, userType: users.userType, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The run still waiting or under way, if any (at most one: `startSyncAll` starts no second). */
export async function selectUnfinishedRunId(db: DbOrTx): Promise<string | null> {
  const [run] = await db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(inArray(syncRuns.state, ['waiting', 'active']))
    .orderBy(desc(syncRuns.createdAt))
    .limit(1);
  return run?.id ?? null;
}

export async function insertRun(db: DbOrTx, requestedBy: number, userIds: number[]): Promise<string> {
  const [run] = await db.insert(syncRuns).values({ requestedBy, userIds }).returning({ id: syncRuns.id });
  return (run as { id: string }).id;
}

export async function selectRun(db: DbOrTx, id: string) {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return run ?? null;
}

export type SyncRun = typeof syncRuns.$inferSelect;

/**
 * Takes the oldest run that is waiting, or active but silent since `staleBefore` (its worker died),
 * under a new lease; SKIP LOCKED so two workers never take the same run.
 */
export async function claimRun(db: DbOrTx, leaseId: string, staleBefore: Date): Promise<SyncRun | null> {
  const candidates = db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(
      or(
        eq(syncRuns.state, 'waiting'),
        and(eq(syncRuns.state, 'active'), lt(syncRuns.heartbeatAt, staleBefore)),
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

/** The active runs' last reports (to wait for a silent one to go stale). */
export async function selectActiveHeartbeats(db: DbOrTx): Promise<Date[]> {
  const rows = await db
    .select({ heartbeatAt: syncRuns.heartbeatAt })
    .from(syncRuns)
    .where(eq(syncRuns.state, 'active'));
  return rows.map((row) => row.heartbeatAt ?? new Date(0));
}

/** Still held by this lease? Locks the row, so the caller's transaction commits the user with it. */
export async function lockLeasedRun(db: DbOrTx, id: string, leaseId: string): Promise<SyncRun | null> {
  const [run] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseId, leaseId), eq(syncRuns.state, 'active')))
    .for('update');
  return run ?? null;
}

export async function heartbeat(db: DbOrTx, id: string, leaseId: string): Promise<boolean> {
  const rows = await db
    .update(syncRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseId, leaseId), eq(syncRuns.state, 'active')))
    .returning({ id: syncRuns.id });
  return rows.length > 0;
}

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
