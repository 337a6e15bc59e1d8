/** Load board syncs into posts (a member's own, and the admin's Sync All), and the admin's URL pages. */

export { readFeed } from './feed-formats.ts';
export { MEMBER_SYNC_WAKE_CHANNEL, workMemberSyncRuns } from './member-sync.ts';
export { loadboardRoutes } from './routes.ts';
export { SYNC_WAKE_CHANNEL, workSyncRuns } from './sync-runs.ts';
