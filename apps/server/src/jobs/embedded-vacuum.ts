import { z } from 'zod';
import { vacuumAndAnalyze } from '../db/maintenance.ts';
import { defineJob } from './define-job.ts';

/**
 * Nightly (03:15 UTC), on the embedded engine only: VACUUM (ANALYZE), which a PostgreSQL server's
 * autovacuum does by itself. An embedded board never vacuumed kept every counter row's old versions
 * and read the table behind each index-only count (bench/RESULTS.md).
 */
export const embeddedVacuumJob = defineJob({
  name: 'embedded-vacuum',
  payload: z.object({}),
  async handler(_payload, { db, engine, log }) {
    if (engine !== 'pglite') return;
    const started = performance.now();
    await vacuumAndAnalyze(db);
    log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analyzed');
  },
  schedule: { cron: '15 3 * * *', payload: {} },
});
