import {
  type FeedReport,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type SyncReport,
  type UserType,
} from '@loadboard/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { logActivity } from '../activity/index.ts';
import { checkImportRows, mapImportHeader, type PreparedLoad, upsertSyncedLoads } from '../loads/index.ts';
import { listLoadBoardUrls } from '../settings/index.ts';
import { readFeed } from './feed-formats.ts';
import { FeedFetchError, type FetchPolicy, fetchFeed } from './safe-fetch.ts';

/** A feed fetched and checked, not written yet: what passed, what did not, or why nothing could. */
interface CheckedFeed {
  url: string;
  prepared: PreparedLoad[];
  rowErrors: string[];
  error?: string;
}

/** At most IMPORT_MAX_ERRORS row errors per feed, then 'and N more' (as the import lists them). */
const capped = (errors: string[]) =>
  errors.length > IMPORT_MAX_ERRORS
    ? [...errors.slice(0, IMPORT_MAX_ERRORS), `and ${errors.length - IMPORT_MAX_ERRORS} more`]
    : errors;

/**
 * Fetches one feed and checks its rows with the import's own rules (header, then each row); a bad
 * row is set aside with its sentences, a feed that cannot be fetched or read is one sentence.
 */
async function checkFeed(url: string, userType: UserType, policy: FetchPolicy): Promise<CheckedFeed> {
  try {
    const table = readFeed(await fetchFeed(url, policy));
    const columns = mapImportHeader(table.header, table.rows, 'counted');
    if (table.rows.length === 0) return { url, prepared: [], rowErrors: [], error: IMPORT_MESSAGES.noRows };
    if (table.rows.length > IMPORT_MAX_ROWS)
      return { url, prepared: [], rowErrors: [], error: IMPORT_MESSAGES.tooManyRows };
    const { prepared, errors } = checkImportRows(userType, columns, table.rows);
    return { url, prepared, rowErrors: errors };
  } catch (error) {
    if (error instanceof FeedFetchError) return { url, prepared: [], rowErrors: [], error: error.message };
    if (error instanceof AppError)
      return { url, prepared: [], rowErrors: [], error: (error.errors ?? [error.message]).join('; ') };
    throw error;
  }
}

/**
 * Writes checked feeds for their owner inside the caller's transaction: each feed's rows upserted by
 * (owner, feed URL, jobNumber), one activity row when anything changed. Returns each feed's report.
 */
export async function writeFeeds(tx: DbOrTx, ownerId: number, feeds: CheckedFeed[]): Promise<FeedReport[]> {
  const reports: FeedReport[] = [];
  for (const feed of feeds) {
    if (feed.error !== undefined) {
      reports.push({ url: feed.url, added: 0, updated: 0, rowErrors: [], error: feed.error });
      continue;
    }
    const outcome = await upsertSyncedLoads(tx, ownerId, feed.url, feed.prepared);
    reports.push({
      url: feed.url,
      added: outcome.added,
      updated: outcome.updated,
      rowErrors: capped([...feed.rowErrors, ...outcome.rowErrors]),
    });
  }
  const added = reports.reduce((sum, report) => sum + report.added, 0);
  const updated = reports.reduce((sum, report) => sum + report.updated, 0);
  if (added + updated > 0)
    await logActivity(tx, {
      userId: ownerId,
      action: 'LOAD_POSTED',
      details: `Load board sync: ${added} ${added === 1 ? 'load' : 'loads'} added, ${updated} updated`,
    });
  return reports;
}

const totals = (feeds: FeedReport[]): SyncReport => ({
  added: feeds.reduce((sum, feed) => sum + feed.added, 0),
  updated: feeds.reduce((sum, feed) => sum + feed.updated, 0),
  feeds,
});

/** Fetches and checks every feed of a user, one after the other (a slow board delays only itself). */
export async function checkUserFeeds(
  db: DbOrTx,
  user: { id: number; userType: UserType },
  policy: FetchPolicy,
  beforeEach: () => Promise<void> = async () => {},
): Promise<CheckedFeed[]> {
  const checked: CheckedFeed[] = [];
  for (const url of await listLoadBoardUrls(db, user.id)) {
    await beforeEach();
    checked.push(await checkFeed(url, user.userType, policy));
  }
  return checked;
}

/**
 * GET /api/loadboard/scrape-save: the member's own feeds synced now. Fetching happens outside any
 * transaction; the writes of all feeds are one transaction, so a failure leaves nothing half-written.
 */
export async function syncMemberFeeds(
  db: Db,
  user: { id: number; userType: UserType },
  policy: FetchPolicy,
): Promise<SyncReport> {
  const checked = await checkUserFeeds(db, user, policy);
  const feeds = await db.transaction((tx) => writeFeeds(tx, user.id, checked));
  return totals(feeds);
}
