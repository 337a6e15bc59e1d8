import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loads } from '../../db/schema/index.ts';
import {
  activeDuplicates,
  duplicateRows,
  postKeyText,
  rowDuplicateError,
  takePostingTurn,
} from './duplicates.ts';
import { insertPreparedLoads, type PreparedLoad } from './import.ts';

/** pg_advisory_xact_lock's first key for "syncing this owner's feeds" (the second is the owner). */
const SYNC_LOCK_CLASS = 72_012;

export interface UpsertOutcome {
  added: number;
  updated: number;
  /** Rows left as they were, 'row N: <why>'. */
  rowErrors: string[];
}

/**
 * A load-board feed's checked rows, written for their owner (decisions.md, Load boards): a row whose
 * jobNumber the owner already has from this feed updates that post, while it is ACTIVE (a post
 * assigned, completed or cancelled is the deal's record and stays as it is); other rows are new posts,
 * inserted the way the CSV import inserts them, so they raise load alerts. A row without jobNumber is
 * always a new post: nothing else says which post it would be, unless it duplicates an ACTIVE post
 * of the owner's (duplicates.ts), which it then updates. A row that would duplicate an earlier row,
 * or turn its post into a duplicate of another, is left out and reported. Call it inside the caller's
 * transaction; two syncs of one owner take turns (an advisory lock), so neither inserts what the
 * other just did, and take the owner's posting turn as the post form does.
 */
export async function upsertSyncedLoads(
  tx: DbOrTx,
  ownerId: number,
  sourceUrl: string,
  prepared: PreparedLoad[],
): Promise<UpsertOutcome> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${ownerId})`);
  await takePostingTurn(tx, ownerId);
  const rowErrors: string[] = [];
  const firstRowOf = new Map<string, number>();
  const keyed: PreparedLoad[] = [];
  const fresh: PreparedLoad[] = [];
  for (const row of prepared) {
    const job = row.columns.jobNumber;
    if (job === null || job === undefined || job === '') {
      fresh.push(row);
      continue;
    }
    const earlier = firstRowOf.get(job);
    if (earlier !== undefined) {
      rowErrors.push(`row ${row.rowNumber}: jobNumber ${job} appears earlier in the feed (row ${earlier})`);
      continue;
    }
    firstRowOf.set(job, row.rowNumber);
    keyed.push(row);
  }

  const existing =
    keyed.length === 0
      ? []
      : await tx
          .select({ id: loads.id, jobNumber: loads.jobNumber, status: loads.status })
          .from(loads)
          .where(
            and(
              eq(loads.ownerId, ownerId),
              eq(loads.sourceUrl, sourceUrl),
              inArray(
                loads.jobNumber,
                keyed.map((row) => row.columns.jobNumber as string),
              ),
            ),
          );
  const byJob = new Map(existing.map((post) => [post.jobNumber as string, post]));

  let updated = 0;
  const update = async (row: PreparedLoad, id: number) => {
    await tx
      .update(loads)
      .set({ ...row.columns, loadType: row.loadType, updatedAt: new Date() })
      .where(eq(loads.id, id));
    updated += 1;
  };
  for (const row of keyed) {
    const post = byJob.get(row.columns.jobNumber as string);
    if (!post) {
      fresh.push(row);
      continue;
    }
    if (post.status !== 'ACTIVE') {
      rowErrors.push(
        `row ${row.rowNumber}: job ${row.columns.jobNumber} is ${post.status.toLowerCase()} and is no longer updated by a sync`,
      );
      continue;
    }
    const key = { ...row.columns, loadType: row.loadType };
    const other = (await activeDuplicates(tx, ownerId, [key], post.id)).get(postKeyText(key));
    if (other !== undefined) {
      rowErrors.push(rowDuplicateError({ rowNumber: row.rowNumber, existingLoadId: other }));
      continue;
    }
    await update(row, post.id);
  }
  fresh.sort((a, b) => a.rowNumber - b.rowNumber);
  const duplicates = new Map(
    (await duplicateRows(tx, ownerId, fresh)).map((duplicate) => [duplicate.rowNumber, duplicate]),
  );
  const inserted: PreparedLoad[] = [];
  for (const row of fresh) {
    const duplicate = duplicates.get(row.rowNumber);
    if (!duplicate) inserted.push(row);
    else if ('existingLoadId' in duplicate) await update(row, duplicate.existingLoadId);
    else rowErrors.push(rowDuplicateError(duplicate));
  }
  const ids = inserted.length > 0 ? await insertPreparedLoads(tx, ownerId, inserted, sourceUrl) : [];
  return { added: ids.length, updated, rowErrors };
}
