import { adminLoadFilters, adminRequestFilters } from './admin-lists.ts';
import { adminUsersQuery } from './admin-users.ts';
import { allLoadsQuery, viewLoadsQuery } from './loads.ts';

/**
 * The CSV exports of the lists (decisions-made.md, Exports): each takes its list's filters without
 * the page, and holds every row they select. Paths are under /api; Activity Logs' is beside its
 * filters (admin-activity.ts).
 */

const noPaging = { page: true, limit: true } as const;

/** GET /api/loads/view-loads/export.csv: My Loads' filters. */
export const myLoadsExportQuery = viewLoadsQuery.omit(noPaging);
/** GET /api/loads/all-loads/export.csv: the board's filters and order. */
export const boardExportQuery = allLoadsQuery.omit(noPaging);
/** GET /api/admin/loads/export.csv */
export const adminLoadsExportQuery = adminLoadFilters;
/** GET /api/admin/requests/export.csv */
export const adminRequestsExportQuery = adminRequestFilters;
/** GET /api/admin/users/export.csv */
export const adminUsersExportQuery = adminUsersQuery.omit(noPaging);

export const EXPORT_PATHS = {
  myLoads: '/loads/view-loads/export.csv',
  board: '/loads/all-loads/export.csv',
  adminLoads: '/admin/loads/export.csv',
  adminRequests: '/admin/requests/export.csv',
  adminUsers: '/admin/users/export.csv',
} as const;

/**
 * Every column a post's export may have, in English. Money is a plain number of dollars, dates are
 * ISO 8601; a field the reader may not see (another party's deal) is empty.
 */
export const LOAD_CSV_COLUMNS = [
  'ID',
  'Job Number',
  'Type',
  'Origin',
  'Destination',
  'Owner',
  'Owner Email',
  'Pickup Date',
  'Delivery Date',
  'Rate',
  'Rate per Mile',
  'Balance',
  'Book Now Rate',
  'Road Miles',
  'Space (cu ft)',
  'Weight (lb)',
  'Equipment',
  'Company',
  'Status',
  'Pending Requests',
  'Requests',
  'Agreed Rate',
  'Posted At',
] as const;
export type LoadCsvColumn = (typeof LOAD_CSV_COLUMNS)[number];

/** My Loads' columns: the user's own posts, their requests and deals. */
export const MY_LOADS_CSV_COLUMNS = [
  'ID',
  'Job Number',
  'Type',
  'Origin',
  'Destination',
  'Pickup Date',
  'Delivery Date',
  'Rate',
  'Rate per Mile',
  'Balance',
  'Book Now Rate',
  'Road Miles',
  'Status',
  'Pending Requests',
  'Requests',
  'Agreed Rate',
  'Posted At',
] as const satisfies readonly LoadCsvColumn[];

/** The board's columns: posts as any member sees them, without a deal's figures. */
export const BOARD_CSV_COLUMNS = [
  'ID',
  'Type',
  'Job Number',
  'Origin',
  'Destination',
  'Pickup Date',
  'Delivery Date',
  'Rate',
  'Rate per Mile',
  'Book Now Rate',
  'Road Miles',
  'Space (cu ft)',
  'Weight (lb)',
  'Equipment',
  'Company',
  'Status',
  'Posted At',
] as const satisfies readonly LoadCsvColumn[];

/** The admin's list of every post: its owner, requests and deal. */
export const ADMIN_LOADS_CSV_COLUMNS = [
  'ID',
  'Job Number',
  'Type',
  'Origin',
  'Destination',
  'Owner',
  'Owner Email',
  'Pickup Date',
  'Rate',
  'Rate per Mile',
  'Status',
  'Pending Requests',
  'Requests',
  'Agreed Rate',
  'Posted At',
] as const satisfies readonly LoadCsvColumn[];

/** The admin's list of every request. */
export const ADMIN_REQUESTS_CSV_COLUMNS = [
  'ID',
  'Company',
  'Carrier',
  'Carrier Email',
  'Status',
  'Proposed Rate',
  'Date',
  'Load ID',
  'Job Number',
  'Load Type',
  'Load Status',
  'Origin',
  'Destination',
  'Posted Rate',
  'Owner Company',
] as const;

/** Manage Users. */
export const ADMIN_USERS_CSV_COLUMNS = [
  'ID',
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Type',
  'Status',
  'Phone',
  'Website',
  'DOT Number',
  'Created At',
] as const;
