/** Load boards: the members' feed URLs, their sync (header button, sync-all job) and the admin list. */
import { z } from 'zod';

/** User-facing sentences of the load-board screens and sync (spec 8, Loadboard URLs Management). */
export const LOADBOARD_MESSAGES = {
  urlDeleted: 'Loadboard URL deleted successfully',
  userUrlsDeleted: 'All loadboard URLs for user deleted successfully',
  fetchUrlsFailed: 'Failed to fetch loadboard URLs',
  deleteUrlFailed: 'Failed to delete loadboard URL',
  deleteUserUrlsFailed: 'Failed to delete user loadboard URLs',
  syncStarted: 'Loadboard sync started',
  syncCompleted: 'Sync completed!',
  syncRunFailed: 'Sync failed. Please try again.',
  syncStartFailed: 'Failed to start sync',
  confirmDeleteUrl: 'Are you sure you want to delete this URL?',
  confirmDeleteUserUrls: 'Are you sure you want to delete all URLs for this user?',
  noUrls: 'No loadboard URLs found',
  urlNotFound: 'Loadboard URL not found',
  runNotFound: 'Sync job not found',
  runInterrupted: 'The sync was interrupted too many times and was stopped. Please start it again.',
} as const;

/** Loadboard URL as the admin list shows it (spec 3). */
export const loadboardUrlItem = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string(), companyName: z.string() }),
});
export type LoadboardUrlItem = z.infer<typeof loadboardUrlItem>;

/** What one feed gave: posts added and updated, and the rows skipped with their reasons. */
export const feedReport = z.object({
  url: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  /** 'row 7: pickupZip must be 5 digits' (CSV rows as a spreadsheet numbers them; JSON and HTML from 2 too). */
  rowErrors: z.array(z.string()),
  /** Set when the feed could not be read at all; nothing of it was imported. */
  error: z.string().optional(),
});
export type FeedReport = z.infer<typeof feedReport>;

/** What a member's own sync did (the header's summary), built from its run's result. */
export const syncReport = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  feeds: z.array(feedReport),
});
export type SyncReport = z.infer<typeof syncReport>;

/** waiting → active → completed | failed; an interrupted run goes back to active when taken over. */
export const SYNC_RUN_STATES = ['waiting', 'active', 'completed', 'failed'] as const;
export type SyncRunState = (typeof SYNC_RUN_STATES)[number];

/**
 * POST /api/loadboard/sync-all and GET /api/loadboard/scrape-save: the run started, or the one of
 * that kind (everyone's, or the member's own) still waiting or under way.
 */
export const syncStarted = z.object({ status: z.literal('success'), jobId: z.string() });

/** GET /api/loadboard/sync-status/:jobId (spec 3, Sync job). */
export const syncJobStatus = z.object({
  jobId: z.string(),
  state: z.enum(SYNC_RUN_STATES),
  /**
   * The users synced of the run's users, and a whole percent (100 once completed): of the users for
   * Sync All, of the feeds read (`feeds`) for a member's own sync.
   */
  progress: z.object({
    users: z.object({ done: z.number().int(), total: z.number().int() }),
    feeds: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
    percent: z.number().int(),
  }),
  result: z
    .object({
      message: z.string(),
      added: z.number().int(),
      updated: z.number().int(),
      skippedRows: z.number().int(),
      failedFeeds: z.array(z.object({ userId: z.number().int(), url: z.string(), message: z.string() })),
      /** A member's own sync: each feed's report, in the order of their URLs. */
      feeds: z.array(feedReport).optional(),
    })
    .nullable(),
});
export type SyncJobStatus = z.infer<typeof syncJobStatus>;

/** The result sentence of a sync (the admin's 'Sync completed!' toast, the job's result message). */
export function syncResultMessage(counts: { added: number; updated: number; failedFeeds: number }): string {
  const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
  const failed =
    counts.failedFeeds === 0
      ? 'no feed failed'
      : `${counts.failedFeeds} ${counts.failedFeeds === 1 ? 'feed' : 'feeds'} failed`;
  return `${posts(counts.added)} added, ${posts(counts.updated)} updated, ${failed}`;
}
