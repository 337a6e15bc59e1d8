import { type FeedReport, IMPORT_MAX_ERRORS, type UserType } from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { logActivity } from '../activity/index.ts';
import { type PreparedLoad, upsertSyncedLoads } from '../loads/index.ts';
import { listLoadBoardUrls } from '../settings/index.ts';
import type { FeedCheck } from './feed-check.ts';
import { checkFeedOffThread, warmFeedCheckers } from './feed-checkers.ts';
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

/** What a run reports while a user's feeds are read: how many there are, and each one's start and end. */
export interface FeedHooks {
  counted?(total: number): Promise<void>;
  beforeEach?(): Promise<void>;
  afterEach?(): Promise<void>;
}

/**
 * Fetches and checks every feed of a user, FEEDS_AT_ONCE at a time (a slow board delays only its own
 * place in line); the feeds come back in the user's order.
 */
export async function checkUserFeeds(
  db: DbOrTx,
  user: { id: number; userType: UserType },
  policy: FetchPolicy,
  hooks: FeedHooks = {},
): Promise<CheckedFeed[]> {
  const urls = await listLoadBoardUrls(db, user.id);
  if (urls.length > 0) warmFeedCheckers();
  await hooks.counted?.(urls.length);
  const checked: CheckedFeed[] = new Array(urls.length);
  let next = 0;
  const fetcher = async () => {
    while (next < urls.length) {
      const index = next++;
      await hooks.beforeEach?.();
      checked[index] = await checkFeed(urls[index] as string, user.userType, policy);
      await hooks.afterEach?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(FEEDS_AT_ONCE, urls.length) }, fetcher));
  return checked;
}
