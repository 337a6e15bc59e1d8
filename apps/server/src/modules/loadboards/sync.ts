import { type FeedReport, IMPORT_MAX_ERRORS, type SyncReport, type UserType } from '@loadboard/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { logActivity } from '../activity/index.ts';
import { type PreparedLoad, upsertSyncedLoads } from '../loads/index.ts';
import { listLoadBoardUrls } from '../settings/index.ts';
import type { FeedCheck } from './feed-check.ts';
import { checkFeedOffThread } from './feed-checkers.ts';
import { FeedFetchError, type FetchPolicy, fetchFeed } from './safe-fetch.ts';

/** A feed fetched and checked, not written yet: what passed, what did not, or why nothing could. */
export interface CheckedFeed {
  url: string;
  prepared: PreparedLoad[];
  rowErrors: string[];
  error?: string;
}

/** A member's feeds fetched at once: enough that one slow board does not hold up the others. */
export const FEEDS_AT_ONCE = 4;

/** At most IMPORT_MAX_ERRORS row errors per feed, then 'and N more' (as the import lists them). */
const capped = (errors: string[]) =>
  errors.length > IMPORT_MAX_ERRORS
    ? [...errors.slice(0, IMPORT_MAX_ERRORS), `and ${errors.length - IMPORT_MAX_ERRORS} more`]
    : errors;

/**
 * Fetches one feed, then reads and checks it on a feed-checker thread (`checkFeedOffThread`); a
 * feed that cannot be fetched or read is one sentence.
 */
async function checkFeed(url: string, userType: UserType, policy: FetchPolicy): Promise<CheckedFeed> {
  let check: FeedCheck;
  try {
    check = await checkFeedOffThread(await fetchFeed(url, policy), userType);
  } catch (error) {
    if (error instanceof FeedFetchError) return { url, prepared: [], rowErrors: [], error: error.message };
    throw error;
  }
  return 'error' in check ? { url, prepared: [], rowErrors: [], error: check.error } : { url, ...check };
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

/**
 * Fetches and checks every feed of a user, FEEDS_AT_ONCE at a time (a slow board delays only its own
 * place in line); the feeds come back in the user's order. `beforeEach` runs before each fetch.
 */
export async function checkUserFeeds(
  db: DbOrTx,
  user: { id: number; userType: UserType },
  policy: FetchPolicy,
  beforeEach: () => Promise<void> = async () => {},
): Promise<CheckedFeed[]> {
  const urls = await listLoadBoardUrls(db, user.id);
  const checked: CheckedFeed[] = new Array(urls.length);
  let next = 0;
  const fetcher = async () => {
    while (next < urls.length) {
      const index = next++;
      await beforeEach();
      checked[index] = await checkFeed(urls[index] as string, user.userType, policy);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FEEDS_AT_ONCE, urls.length) }, fetcher));
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
