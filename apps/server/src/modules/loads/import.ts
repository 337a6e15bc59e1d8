import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type FreightPostBody,
  GEO_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  LOAD_TYPES,
  type LoadType,
  postSchemaFor,
  TRUCK_TYPES,
  type TruckPostBody,
  type UserType,
  ZIP_PATTERN,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { loads } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { laneRoadMiles, lookupZip, type RoadMiles } from '../geo/index.ts';
import type { CsvRow } from './csv.ts';
import { recordNewPosts } from './new-posts.ts';
import { type PostInput, postTypeFor, toLoadColumns } from './post-input.ts';

/** One row of an import, by column name; a column the file does not have is absent. */
export type ImportRecord = Partial<Record<ImportColumn, string>>;

/** A row that passed the form's rules: its post type and the columns it becomes. */
export interface PreparedLoad {
  rowNumber: number;
  loadType: LoadType;
  columns: ReturnType<typeof toLoadColumns>;
}

export interface Importer {
  id: number;
  userType: UserType;
}

/** "Pickup ZIP", "pickup_zip" and "PICKUPZIP" all name pickupZip. */
const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.map((column) => [columnKey(column), column]),
);

/**
 * Which import column each header cell names (null: an unnamed, empty column, ignored). Every header
 * problem is a 422 listing all of them: unknown columns, missing required ones, repeated ones.
 * Unknown columns are named for the user's own file, only counted for a fetched feed: a report never
 * echoes what the server read from an address a member gave.
 */
export function mapImportHeader(
  header: string[],
  rows: CsvRow[],
  unknownColumns: 'named' | 'counted' = 'named',
): (ImportColumn | null)[] {
  if (header.length === 0) throw validationFailed([IMPORT_MESSAGES.noRows]);
  if (header.length === 1 && /[;\t|]/.test(header[0] as string))
    throw validationFailed(['The file must be comma-separated: its header row has no commas']);

  const problems: string[] = [];
  const unknown: string[] = [];
  const seen = new Set<ImportColumn>();
  const repeated = new Set<ImportColumn>();
  const columns = header.map((name, index) => {
    if (name === '') {
      // Spreadsheets often save an empty trailing column; one holding values is a mistake.
      if (rows.some((row) => (row.values[index] ?? '').trim() !== ''))
        problems.push(`Column ${index + 1} has values but no name in the header row`);
      return null;
    }
    const column = COLUMN_BY_KEY.get(columnKey(name));
    if (!column) {
      unknown.push(name);
      return null;
    }
    if (seen.has(column)) repeated.add(column);
    seen.add(column);
    return column;
  });
  if (unknown.length > 0) {
    const columnWord = unknown.length === 1 ? 'column' : 'columns';
    const which =
      unknownColumns === 'named'
        ? `Unknown ${columnWord}: ${unknown.join(', ')}`
        : `${unknown.length} unknown ${columnWord}`;
    problems.push(`${which} (the columns are those of the sample file: ${IMPORT_COLUMNS.join(', ')})`);
  }
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0)
    problems.push(`Missing required ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}`);
  for (const column of repeated) problems.push(`Column ${column} appears more than once`);
  if (problems.length > 0) throw validationFailed(problems);
  return columns;
}

/** `$1,250.50` → `1250.50`: spreadsheets format money; the form's rules then apply to the number. */
function plainNumber(value: string): string {
  const text = value.replace(/^\$\s*/, '');
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
}

/** `5/14/2025` (how Excel re-saves a date in the US) → `2025-05-14`; anything else is left as it is. */
function isoDate(value: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : value;
}

/** Spreadsheets drop a ZIP's leading zeros (02110 becomes 2110); a 3 or 4-digit number gets them back. */
const zip = (value: string) => (/^\d{3,4}$/.test(value) ? value.padStart(5, '0') : value);

/** How a field of the post form is read from a row. */
type FieldRead = (record: ImportRecord) => unknown;

const text =
  (column: ImportColumn): FieldRead =>
  (record) =>
    record[column];
const number =
  (column: ImportColumn): FieldRead =>
  (record) => {
    const value = record[column];
    return value === undefined ? undefined : plainNumber(value);
  };
const date =
  (column: ImportColumn): FieldRead =>
  (record) => {
    const value = record[column];
    return value === undefined ? undefined : isoDate(value);
  };
const zipCode =
  (column: ImportColumn): FieldRead =>
  (record) => {
    const value = record[column];
    return value === undefined ? undefined : zip(value);
  };
/** A field of the form that no import column carries: left out, as an empty field of the form is. */
const notImported: FieldRead = () => undefined;

/**
 * What each field of the freight form is read from: a record of every key of the form's contract,
 * so a field the contract gains does not compile until the import reads it or says it does not
 * (docs/adding-a-post-field.md).
 */
const FREIGHT_FIELDS: Record<keyof FreightPostBody, FieldRead> = {
  jobNumber: text('jobNumber'),
  pickupZip: zipCode('pickupZip'),
  deliveryZip: zipCode('deliveryZip'),
  pickupDate: date('pickupDate'),
  deliveryDate: date('deliveryDate'),
  balance: number('balance'),
  rate: number('rate'),
  cubicFeet: number('cubicFeet'),
  weight: number('weight'),
  equipment: text('equipment'),
  commodityType: text('commodityType'),
  notes: text('notes'),
  contactInfo: text('contactInfo'),
  mobilePhone: text('mobilePhone'),
  bookNowRate: number('bookNowRate'),
};

/** As FREIGHT_FIELDS, for the truck form: its nested groups from their own columns. */
const TRUCK_FIELDS: Record<keyof TruckPostBody, FieldRead> = {
  ...FREIGHT_FIELDS,
  availableDate: date('availableDate'),
  // The form offers the listed types; a spreadsheet may capitalise them.
  truckType: (record) =>
    TRUCK_TYPES.find((listed) => listed === record.truckType?.toLowerCase()) ?? record.truckType,
  ratePerMile: number('ratePerMile'),
  minimumRate: number('minimumRate'),
  equipmentDetails: (record) => ({
    year: record.equipmentYear,
    make: record.equipmentMake,
    model: record.equipmentModel,
  }),
  driverInfo: (record) => ({
    name: record.driverName,
    phone: record.driverPhone,
    experience: record.driverExperience,
  }),
  availableTime: notImported,
  dimensions: notImported,
  preferredRoutes: notImported,
  additionalEquipment: notImported,
  certifications: notImported,
  additionalInfo: notImported,
};

/** The post body a row stands for: the form's fields, with a truck's nested groups. */
function rowBody(type: LoadType, record: ImportRecord): Record<string, unknown> {
  const fields = type === 'TRUCK' ? TRUCK_FIELDS : FREIGHT_FIELDS;
  const body: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(fields)) {
    const value = read(record);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/** The form's sentences, with a ZIP's column named (the form shows the message beside its field). */
function issueSentences(error: z.ZodError): string[] {
  const sentences = error.issues.map((issue) =>
    issue.message === GEO_MESSAGES.zipFormat && typeof issue.path[0] === 'string'
      ? `${issue.path[0]} must be 5 digits`
      : issue.message,
  );
  return [...new Set(sentences)];
}

/** The post type of a row: its loadType, or the importer's own type when it is left empty. */
function rowType(userType: UserType, named: string | undefined): { type: LoadType } | { error: string } {
  const value = named?.trim().toUpperCase() ?? '';
  if (value !== '' && !(LOAD_TYPES as readonly string[]).includes(value))
    return { error: 'loadType must be RFP, RFD or TRUCK' };
  if (userType === 'SUPER_ADMIN' && value === '')
    return { error: "loadType is required: an administrator's rows must name RFP, RFD or TRUCK" };
  try {
    return { type: postTypeFor(userType, value === '' ? undefined : (value as LoadType)) };
  } catch (error) {
    // A carrier or broker naming another type: 'Your account posts RFP only'.
    if (error instanceof AppError) return { error: error.message };
    throw error;
  }
}

/**
 * Checks one row with exactly the rules of the post form (the same schema and the same ZIP database),
 * and returns what it becomes, or every problem it has. `roadMiles` is the batch's lane memo.
 */
export function prepareImportRow(
  userType: UserType,
  record: ImportRecord,
  roadMiles: RoadMiles,
): { ok: true; loadType: LoadType; columns: PreparedLoad['columns'] } | { ok: false; errors: string[] } {
  const type = rowType(userType, record.loadType);
  if ('error' in type) return { ok: false, errors: [type.error] };
  const { type: loadType } = type;

  const body = rowBody(loadType, record);
  const errors: string[] = [];
  const parsed = postSchemaFor(loadType).safeParse(body);
  if (!parsed.success) errors.push(...issueSentences(parsed.error));
  for (const column of ['pickupZip', 'deliveryZip'] as const) {
    const value = body[column];
    if (typeof value === 'string' && ZIP_PATTERN.test(value) && !lookupZip(value))
      errors.push(`${GEO_MESSAGES.invalidZip} ${value}`);
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: [...new Set(errors)] };
  return { ok: true, loadType, columns: toLoadColumns(loadType, parsed.data as PostInput, roadMiles) };
}

/** A row's values by column; a row longer than the header is an error (values would be lost). */
function rowRecord(
  columns: (ImportColumn | null)[],
  row: CsvRow,
): { ok: true; record: ImportRecord } | { ok: false; error: string } {
  const extra = row.values.slice(columns.length).filter((value) => value.trim() !== '');
  if (extra.length > 0)
    return {
      ok: false,
      error: `has ${row.values.length} values but the header has ${columns.length} columns`,
    };
  const record: ImportRecord = {};
  columns.forEach((column, index) => {
    if (column) record[column] = (row.values[index] ?? '').trim();
  });
  return { ok: true, record };
}

/**
 * 422 listing the first IMPORT_MAX_ERRORS problems (then 'and N more'); nothing is imported. Rows
 * that duplicate posts are a 409 (duplicates.ts).
 */
export function rowsRejected(errors: string[], badRows: number, totalRows: number, status = 422): AppError {
  const listed =
    errors.length > IMPORT_MAX_ERRORS
      ? [...errors.slice(0, IMPORT_MAX_ERRORS), `and ${errors.length - IMPORT_MAX_ERRORS} more`]
      : errors;
  const summary = `Nothing was imported: ${badRows} of ${totalRows} ${totalRows === 1 ? 'row has' : 'rows have'} problems`;
  const message =
    errors.length <= 3
      ? `${summary}: ${errors.join('; ')}`
      : `${summary}. Correct them and import the file again.`;
  return new AppError(status, message, status === 409 ? 'CONFLICT' : 'VALIDATION', listed);
}

/**
 * Every row of a table checked: those that pass, and one 'row N: <sentence>' per problem of the
 * others; `routed` counts the road routes worked out (one per distinct lane).
 */
export interface CheckedRows {
  prepared: PreparedLoad[];
  errors: string[];
  badRows: number;
  routed: number;
}

/**
 * Each row of a parsed table (its header already mapped by mapImportHeader) checked against the
 * form's rules. The CSV import refuses the whole file on any error; a load-board sync skips the bad
 * rows and reports them.
 */
export function checkImportRows(
  userType: UserType,
  columns: (ImportColumn | null)[],
  rows: CsvRow[],
): CheckedRows {
  const prepared: PreparedLoad[] = [];
  const errors: string[] = [];
  let badRows = 0;
  const lanes = laneRoadMiles();
  for (const row of rows) {
    const read = rowRecord(columns, row);
    const outcome = read.ok
      ? prepareImportRow(userType, read.record, lanes.miles)
      : { ok: false as const, errors: [read.error] };
    if (outcome.ok) {
      prepared.push({ rowNumber: row.rowNumber, loadType: outcome.loadType, columns: outcome.columns });
    } else {
      badRows += 1;
      for (const error of outcome.errors) errors.push(`row ${row.rowNumber}: ${error}`);
    }
  }
  return { prepared, errors, badRows, routed: lanes.routed() };
}

/**
 * Every row of a parsed file checked against the form's rules. All or nothing: any bad row is a 422
 * with one 'row N: <sentence>' per problem of every row.
 */
export function prepareImport(
  userType: UserType,
  header: string[],
  rows: CsvRow[],
): { prepared: PreparedLoad[]; routed: number } {
  const columns = mapImportHeader(header, rows);
  if (rows.length === 0) throw validationFailed([IMPORT_MESSAGES.noRows]);
  if (rows.length > IMPORT_MAX_ROWS)
    throw validationFailed([
      `${IMPORT_MESSAGES.tooManyRows} (this one has ${rows.length.toLocaleString('en-US')})`,
    ]);
  const { prepared, errors, badRows, routed } = checkImportRows(userType, columns, rows);
  if (errors.length > 0) throw rowsRejected(errors, badRows, rows.length);
  return { prepared, routed };
}

/**
 * Multi-row inserts of at most this many loads: on the embedded engine a statement runs on the
 * server's own thread, and small chunks keep each hold of it short.
 */
const INSERT_BATCH = 25;

/**
 * Inserts prepared loads for one owner, in chunks, and records them for load alerts as one batch (one
 * alert per matched user for the whole file); call it inside the caller's transaction. `sourceUrl`
 * names the load board feed synced posts came from (a re-sync finds them by it).
 */
export async function insertPreparedLoads(
  tx: DbOrTx,
  ownerId: number,
  prepared: PreparedLoad[],
  sourceUrl: string | null = null,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < prepared.length; start += INSERT_BATCH) {
    // A transaction's statements follow each other without a turn of the event loop (PGlite's are
    // the server's own work): a turn between chunks lets other requests be answered meanwhile.
    if (start > 0) await nextTurn();
    const batch = prepared.slice(start, start + INSERT_BATCH);
    const inserted = await tx
      .insert(loads)
      .values(batch.map(({ loadType, columns }) => ({ ...columns, ownerId, loadType, sourceUrl })))
      .returning({ id: loads.id });
    ids.push(...inserted.map((row) => row.id));
  }
  await recordNewPosts(tx, ids);
  return ids;
}
