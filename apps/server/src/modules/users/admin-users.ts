import {
  ADMIN_USERS_CSV_COLUMNS,
  type AdminUserListAnswer,
  type AdminUserRow,
  type adminUsersExportQuery,
  type adminUsersQuery,
  MESSAGES,
  type SettableUserStatus,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { KeysetCursor } from '../../db/order-keys.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { type CsvFile, csvFile } from '../../lib/csv-writer.ts';
import { pageOffset, paginate } from '../../lib/pagination.ts';
import { withFields } from '../../lib/with-fields.ts';
import { logActivity } from '../activity/index.ts';
import { announceSessionsEnded, isBlockedStatus } from '../session/index.ts';
import {
  type AdminUserRecord,
  adminUsersAfter,
  findAdminUser,
  listAdminUsers,
  writeUserStatus,
} from './admin-queries.ts';

/** Manage Users: the admin's list of accounts, one account, and its status (the admin guard is the route's). */

const toAdminRow = ({ createdAt, ...row }: AdminUserRecord): AdminUserRow =>
  withFields(row, { createdAt: createdAt.toISOString() });

/** GET /api/admin/users: a page of accounts matching the filters, newest first. */
export async function listUsersForAdmin(
  db: DbOrTx,
  query: z.output<typeof adminUsersQuery>,
): Promise<AdminUserListAnswer> {
  const { rows, total } = await listAdminUsers(
    db,
    { status: query.status, userType: query.userType, search: query.search },
    query.limit,
    pageOffset(query.page, query.limit),
  );
  return { users: rows.map(toAdminRow), pagination: paginate(query.page, query.limit, total) };
}

/** Manage Users as a file: every account the filters select, newest first. */
export function exportUsersForAdmin(
  db: DbOrTx,
  timeZone: string,
  filters: z.output<typeof adminUsersExportQuery>,
): CsvFile {
  return csvFile({
    name: 'users',
    timeZone,
    header: ADMIN_USERS_CSV_COLUMNS,
    batch: async (cursor: KeysetCursor | null, size) => {
      const batch = await adminUsersAfter(db, filters, cursor, size);
      return {
        rows: batch.rows.map((user) => [
          user.id,
          user.firstName,
          user.lastName,
          user.email,
          user.companyName,
          user.userType,
          user.status,
          user.phone,
          user.website,
          user.dotNumber,
          user.createdAt.toISOString(),
        ]),
        cursor: batch.cursor,
      };
    },
  });
}

/** One account as the admin sees it; 404 'User not found' when there is none. */
export async function userForAdmin(db: DbOrTx, id: number): Promise<AdminUserRow> {
  const row = await findAdminUser(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toAdminRow(row);
}

/**
 * Activate, Deactivate or Suspend an account. The auth plugin reads the status on every request, so
 * the change holds from the user's next call (403 ACCOUNT_INACTIVE, and at sign-in), and open event
 * streams of a blocked account close on every instance. An admin may not lock themselves out. The
 * change, the streams' signal and its activity-log line share one transaction.
 */
export async function setUserStatus(
  db: Db,
  admin: { id: number },
  userId: number,
  status: SettableUserStatus,
): Promise<AdminUserRow> {
  return db.transaction((tx) => setUserStatusIn(tx, admin, userId, status));
}

/** `setUserStatus` inside the caller's transaction (the admin's review of a reported post suspends so). */
export async function setUserStatusIn(
  tx: DbOrTx,
  admin: { id: number },
  userId: number,
  status: SettableUserStatus,
): Promise<AdminUserRow> {
  if (userId === admin.id && status !== 'active') throw conflict(MESSAGES.cannotChangeOwnStatus);
  const changed = await writeUserStatus(tx, userId, status);
  if (!changed) throw notFound(MESSAGES.userNotFound);
  const { before, after } = changed;
  // Its tokens stay valid for when it is active again; blocked, each is refused with 403.
  if (isBlockedStatus(status)) await announceSessionsEnded(tx, userId);
  await logActivity(tx, {
    userId: admin.id,
    action: 'STATUS_UPDATE',
    details: `Set user ${after.id} (${after.email}) status from ${before} to ${status}`,
  });
  return toAdminRow(after);
}
