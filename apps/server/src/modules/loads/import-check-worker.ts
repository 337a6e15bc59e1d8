/**
 * The thread that checks import files (import-service.ts starts it). An entry point of its own:
 * apps/server/build.ts bundles it as dist/import-check-worker.js beside the server.
 */
import { serveJobs } from '../../lib/serve-jobs.ts';
import { type CheckedImport, checkImportFile, type ImportCheckJob } from './import-file-check.ts';

serveJobs<ImportCheckJob, CheckedImport>(checkImportFile);
