/** Load board URLs and their sync into posts (a member's own, and the admin's Sync All). */
export { loadboardRoutes } from './routes.ts';
export {
  addLoadBoardUrls,
  listLoadBoardUrls,
  loadBoardUrlsColumn,
  replaceLoadBoardUrls,
} from './service.ts';
export { SYNC_WAKE_CHANNEL, workSyncRuns } from './sync-runs.ts';
