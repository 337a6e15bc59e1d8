/**
 * A user's settings: language, time zone and theme, load board URLs, service areas, route alerts and
 * alert preferences.
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
export { localeColumns, themeColumn } from './queries.ts';
export { settingsRoutes } from './routes.ts';
export { getShownSettings, getUserLanguage, getUserLocale, localeOf, shownSettingsOf } from './service.ts';
