/**
 * A user's settings: language and time zone, load board URLs, service areas, route alerts and alert
 * preferences.
 */
export { type AlertMatch, alertMatchBatches, alertMatchQuery, findAlertMatches } from './alert-matching.ts';
export {
  addLoadBoardUrls,
  deleteLoadBoardUrl,
  deleteUserLoadBoardUrls,
  listEveryLoadBoardUrl,
  listLoadBoardUrls,
  loadBoardUrlsColumn,
  replaceLoadBoardUrls,
  usersWithLoadBoardUrls,
} from './load-board-urls.ts';
export { localeColumns } from './queries.ts';
export { settingsRoutes } from './routes.ts';
export { getUserLanguage, getUserLocale, localeOf } from './service.ts';
