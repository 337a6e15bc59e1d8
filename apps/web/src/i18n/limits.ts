/**
 * The contract's limits that the messages quote: every language's messages.ts names them from here
 * (`import * as limits`), so the list is written once.
 */
export {
  IMPORT_MAX_ROWS,
  LOAD_BOARD_URLS_MAX,
  REPORT_NOTE_MAX,
  ROUTE_ALERTS_MAX,
  SERVICE_AREA_RADIUS_MAX,
  SERVICE_AREA_RADIUS_MIN,
  SERVICE_AREAS_MAX,
} from '@loadboard/contracts';
