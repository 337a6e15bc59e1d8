import {
  ADMIN_LOADS_CSV_COLUMNS,
  type AdminLoadFilters,
  BOARD_CSV_COLUMNS,
  type boardExportQuery,
  type LoadCsvColumn,
  type LoadView,
  MY_LOADS_CSV_COLUMNS,
  type myLoadsExportQuery,
} from '@loadboard/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { KeysetCursor } from '../../db/order-keys.ts';
import { type CsvCell, type CsvFile, csvFile } from '../../lib/csv-writer.ts';
import { adminLoadsWhere } from './admin-list.ts';
import type { Viewer } from './privacy.ts';
import { type LoadOrder, listedLoadsWhere, loadIdsAfter } from './queries.ts';
import { boardListing, myLoadsListing } from './service.ts';
import { loadViews } from './view.ts';

/**
 * Each column of a post's export, read from the post's view as the reader sees it (view.ts): a deal
 * the reader is no party to is already null there, so its cells are empty.
 */
const CELLS: Record<LoadCsvColumn, (load: LoadView) => CsvCell> = {
  ID: (load) => load.id,
  'Job Number': (load) => load.jobNumber,
  Type: (load) => load.type,
  Origin: (load) => load.originLocation,
  Destination: (load) => load.destinationLocation,
  Owner: (load) => load.user.companyName,
  'Owner Email': (load) => load.contact.email,
  'Pickup Date': (load) => load.pickupDate,
  'Delivery Date': (load) => load.deliveryDate,
  Rate: (load) => load.rate,
  'Rate per Mile': (load) => load.ratePerMile,
  Balance: (load) => load.balance,
  'Book Now Rate': (load) => load.bookNowRate,
  'Road Miles': (load) => load.roadMiles,
  'Space (cu ft)': (load) => load.cubicFeet,
  'Weight (lb)': (load) => load.weight,
  Equipment: (load) => load.equipmentType ?? load.truckType,
  Company: (load) => load.contact.company,
  Status: (load) => load.status,
  'Pending Requests': (load) => load.pendingRequests,
  Requests: (load) => load.requestsCount,
  'Agreed Rate': (load) => load.agreedRate,
  'Posted At': (load) => load.createdAt,
};

/** The posts under `where`, in the list's order, as `viewer` sees them, in the columns given. */
function loadsFile(
  db: DbOrTx,
  viewer: Viewer,
  file: { name: string; timeZone: string; header: readonly LoadCsvColumn[] },
  where: SQL | undefined,
  order: LoadOrder,
): CsvFile {
  return csvFile({
    ...file,
    batch: async (cursor: KeysetCursor | null, size) => {
      const batch = await loadIdsAfter(db, where, order, cursor, size);
      const views = await loadViews(db, viewer, batch.ids);
      const rows = views.map(({ view }) => {
        const load = view.parse();
        return file.header.map((column) => CELLS[column](load));
      });
      return { rows, cursor: batch.cursor };
    },
  });
}

/** My Loads as a file: every one of the actor's posts the filters select, newest first. */
export async function exportMyLoads(
  db: DbOrTx,
  actor: Viewer,
  timeZone: string,
  q: z.output<typeof myLoadsExportQuery>,
): Promise<CsvFile> {
  const { filters, order } = myLoadsListing(actor, q);
  const where = await listedLoadsWhere(db, actor, filters);
  return loadsFile(db, actor, { name: 'my-loads', timeZone, header: MY_LOADS_CSV_COLUMNS }, where, order);
}

/** The board as a file: what Avail. Loads lists for the actor under the filters, in its order. */
export async function exportBoardLoads(
  db: DbOrTx,
  actor: Viewer,
  timeZone: string,
  q: z.output<typeof boardExportQuery>,
): Promise<CsvFile> {
  const { filters, order } = boardListing(q);
  const where = await listedLoadsWhere(db, actor, filters);
  return loadsFile(db, actor, { name: 'avail-loads', timeZone, header: BOARD_CSV_COLUMNS }, where, order);
}

/** The admin's list of every post as a file, newest first (the caller is behind the admin guard). */
export async function exportAllLoadsForAdmin(
  db: DbOrTx,
  admin: Viewer,
  timeZone: string,
  filters: AdminLoadFilters,
): Promise<CsvFile> {
  const where = await adminLoadsWhere(db, filters);
  const file = { name: 'all-loads', timeZone, header: ADMIN_LOADS_CSV_COLUMNS };
  return loadsFile(db, admin, file, where, 'newest');
}
