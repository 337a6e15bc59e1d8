import { setImmediate as nextTurn } from 'node:timers/promises';
import { LOAD_MESSAGES, type LoadType } from '@loadboard/contracts';
import { asc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loads } from '../../db/schema/index.ts';
import { type AppError, conflict } from '../../lib/app-error.ts';

/**
 * The one home of "no duplicate posts" (decisions.md, Duplicates and reports): an owner may not have
 * two ACTIVE posts of the same type, origin ZIP, destination ZIP and pickup date. The post form, an
 * edit, a status back to ACTIVE, the CSV import and a feed sync all ask it, each after taking the
 * owner's posting turn, so two simultaneous submits cannot both find no duplicate.
 */
export interface PostKey {
  loadType: LoadType;
  originZip: string;
  destinationZip: string;
  pickupDate: string;
}

/** pg_advisory_xact_lock's first key for "posting for this owner" (the second is the owner). */
const POSTING_LOCK_CLASS = 72_013;

/** Waits for the owner's other postings to commit or roll back, then holds the turn until `tx` ends. */
export async function takePostingTurn(tx: DbOrTx, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${POSTING_LOCK_CLASS}, ${ownerId})`);
}

/** The key as one text, to compare keys. */
export const postKeyText = (key: PostKey): string =>
  `${key.loadType}|${key.originZip}|${key.destinationZip}|${key.pickupDate}`;

/** Keys looked up per statement: on the embedded engine a statement holds the server's thread. */
const KEYS_PER_LOOKUP = 250;

/** A key as a statement gives it: columns of a list it joins, or placeholders. */
type KeyTerms = Record<keyof PostKey, SQL | Placeholder>;

const WANTED_KEY: KeyTerms = {
  originZip: sql`wanted.origin_zip`,
  destinationZip: sql`wanted.destination_zip`,
  pickupDate: sql`wanted.pickup_date`,
  loadType: sql`wanted.load_type`,
};

/** The rule itself: a post of the owner's, ACTIVE, with the key, other than `exceptId` (or null). */
const duplicateOf = (owner: SQL | Placeholder, key: KeyTerms, exceptId: SQL | Placeholder) =>
  sql`${loads.status} = 'ACTIVE' AND ${loads.ownerId} = ${owner}
    AND ${loads.originZip} = ${key.originZip} AND ${loads.destinationZip} = ${key.destinationZip}
    AND ${loads.pickupDate} = ${key.pickupDate}::date AND ${loads.loadType}::text = ${key.loadType}
    AND ${loads.id} IS DISTINCT FROM ${exceptId}::int`;

/**
 * The owner's ACTIVE posts with any of these keys, by key text (on loads_active_lane_day_idx),
 * leaving out `exceptId` (the post being edited). The keys travel as arrays, a slice at a time with
 * a turn of the event loop between slices, so a big import leaves other requests answered.
 */
export async function activeDuplicates(
  tx: DbOrTx,
  ownerId: number,
  keys: readonly PostKey[],
  exceptId?: number,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < keys.length; start += KEYS_PER_LOOKUP) {
    if (start > 0) await nextTurn();
    const slice = keys.slice(start, start + KEYS_PER_LOOKUP);
    const rows = await tx
      .select({
        id: loads.id,
        loadType: loads.loadType,
        originZip: loads.originZip,
        destinationZip: loads.destinationZip,
        pickupDate: loads.pickupDate,
      })
      .from(loads)
      .innerJoin(
        sql`unnest(${sql.param(slice.map((key) => key.originZip))}::text[], ${sql.param(slice.map((key) => key.destinationZip))}::text[], ${sql.param(slice.map((key) => key.pickupDate))}::date[], ${sql.param(slice.map((key) => key.loadType))}::text[]) AS wanted(origin_zip, destination_zip, pickup_date, load_type)`,
        duplicateOf(sql`${ownerId}`, WANTED_KEY, sql`${exceptId ?? null}`),
      )
      .orderBy(asc(loads.id));
    for (const row of rows) if (!found.has(postKeyText(row))) found.set(postKeyText(row), row.id);
  }
  return found;
}

/** 409 'You already posted this load', naming the post (`existingLoadId`). */
export function duplicatePost(existingLoadId: number): AppError {
  const error = conflict(LOAD_MESSAGES.duplicate);
  error.existingLoadId = existingLoadId;
  return error;
}

/**
 * The owner's first ACTIVE post with one key, leaving out `exceptId`: kept prepared, as every post
 * and edit asks it and planning it (among the many indexes of `loads`) cost more than running it.
 */
const activeDuplicateOf = preparedOn((db) =>
  db
    .select({ id: loads.id })
    .from(loads)
    .where(
      duplicateOf(
        sql.placeholder('ownerId'),
        {
          originZip: sql.placeholder('originZip'),
          destinationZip: sql.placeholder('destinationZip'),
          pickupDate: sql.placeholder('pickupDate'),
          loadType: sql.placeholder('loadType'),
        },
        sql.placeholder('exceptId'),
      ),
    )
    .orderBy(asc(loads.id))
    .limit(1)
    .prepare('active_duplicate_of'),
);

/** Refuses a post of the owner's that would duplicate another of their ACTIVE posts (409). */
export async function assertNotDuplicate(
  tx: DbOrTx,
  ownerId: number,
  key: PostKey,
  exceptId?: number,
): Promise<void> {
  const [existing] = await activeDuplicateOf(tx).execute({
    ownerId,
    originZip: key.originZip,
    destinationZip: key.destinationZip,
    pickupDate: key.pickupDate,
    loadType: key.loadType,
    exceptId: exceptId ?? null,
  });
  if (existing !== undefined) throw duplicatePost(existing.id);
}

/** A row of a batch and what it duplicates: an ACTIVE post of the owner's, or an earlier row. */
export type RowDuplicate =
  | { rowNumber: number; existingLoadId: number }
  | { rowNumber: number; earlierRow: number };

/** The rows of one owner's batch (an import, a feed) that would duplicate a post or an earlier row. */
export async function duplicateRows(
  tx: DbOrTx,
  ownerId: number,
  rows: readonly { rowNumber: number; loadType: LoadType; columns: Omit<PostKey, 'loadType'> }[],
): Promise<RowDuplicate[]> {
  const keyOf = (row: (typeof rows)[number]) => postKeyText({ ...row.columns, loadType: row.loadType });
  const existing = await activeDuplicates(
    tx,
    ownerId,
    rows.map((row) => ({ ...row.columns, loadType: row.loadType })),
  );
  const firstRow = new Map<string, number>();
  const found: RowDuplicate[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    const existingLoadId = existing.get(key);
    const earlierRow = firstRow.get(key);
    if (existingLoadId !== undefined) found.push({ rowNumber: row.rowNumber, existingLoadId });
    else if (earlierRow !== undefined) found.push({ rowNumber: row.rowNumber, earlierRow });
    else firstRow.set(key, row.rowNumber);
  }
  return found;
}

/** 'row 3: You already posted this load: load #12' (or ': row 2'), as import rows name problems. */
export const rowDuplicateError = (duplicate: RowDuplicate): string =>
  `row ${duplicate.rowNumber}: ${LOAD_MESSAGES.duplicate}: ${
    'existingLoadId' in duplicate ? `load #${duplicate.existingLoadId}` : `row ${duplicate.earlierRow}`
  }`;
