import type { UserType } from '@loadboard/contracts';
import { decodeCsvText, readCsv } from './csv.ts';
import { type PreparedLoad, prepareImport } from './import.ts';

/** What the import's thread is given: the importer's type and the file's bytes. */
export interface ImportCheckJob {
  userType: UserType;
  bytes: Uint8Array;
}

/** A file that passed: its posts, and how many road routes they took (one per distinct lane). */
export interface CheckedImport {
  prepared: PreparedLoad[];
  routed: number;
}

/**
 * A CSV file read and checked whole against the post form's rules, each lane routed once: the posts
 * it becomes, or a 422 naming every bad row. Runs in the import's worker thread.
 */
export function checkImportFile({ userType, bytes }: ImportCheckJob): CheckedImport {
  const { header, rows } = readCsv(decodeCsvText(bytes));
  return prepareImport(userType, header, rows);
}
