import { IMPORT_MESSAGES } from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { type AppError, validationFailed } from '../../lib/app-error.ts';
import { WorkerPool } from '../../lib/worker-pool.ts';
import { logActivity } from '../activity/index.ts';
import { duplicateRows, type RowDuplicate, rowDuplicateError, takePostingTurn } from './duplicates.ts';
import { type Importer, insertPreparedLoads, rowsRejected } from './import.ts';
import type { CheckedImport, ImportCheckJob } from './import-file-check.ts';

/** An idle checking thread ends after this long; the next import starts another. */
const CHECK_THREAD_IDLE_MS = 60_000;

export type ImportCheckThread = WorkerPool<ImportCheckJob, CheckedImport>;

/** The one worker thread that reads, checks and routes import files, off the event loop, in turn. */
export const importCheckThread = (): ImportCheckThread =>
  new WorkerPool({
    entry: {
      callerUrl: import.meta.url,
      source: './import-check-worker.ts',
      built: 'import-check-worker.js',
    },
    idleMs: CHECK_THREAD_IDLE_MS,
  });

/** The name a user gave the file, without folders or control characters, for the activity log. */
export function displayFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload.csv').slice(0, 120);
}

/** 409 naming every duplicate row, and the first post duplicated (`existingLoadId`); nothing is imported. */
function duplicatesRejected(duplicates: RowDuplicate[], totalRows: number): AppError {
  const error = rowsRejected(duplicates.map(rowDuplicateError), duplicates.length, totalRows, 409);
  const first = duplicates.find((duplicate) => 'existingLoadId' in duplicate);
  if (first && 'existingLoadId' in first) error.existingLoadId = first.existingLoadId;
  return error;
}

/** A .csv name (the content is checked too: binary bytes are refused by decodeCsvText). */
export const isCsvFilename = (filename: string) => /\.csv$/i.test(filename.trim());

/**
 * POST /api/loads/import: a CSV file of posts for the importer. Checked whole first, in the checking
 * thread (every row against the form's rules, each lane routed once); then inserted in one
 * transaction with one activity row, unless a row duplicates one of the importer's ACTIVE posts or an
 * earlier row (409 naming each). Nothing is written when anything is wrong.
 */
export async function importLoadsCsv(
  db: Db,
  checks: ImportCheckThread,
  importer: Importer,
  file: { filename: string; bytes: Uint8Array },
): Promise<{ imported: number; routed: number }> {
  if (!isCsvFilename(file.filename)) throw validationFailed([IMPORT_MESSAGES.notCsv]);
  const { prepared, routed } = await checks.run({ userType: importer.userType, bytes: file.bytes });
  const name = displayFilename(file.filename);
  await db.transaction(async (tx) => {
    await takePostingTurn(tx, importer.id);
    const duplicates = await duplicateRows(tx, importer.id, prepared);
    if (duplicates.length > 0) throw duplicatesRejected(duplicates, prepared.length);
    await insertPreparedLoads(tx, importer.id, prepared);
    await logActivity(tx, {
      userId: importer.id,
      action: 'LOAD_POSTED',
      details: `Imported ${prepared.length} ${prepared.length === 1 ? 'load' : 'loads'} from ${name}`,
    });
  });
  return { imported: prepared.length, routed };
}
