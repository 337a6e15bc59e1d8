import {
  ADMIN_REQUESTS_CSV_COLUMNS,
  type AdminRequestFilters,
  type AdminRequestRow,
} from '@loadboard/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jsonObjectText } from '../../db/fast-path/index.ts';
import { afterCursor, type KeysetCursor, keyTexts, type OrderKey } from '../../db/order-keys.ts';
import { loadRequests, loads } from '../../db/schema/index.ts';
import { type CsvCell, type CsvFile, csvFile } from '../../lib/csv-writer.ts';
import { filterValues, matching, newestFirst, owner, ROW_FIELDS, requester } from './admin-list.ts';

/** The list's order, newest first, as the keys of the export's batches. */
const ORDER_KEYS: OrderKey[] = [
  { by: loadRequests.createdAt, descending: true, nullsFirst: true },
  { by: loadRequests.id, descending: true, nullsFirst: true },
];

/** The admin's list of every request as a file, newest first, each row in the list's columns. */
export function exportAllRequestsForAdmin(
  db: DbOrTx,
  timeZone: string,
  filters: AdminRequestFilters,
): CsvFile {
  return csvFile({
    name: 'all-requests',
    timeZone,
    header: ADMIN_REQUESTS_CSV_COLUMNS,
    batch: async (cursor: KeysetCursor | null, size) => {
      const rows = await db
        .select({ json: jsonObjectText(ROW_FIELDS), key: keyTexts(ORDER_KEYS) })
        .from(loadRequests)
        .innerJoin(loads, eq(loads.id, loadRequests.loadId))
        .innerJoin(requester, eq(requester.id, loadRequests.requesterId))
        .innerJoin(owner, eq(owner.id, loads.ownerId))
        .where(and(matching(filterValues(filters)), cursor ? afterCursor(ORDER_KEYS, cursor) : undefined))
        .orderBy(...newestFirst)
        .limit(size);
      const last = rows.at(-1);
      return {
        rows: rows.map(({ json }) => requestCells(JSON.parse(json) as AdminRequestRow)),
        cursor: last && rows.length === size ? last.key : null,
      };
    },
  });
}

/** A request's cells in the export's columns (ADMIN_REQUESTS_CSV_COLUMNS). */
const requestCells = (row: AdminRequestRow): CsvCell[] => [
  row.id,
  row.company,
  row.carrier,
  row.carrierEmail,
  row.status,
  row.proposedRate,
  row.date,
  row.loadId,
  row.jobNumber,
  row.loadType,
  row.loadStatus,
  row.origin,
  row.destination,
  row.loadRate,
  row.ownerCompany,
];
