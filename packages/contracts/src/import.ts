import { z } from 'zod';

/** CSV import and the sample file share these columns, in this order (decisions.md, CSV import). */
export const IMPORT_COLUMNS = [
  'loadType',
  'jobNumber',
  'pickupZip',
  'deliveryZip',
  'pickupDate',
  'deliveryDate',
  'balance',
  'rate',
  'bookNowRate',
  'cubicFeet',
  'weight',
  'equipment',
  'commodityType',
  'notes',
  'contactInfo',
  'mobilePhone',
  'availableDate',
  'truckType',
  'ratePerMile',
  'minimumRate',
  'equipmentYear',
  'equipmentMake',
  'equipmentModel',
  'driverName',
  'driverPhone',
  'driverExperience',
] as const;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/**
 * The header columns every import file needs (the fields every post requires); the other
 * IMPORT_COLUMNS may be left out, and a row that needs one (rate on a freight row) says so.
 */
export const IMPORT_REQUIRED_COLUMNS = [
  'pickupZip',
  'deliveryZip',
  'pickupDate',
  'deliveryDate',
  'balance',
] as const satisfies readonly ImportColumn[];
/** A rejected import lists at most this many row errors, then 'and N more'. */
export const IMPORT_MAX_ERRORS = 100;
export const IMPORT_SAMPLE_FILENAME = 'sample-loads.csv';

/**
 * Sentences of the CSV import (decisions.md, CSV import). The row limit is grouped by hand: asking
 * Intl here would load the browser's locale data as the first page starts, before anything needs it.
 */
export const IMPORT_MESSAGES = {
  selectFile: 'Please select a file to import',
  notCsv: 'Only .csv files can be imported',
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: `A file can hold at most ${String(IMPORT_MAX_ROWS).replace(/\B(?=(\d{3})+$)/g, ',')} loads; split it into smaller files`,
  noRows: 'The file has no loads to import',
  cutOff: 'The upload was cut off before it ended. Please try again.',
  imported: 'Loads imported successfully',
} as const;

/** The answer of POST /api/loads/import. */
export const importResult = z.object({ imported: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;
