import { MESSAGES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unappliedMigrations } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';

/** Probes answer before the admission line and without a session. */
const PROBE = { config: { admission: false, access: 'public' as const } };

/**
 * The load balancer's probes, inside `/api`: `health` (which engine), `health/live` (the process
 * answers; no database), `health/ready` (the database answers and every migration of this version
 * is applied). A draining instance answers 503 to every request, these included (drain-on-close.ts).
 */
export function registerHealth(api: FastifyInstance) {
  const { database } = api;
  api.get('/health', PROBE, async () => ({ status: 'success', data: { database: database.engine } }));
  api.get('/health/live', PROBE, async () => ({ status: 'success', data: { live: true } }));
  // Migrations are never taken back: once all are seen applied, only the database is asked.
  let migrated = false;
  api.get('/health/ready', PROBE, async () => {
    if (!migrated) {
      const pending = await unappliedMigrations(database.db);
      if (pending.length > 0)
        throw new AppError(
          503,
          `${MESSAGES.serverBusy} (migrations pending: ${pending.length})`,
          'SERVER_BUSY',
        );
      migrated = true;
    } else await database.db.execute(sql`SELECT 1`);
    return { status: 'success', data: { database: database.engine, ready: true } };
  });
}
