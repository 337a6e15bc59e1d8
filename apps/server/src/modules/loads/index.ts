/**
 * Posts (loads and truck space): posting, editing, lists, search and the map, imports, the daily
 * housekeeping, and what other modules read of them (a post's view as a viewer may see it, the lock
 * a request or a decision takes, the batches of new posts the load alerts deliver).
 */
export { listAllLoadsForAdmin } from './admin-list.ts';
export { type CsvRow, type CsvTable, decodeCsvText, readCsv } from './csv.ts';
export { exportAllLoadsForAdmin } from './export.ts';
export { markStalePosts, runLoadHousekeeping } from './housekeeping.ts';
export { checkImportRows, mapImportHeader, type PreparedLoad } from './import.ts';
export { loadImportRoutes } from './import-routes.ts';
export { takeNewPostBatches } from './new-posts.ts';
export { parsePost, toLoadColumns } from './post-input.ts';
export { dealSeenBy, isAdmin, listableTo, mayList, type Viewer } from './privacy.ts';
export { type LoadRow, listedPageIds, loadAnalytics } from './queries.ts';
export { loadRoutes } from './routes.ts';
export { loadSearchRoutes } from './search-routes.ts';
export {
  type Actor,
  assertMayManage,
  assertMayManageLoad,
  assignLoad,
  findLoadOwner,
  getLoad,
  lockLoadForDecision,
  lockLoadForRequest,
  lockLoadForReview,
  parseLoadId,
  removeReportedLoad,
  setUnderReview,
} from './service.ts';
export { upsertSyncedLoads } from './sync-upsert.ts';
export { loadListPage, loadViewList, loadViews, viewList } from './view.ts';
