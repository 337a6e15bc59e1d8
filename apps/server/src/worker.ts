import { pino } from 'pino';
import { databaseSettings, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { startJobs } from './jobs/runner.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { Metrics } from './lib/metrics.ts';
import { serveConfiguredMetrics } from './lib/metrics-server.ts';

/**
 * `npm run worker`: the background jobs without HTTP, for instances that only work jobs beside
 * web-only ones (RUN_JOBS=false). Migrates first, like the server, so either may start first.
 */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const database = await openDatabase(databaseSettings(config));
  const applied = await migrate(database);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const metrics = new Metrics();
  const jobs = await startJobs({
    database,
    log,
    mailer: createMailer(config, log, metrics),
    publicUrl: config.publicUrl,
    metrics,
  });
  const metricsServer = await serveConfiguredMetrics(metrics, config);

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    metricsServer?.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  console.log(`Load board worker running background jobs (database: ${database.engine})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
